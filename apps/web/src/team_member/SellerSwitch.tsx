import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { selectSeller } from "../api/actingSeller.ts";
import { useTeamSellers } from "../api/teamMember.ts";
import type { TeamSeller } from "../api/types.ts";
import { SelectField } from "../ui/fields/SelectField.tsx";
import { useActingSeller } from "./useActingSeller.ts";

export function sellerName(seller: TeamSeller): string {
  const name = `${seller.firstName} ${seller.lastName}`.trim();
  return name ? `${name} (${seller.username})` : seller.username;
}

/**
 * Which seller's cabinet the team member works in. The choice is kept in this browser and sent
 * as X-Seller-Id; when the list no longer holds it (the invitation ended) the first seller is taken.
 */
export function SellerSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("area");
  const sellers = useTeamSellers();
  const selected = useActingSeller();
  const client = useQueryClient();
  const list = sellers.data;

  useEffect(() => {
    if (!list) return;
    const stillThere = list.some((s) => String(s.id) === selected);
    if (!stillThere) selectSeller(list[0] ? String(list[0].id) : null);
  }, [list, selected]);

  if (compact && (!list || list.length === 0)) return null;

  return (
    <SelectField
      label={t("teamMember.seller")}
      labelProps={compact ? { className: "visually-hidden" } : undefined}
      options={(list ?? []).map((seller) => ({ value: seller.id, label: sellerName(seller) }))}
      value={selected}
      loading={sellers.isLoading}
      onChange={(id) => {
        if (!id || id === selected) return;
        selectSeller(id);
        // Everything cached so far belongs to the previous seller.
        void client.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== "team_member" && query.queryKey[0] !== "app",
        });
      }}
      noOptionsMessage={t("teamMember.noSellers")}
      size={compact ? "xs" : "sm"}
      w={compact ? 220 : undefined}
      visibleFrom={compact ? "sm" : undefined}
    />
  );
}
