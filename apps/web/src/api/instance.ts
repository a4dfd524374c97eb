import { TOKEN_REFRESH_POLL_MS } from "@sellwerk/domain";
import { ApiClient } from "./client/apiClient.ts";
import { AbortRegistry } from "./client/abortRegistry.ts";
import { MemoryStorage, TOKEN_STORAGE_KEYS, TokenStore, type KeyValueStorage } from "./client/tokenStore.ts";
import { actingSellerId } from "./actingSeller.ts";
import { emitSignInRequired } from "./sessionEvents.ts";
import { notify } from "../ui/notify.ts";
import { i18n } from "../i18n/i18n.ts";
import { currentLocale } from "../i18n/locale.ts";

// The one client of the browser app, wired to localStorage, Mantine toasts and i18next.

function browserStorage(): KeyValueStorage {
  try {
    const probe = "sellwerk.probe";
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    return new MemoryStorage();
  }
}

export const tokenStore = new TokenStore(browserStorage());
export const abortRegistry = new AbortRegistry();

export const api = new ApiClient({
  tokens: tokenStore,
  registry: abortRegistry,
  notify,
  translate: (message) => i18n.t(`common:clientErrors.${message}`),
  getLocale: currentLocale,
  getSellerId: () => actingSellerId(),
  onSignInRequired: emitSignInRequired,
  pollIntervalMs: TOKEN_REFRESH_POLL_MS,
});

// Signing in or out in another tab changes this one too.
window.addEventListener("storage", (event) => {
  if (event.key === null || TOKEN_STORAGE_KEYS.includes(event.key)) tokenStore.changed();
});
