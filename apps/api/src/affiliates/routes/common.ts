import { affiliates } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { showPublicProgram } from "../use-cases/show-public-program.ts";
import { joinFromLanding } from "../use-cases/join-from-landing.ts";

const base = `${API}/common/affiliate_programs`;
const tags = ["common", "affiliates"];

/** The spec's program calls behind the public landing page /affiliate_programs/{id}. */
export const commonProgramRoutes: RouteModule = (app, deps) => {
  app.get(
    `${base}/:id`,
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A program's landing page: name, seller, commission, cookie days, text (404 when archived)",
        params: affiliates.affiliateProgramParams,
        response: { 200: affiliates.publicAffiliateProgramEnvelope },
      },
    },
    async (req) => ({
      affiliate_program: unwrap(await showPublicProgram(deps, req.params.id, req.locale ?? "en")),
    }),
  );

  app.post(
    `${base}/:id/accept`,
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Join from the landing page (a request the seller answers; the user becomes a publisher)",
        params: affiliates.affiliateProgramParams,
        body: affiliates.acceptAffiliateProgramBody,
        response: { 201: affiliates.affiliateNodeEnvelope },
      },
    },
    async (req, reply) => {
      const node = await joinFromLanding(
        deps,
        currentUser(req).userId,
        req.params.id,
        req.body?.recruiter_id ?? null,
      );
      return reply.code(201).send({ affiliate_node: unwrap(node) });
    },
  );
};
