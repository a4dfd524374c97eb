import type { FastifyRequest } from "fastify";
import { dunning } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller, currentUser } from "../../platform/auth/access.ts";
import { cabinetConfig } from "../../catalog/routes/part-route.ts";
import { dunningViewer } from "../viewer.ts";
import type { ClaimActor } from "../claim-steps.ts";
import { listClaims } from "../use-cases/list-claims.ts";
import { showClaim } from "../use-cases/show-claim.ts";
import { exportClaims } from "../use-cases/export-claims.ts";
import { resolveClaim } from "../use-cases/resolve-claim.ts";
import { skipClaim } from "../use-cases/skip-claim.ts";
import { writeOffClaim } from "../use-cases/write-off-claim.ts";

const tags = ["cabinet", "dunning"];
const base = `${API}/cabinet/dunning/claims`;

/** A manager acting in admin mode is named as such in the claim's history. */
const actorOf = (req: FastifyRequest): ClaimActor =>
  currentUser(req).managerId !== null ? "manager" : "seller";

/** The seller's claims: list, CSV, one claim with its history, and the manual endings. */
export const dunningClaimRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The seller's dunning and debt collection claims with the filters of spec two §3",
        querystring: dunning.claimsQuery,
        response: { 200: dunning.claimsAnswer },
      },
    },
    async (req) => listClaims(deps, actingSeller(req), await dunningViewer(deps, req), req.query),
  );

  app.get(
    `${base}/export.csv`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The claims as CSV with the list's filters (streamed)",
        querystring: dunning.claimsExportQuery,
      },
    },
    async (req, reply) => {
      const body = await exportClaims(deps, actingSeller(req), await dunningViewer(deps, req), req.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="claims.csv"')
        .header("cache-control", "no-store")
        .send(body);
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "One claim with its history, the pay link and what the seller may do",
        params: dunning.claimParams,
        response: { 200: dunning.claimEnvelope },
      },
    },
    async (req) => ({
      claim: await showClaim(deps, actingSeller(req), await dunningViewer(deps, req), req.params.id),
    }),
  );

  const show = async (req: FastifyRequest, id: number) => ({
    claim: await showClaim(deps, actingSeller(req), await dunningViewer(deps, req), id),
  });

  app.post(
    `${base}/:id/resolve`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "End the claim as resolved (settled outside the platform)",
        params: dunning.claimParams,
        body: dunning.resolveBody,
        response: { 200: dunning.claimEnvelope },
      },
    },
    async (req) => {
      await resolveClaim(deps, actingSeller(req), req.params.id, actorOf(req), req.body.note);
      return show(req, req.params.id);
    },
  );

  app.post(
    `${base}/:id/write_off`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Write the claim off with a reason (open, or not collected by the agency)",
        params: dunning.claimParams,
        body: dunning.writeOffBody,
        response: { 200: dunning.claimEnvelope },
      },
    },
    async (req) => {
      await writeOffClaim(deps, actingSeller(req), req.params.id, actorOf(req), req.body.reason);
      return show(req, req.params.id);
    },
  );

  app.post(
    `${base}/:id/skip`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Stop pursuing the claim: no further reminders, not handed to the agency",
        params: dunning.claimParams,
        response: { 200: dunning.claimEnvelope },
      },
    },
    async (req) => {
      await skipClaim(deps, actingSeller(req), req.params.id, actorOf(req));
      return show(req, req.params.id);
    },
  );
};
