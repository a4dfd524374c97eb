import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { I18nextProvider } from "react-i18next";
import { queryClient } from "../api/queryClient.ts";
import { i18n } from "../i18n/i18n.ts";
import { theme } from "./theme.ts";
import type { AppRouter } from "./router.tsx";

/** Providers around the router: theme, toasts, server state, translations. */
export function App({ router }: { router: AppRouter }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" limit={4} />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
