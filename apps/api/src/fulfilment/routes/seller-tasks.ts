import { fulfilment } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { SELLER_ACCESS } from "../../catalog/index.ts";
import { listSellerTasks } from "../use-cases/list-seller-tasks.ts";
import { completeSellerTask } from "../use-cases/complete-seller-task.ts";

const tags = ["cabinet", "seller tasks"];
const config = { access: SELLER_ACCESS };
const base = `${API}/cabinet/seller_tasks`;

/** Sold services as work for the seller: the list, and marking one done. */
export const sellerTaskRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "Tasks from sold services (filter state open/done)",
        querystring: fulfilment.sellerTasksQuery,
        response: { 200: fulfilment.sellerTasksAnswer },
      },
    },
    async (req) => listSellerTasks(deps, actingSeller(req), req.query),
  );

  app.post(
    `${base}/:id/done`,
    {
      config,
      schema: {
        tags,
        summary: "Mark a task done",
        params: fulfilment.sellerTaskParams,
        response: { 200: fulfilment.sellerTaskEnvelope },
      },
    },
    async (req) => ({ task: unwrap(await completeSellerTask(deps, actingSeller(req), req.params.id)) }),
  );
};
