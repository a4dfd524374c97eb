// The link someone wanted before being sent to sign-in. It travels in ?redirect= for password
// sign-in and is also remembered in localStorage, because a magic link arrives by mail and
// cannot carry it.

const STORAGE_KEY = "sellwerk.redirect";

/** Only paths of this app: never another host (open redirect) and never back into sign-in. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.startsWith("/users/")) return null;
  return value;
}

export function rememberRedirect(value: string | null | undefined): void {
  const safe = safeRedirect(value);
  try {
    if (safe) localStorage.setItem(STORAGE_KEY, safe);
  } catch {
    // Without storage the ?redirect= parameter still works for password sign-in.
  }
}

/** Reads and forgets the remembered link, so it is used once. */
export function takeRememberedRedirect(): string | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    localStorage.removeItem(STORAGE_KEY);
    return safeRedirect(value);
  } catch {
    return null;
  }
}

export function signInPath(redirect?: string): string {
  const safe = safeRedirect(redirect);
  return safe ? `/users/sign_in?redirect=${encodeURIComponent(safe)}` : "/users/sign_in";
}
