import { catalog } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { showSellerProfile } from "../use-cases/show-seller-profile.ts";
import { saveSellerProfile } from "../use-cases/save-seller-profile.ts";
import { cabinetConfig } from "./part-route.ts";

const tags = ["cabinet", "catalog"];
const path = `${API}/cabinet/seller_profile`;

/** The seller's registration (spec core §5 required fields): can_sell and what is still missing. */
export const sellerProfileRoutes: RouteModule = (app, deps) => {
  app.get(
    path,
    {
      config: cabinetConfig,
      schema: { tags, summary: "The seller profile", response: { 200: catalog.sellerProfileEnvelope } },
    },
    async (req) => ({ seller_profile: await showSellerProfile(deps, actingSeller(req)) }),
  );

  app.put(
    path,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Save the seller profile (required fields may stay missing)",
        body: catalog.saveSellerProfileBody,
        response: { 200: catalog.sellerProfileEnvelope },
      },
    },
    async (req) => ({ seller_profile: unwrap(await saveSellerProfile(deps, actingSeller(req), req.body)) }),
  );
};
