import { dunning } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { cabinetConfig } from "../../catalog/routes/part-route.ts";
import { handToAgency } from "../use-cases/hand-to-agency.ts";
import { exportAgencyBatch } from "../use-cases/export-agency-batch.ts";
import { importAgencyStatus } from "../use-cases/import-agency-status.ts";
import { batchView, listAgencyBatches } from "../use-cases/list-agency-batches.ts";

const tags = ["cabinet", "dunning"];
const base = `${API}/cabinet/dunning`;

/** The file exchange with the collection agency (docs/dunning.md "Collection agency"). */
export const dunningAgencyRoutes: RouteModule = (app, deps) => {
  app.get(
    `${base}/agency_batches`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The seller's handovers to the agency",
        response: { 200: dunning.agencyBatchesAnswer },
      },
    },
    async (req) => listAgencyBatches(deps, actingSeller(req)),
  );

  app.post(
    `${base}/agency_batches`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Hand every claim ready for the agency over in one batch (sent_to_collection_agency)",
        response: { 201: dunning.agencyBatchEnvelope },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ batch: batchView(await handToAgency(deps, actingSeller(req))) }),
  );

  app.get(
    `${base}/agency_batches/:id/export.csv`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "A batch's file in the agency's import format",
        params: dunning.agencyBatchParams,
      },
    },
    async (req, reply) => {
      const body = await exportAgencyBatch(deps, actingSeller(req), req.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="agency-batch-${req.params.id}.csv"`)
        .header("cache-control", "no-store")
        .send(body);
    },
  );

  app.post(
    `${base}/agency_imports`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Apply the agency's status file (all lines or, on any error, none)",
        body: dunning.agencyImportBody,
        response: { 200: dunning.agencyImportAnswer },
      },
    },
    async (req) => ({ applied: await importAgencyStatus(deps, actingSeller(req), req.body.csv) }),
  );
};
