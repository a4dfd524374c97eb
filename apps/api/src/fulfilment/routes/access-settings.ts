import type { ProfileType } from "@sellwerk/domain";
import { fulfilment } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { showAccessSettings } from "../use-cases/show-access-settings.ts";
import { saveAccessSettings } from "../use-cases/save-access-settings.ts";

/**
 * The seller and team members acting for them (X-Seller-Id), as with the payment settings: what
 * buyers keep when they do not pay is the business's policy, not a sales team member's call.
 */
const ACCESS_SETTINGS_ACCESS: readonly ProfileType[] = ["seller", "team_member"];

const tags = ["cabinet", "fulfilment"];
const path = `${API}/cabinet/settings/access`;
const config = { access: ACCESS_SETTINGS_ACCESS };

/** /cabinet/settings/access: whether an unpaid rate pauses the buyer's access, after how many days. */
export const accessSettingsRoutes: RouteModule = (app, deps) => {
  app.get(
    path,
    {
      config,
      schema: {
        tags,
        summary: "What an unpaid rate does to the buyer's access (keep, or suspend after grace days)",
        response: { 200: fulfilment.accessSettingsEnvelope },
      },
    },
    async (req) => ({ access_settings: await showAccessSettings(deps, actingSeller(req)) }),
  );

  app.put(
    path,
    {
      config,
      schema: {
        tags,
        summary: "Keep access while a rate is unpaid, or suspend it after grace days until paid",
        body: fulfilment.accessSettingsBody,
        response: { 200: fulfilment.accessSettingsEnvelope },
      },
    },
    async (req) => ({
      access_settings: await saveAccessSettings(deps, actingSeller(req), req.body),
    }),
  );
};
