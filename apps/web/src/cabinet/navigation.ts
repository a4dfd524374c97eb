import { IconId, IconPackage } from "@tabler/icons-react";
import type { NavItem } from "../app/area/navigation.ts";

export const CABINET_NAV: readonly NavItem[] = [
  { to: "/cabinet/products", labelKey: "catalog:nav.products", icon: IconPackage },
  { to: "/cabinet/profile/edit", labelKey: "catalog:nav.sellerProfile", icon: IconId },
];

/** A team member works on the selected seller's products with the same screens. */
export const TEAM_MEMBER_NAV: readonly NavItem[] = [
  { to: "/team_member/products", labelKey: "catalog:nav.products", icon: IconPackage },
  { to: "/team_member/seller_profile/edit", labelKey: "catalog:nav.sellerProfile", icon: IconId },
];
