import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initI18n, i18n } from "./i18n/i18n.ts";
import { initialLocale } from "./i18n/locale.ts";
import { createAppRouter } from "./app/router.tsx";
import { wireSession } from "./app/sessionWiring.ts";
import { App } from "./app/App.tsx";

// <html lang> follows the interface language, for screen readers and hyphenation.
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

await initI18n(initialLocale());
document.documentElement.lang = i18n.language;

const router = createAppRouter();
wireSession(router);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
