import { Suspense } from "react";
import { Box, Container, Group, Paper } from "@mantine/core";
import { Outlet } from "react-router";
import { Logo } from "../../ui/Logo.tsx";
import { LanguageSwitch } from "../../ui/LanguageSwitch.tsx";
import { LegalFooter } from "../../ui/LegalFooter.tsx";
import { CenteredLoader } from "../../ui/CenteredLoader.tsx";

/** Sign-in, sign-up, confirmation and password pages: one card in the middle, language on top. */
export function AuthLayout() {
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: "flex", flexDirection: "column" }}>
      <Container size={520} w="100%" style={{ flex: 1 }} pt="lg">
        <Group justify="space-between" mb="lg" component="header">
          <Logo />
          <LanguageSwitch />
        </Group>
        <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: "md", sm: "xl" }}>
          <Suspense fallback={<CenteredLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Container>
      <Container size={520} w="100%">
        <LegalFooter />
      </Container>
    </Box>
  );
}
