import { orders } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { cabinetConfig } from "../../catalog/routes/part-route.ts";
import { ORDER_CSV_HEADER } from "../use-cases/export-orders.ts";
import { chosenOrderColumns, saveOrderColumns } from "../csv-settings.ts";

const tags = ["cabinet", "orders"];
const path = `${API}/cabinet/orders/csv_settings`;

/** The order CSV's columns: which the seller chose (remembered) and which exist. */
export const cabinetOrderCsvSettingsRoutes: RouteModule = (app, deps) => {
  const answer = async (seller: number) => ({
    columns: await chosenOrderColumns(deps, seller, ORDER_CSV_HEADER),
    available: [...ORDER_CSV_HEADER],
  });

  app.get(
    path,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The order CSV columns the seller chose (every column until they choose)",
        response: { 200: orders.orderCsvSettingsAnswer },
      },
    },
    async (req) => answer(actingSeller(req)),
  );

  app.put(
    path,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Remember which order CSV columns the seller's exports write",
        body: orders.orderCsvSettings,
        response: { 200: orders.orderCsvSettingsAnswer },
      },
    },
    async (req) => {
      const seller = actingSeller(req);
      const known: readonly string[] = ORDER_CSV_HEADER;
      if (req.body.columns.some((c) => !known.includes(c)))
        throw new AppError("INVALID_INPUT", { param: "columns", code: "invalid_value" });
      await saveOrderColumns(deps, seller, [...new Set(req.body.columns)]);
      return answer(seller);
    },
  );
};
