// Access and refresh token plus a per-device fingerprint, kept in localStorage so a reload keeps
// the session. Admin mode parks the manager's own tokens aside while an admin access token acts
// as another user; leaving admin mode puts them back.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TokenSnapshot {
  accessToken: string | null;
  refreshToken: string | null;
  adminMode: boolean;
}

const KEYS = {
  access: "sellwerk.access_token",
  refresh: "sellwerk.refresh_token",
  fingerprint: "sellwerk.fingerprint",
  managerAccess: "sellwerk.manager_access_token",
  managerRefresh: "sellwerk.manager_refresh_token",
} as const;

export const TOKEN_STORAGE_KEYS: readonly string[] = Object.values(KEYS);

function randomFingerprint(): string {
  return globalThis.crypto.randomUUID();
}

export class TokenStore {
  private readonly listeners = new Set<() => void>();
  private snapshotCache: TokenSnapshot;

  constructor(private readonly storage: KeyValueStorage) {
    this.snapshotCache = this.readSnapshot();
  }

  get accessToken(): string | null {
    return this.storage.getItem(KEYS.access);
  }

  get refreshToken(): string | null {
    return this.storage.getItem(KEYS.refresh);
  }

  get adminMode(): boolean {
    return this.storage.getItem(KEYS.managerAccess) !== null;
  }

  /** Created on first use and kept for the device's life, so the server can bind refresh tokens to it. */
  get fingerprint(): string {
    let value = this.storage.getItem(KEYS.fingerprint);
    if (!value) {
      value = randomFingerprint();
      this.storage.setItem(KEYS.fingerprint, value);
    }
    return value;
  }

  setSession(tokens: { accessToken: string; refreshToken?: string | null }): void {
    this.storage.setItem(KEYS.access, tokens.accessToken);
    if (tokens.refreshToken) this.storage.setItem(KEYS.refresh, tokens.refreshToken);
    else this.storage.removeItem(KEYS.refresh);
    this.changed();
  }

  /** Drops the active session; a parked manager session stays so the app can offer to go back. */
  clear(): void {
    this.storage.removeItem(KEYS.access);
    this.storage.removeItem(KEYS.refresh);
    this.changed();
  }

  /** Signing out for good also forgets a parked manager session. */
  clearAll(): void {
    this.storage.removeItem(KEYS.managerAccess);
    this.storage.removeItem(KEYS.managerRefresh);
    this.clear();
  }

  enterAdminMode(adminAccessToken: string): void {
    const access = this.accessToken;
    if (!access) throw new Error("admin mode needs a signed-in manager");
    if (!this.adminMode) {
      this.storage.setItem(KEYS.managerAccess, access);
      const refresh = this.refreshToken;
      if (refresh) this.storage.setItem(KEYS.managerRefresh, refresh);
    }
    this.setSession({ accessToken: adminAccessToken, refreshToken: null });
  }

  /** Returns false when there was no manager session to go back to. */
  leaveAdminMode(): boolean {
    const access = this.storage.getItem(KEYS.managerAccess);
    if (!access) return false;
    const refresh = this.storage.getItem(KEYS.managerRefresh);
    this.storage.removeItem(KEYS.managerAccess);
    this.storage.removeItem(KEYS.managerRefresh);
    this.setSession({ accessToken: access, refreshToken: refresh });
    return true;
  }

  /** Stable object between changes, as React's useSyncExternalStore requires. */
  snapshot(): TokenSnapshot {
    return this.snapshotCache;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Call when another tab changed the storage. */
  changed(): void {
    const next = this.readSnapshot();
    const prev = this.snapshotCache;
    if (
      next.accessToken === prev.accessToken &&
      next.refreshToken === prev.refreshToken &&
      next.adminMode === prev.adminMode
    ) {
      return;
    }
    this.snapshotCache = next;
    for (const listener of this.listeners) listener();
  }

  private readSnapshot(): TokenSnapshot {
    return { accessToken: this.accessToken, refreshToken: this.refreshToken, adminMode: this.adminMode };
  }
}

/** For tests and for browsers that refuse localStorage (private modes). */
export class MemoryStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}
