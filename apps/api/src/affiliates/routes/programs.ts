import { affiliates } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { cabinetConfig } from "../../catalog/routes/part-route.ts";
import { listPrograms } from "../use-cases/list-programs.ts";
import { createProgram } from "../use-cases/create-program.ts";
import { showProgram } from "../use-cases/show-program.ts";
import { updateProgram } from "../use-cases/update-program.ts";
import { archiveProgram } from "../use-cases/archive-program.ts";

const tags = ["cabinet", "affiliates"];
const base = `${API}/cabinet/affiliate_programs`;

/** The seller's affiliate programs (/cabinet/affiliate_programs, spec two §3). */
export const programRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The seller's affiliate programs, 15 a page; archived ones with archived=true",
        querystring: affiliates.affiliateProgramsQuery,
        response: { 200: affiliates.affiliateProgramsAnswer },
      },
    },
    async (req) => listPrograms(deps, actingSeller(req), req.query),
  );

  app.post(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Create a program (single or up to five stages, bounds of spec two §5)",
        body: affiliates.affiliateProgramBody,
        response: { 201: affiliates.affiliateProgramEnvelope },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ affiliate_program: unwrap(await createProgram(deps, actingSeller(req), req.body)) }),
  );

  app.get(
    `${base}/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "One of the seller's programs",
        params: affiliates.affiliateProgramParams,
        response: { 200: affiliates.affiliateProgramEnvelope },
      },
    },
    async (req) => ({ affiliate_program: unwrap(await showProgram(deps, actingSeller(req), req.params.id)) }),
  );

  app.put(
    `${base}/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Replace a program's settings (orders already attributed keep their terms)",
        params: affiliates.affiliateProgramParams,
        body: affiliates.affiliateProgramBody,
        response: { 200: affiliates.affiliateProgramEnvelope },
      },
    },
    async (req) => ({
      affiliate_program: unwrap(await updateProgram(deps, actingSeller(req), req.params.id, req.body)),
    }),
  );

  for (const [verb, archived] of [
    ["archive", true],
    ["unarchive", false],
  ] as const)
    app.post(
      `${base}/:id/${verb}`,
      {
        config: cabinetConfig,
        schema: {
          tags,
          summary: archived
            ? "Archive a program: no new publishers, no landing page, out of the marketplace"
            : "Restore an archived program",
          params: affiliates.affiliateProgramParams,
          response: { 200: affiliates.affiliateProgramEnvelope },
        },
      },
      async (req) => ({
        affiliate_program: unwrap(await archiveProgram(deps, actingSeller(req), req.params.id, archived)),
      }),
    );
};
