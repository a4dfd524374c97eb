// The seller a team member works for. Chosen in the team member area, kept across reloads, and
// sent as X-Seller-Id only from that area so a person who is also a seller never acts on someone
// else's cabinet by accident.

const STORAGE_KEY = "sellwerk.team_member_seller_id";
const AREA_PREFIX = "/team_member";
const listeners = new Set<() => void>();

export function selectedSellerId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function selectSeller(id: string | null): void {
  if (id === null) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, id);
  for (const listener of listeners) listener();
}

export function subscribeSelectedSeller(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function actingSellerId(pathname: string = window.location.pathname): string | null {
  return pathname === AREA_PREFIX || pathname.startsWith(`${AREA_PREFIX}/`) ? selectedSellerId() : null;
}
