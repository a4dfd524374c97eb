import { useEffect, type ReactNode } from "react";
import { Title, Text, Stack } from "@mantine/core";

/** The page's heading, also written into the tab title so history entries are readable. */
export function PageTitle({ title, description }: { title: string; description?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Sellwerk`;
  }, [title]);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
