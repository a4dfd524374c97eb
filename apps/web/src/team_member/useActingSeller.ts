import { useSyncExternalStore } from "react";
import { selectedSellerId, subscribeSelectedSeller } from "../api/actingSeller.ts";

export function useActingSeller(): string | null {
  return useSyncExternalStore(subscribeSelectedSeller, selectedSellerId, selectedSellerId);
}
