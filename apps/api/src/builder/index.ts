// The builder context: shops, pages, themes and their cookie consent. Issue 2 brings the consent categories.
export { cookieConsentRoutes } from "./routes/cookie-consent.ts";
