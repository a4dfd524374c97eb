import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCALES } from "@sellwerk/domain";
import { resources, NAMESPACES } from "./resources.ts";

// One i18next instance for the back-office. Placeholders use single braces ({name}) like the
// shared catalogs in @sellwerk/contracts, so one syntax holds across the project.
export const i18n = i18next.createInstance();

export function initI18n(lng: string): Promise<unknown> {
  return i18n.use(initReactI18next).init({
    resources,
    lng,
    supportedLngs: [...LOCALES],
    fallbackLng: "en",
    ns: [...NAMESPACES],
    defaultNS: "common",
    interpolation: { escapeValue: false, prefix: "{", suffix: "}" },
    returnNull: false,
  });
}
