import { useLocation } from "react-router";

// The product screens live in the seller's cabinet and, for team members acting on a seller, in
// the team member area: only requests made from /team_member carry X-Seller-Id (api/actingSeller),
// so links between these screens stay inside the area they were opened in.

export type CabinetBase = "/cabinet" | "/team_member";

export function cabinetBaseOf(pathname: string): CabinetBase {
  return pathname === "/team_member" || pathname.startsWith("/team_member/") ? "/team_member" : "/cabinet";
}

export function cabinetPaths(base: CabinetBase) {
  return {
    base,
    products: `${base}/products`,
    edit: (id: number, step?: number) => `${base}/products/${id}/edit${step ? `?step=${step}` : ""}`,
    preview: (id: number) => `${base}/products/${id}/preview`,
    /** Finishing the seller registration (spec core §2). */
    sellerProfile:
      base === "/cabinet"
        ? "/cabinet/profile/edit?seller_profile_edit=true"
        : "/team_member/seller_profile/edit?seller_profile_edit=true",
  };
}

export type CabinetPaths = ReturnType<typeof cabinetPaths>;

export function useCabinetPaths(): CabinetPaths {
  const { pathname } = useLocation();
  return cabinetPaths(cabinetBaseOf(pathname));
}
