import { dunning } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { cabinetConfig } from "../../catalog/routes/part-route.ts";
import { dunningSettingsOf } from "../settings-store.ts";
import { saveSettings } from "../use-cases/save-dunning-settings.ts";

const tags = ["cabinet", "dunning"];
const path = `${API}/cabinet/settings/dunning`;

/** The seller's dunning strategy, schedule and fees (docs/dunning.md). */
export const dunningSettingsRoutes: RouteModule = (app, deps) => {
  app.get(
    path,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The seller's dunning strategy, days between stages and reminder fees",
        response: { 200: dunning.dunningSettingsEnvelope },
      },
    },
    async (req) => ({ dunning_settings: await dunningSettingsOf(deps.db, actingSeller(req)) }),
  );
  app.put(
    path,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Save the dunning strategy, schedule and fees (new claims, and open claims' next steps)",
        body: dunning.dunningSettings,
        response: { 200: dunning.dunningSettingsEnvelope },
      },
    },
    async (req) => ({ dunning_settings: await saveSettings(deps, actingSeller(req), req.body) }),
  );
};
