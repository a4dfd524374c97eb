import { z } from "zod";
import type { FastifyRequest } from "fastify";
import { verification } from "@sellwerk/contracts";
import type { ProfileType } from "@sellwerk/domain";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { showLegitimation } from "../use-cases/show-legitimation.ts";
import { saveHeadQuarter } from "../use-cases/save-head-quarter.ts";
import { saveLegalRepresentative } from "../use-cases/save-legal-representative.ts";
import { addDocument } from "../use-cases/add-document.ts";
import { removeDocument } from "../use-cases/remove-document.ts";
import { completeDocuments } from "../use-cases/complete-documents.ts";
import { addUbo } from "../use-cases/add-ubo.ts";
import { removeUbo } from "../use-cases/remove-ubo.ts";
import { requestReview } from "../use-cases/request-review.ts";
import { startChange } from "../use-cases/start-change.ts";
import { VERIFICATION_ACCESS } from "./access.ts";

const response = { 200: verification.legitimationEnvelope };
const created = { 201: verification.legitimationEnvelope };
const idParams = z.object({ id: verification.documentParams.shape.id });

/**
 * The verification wizard's steps (docs/verification.md) under one prefix for one kind of payee:
 * the cabinet's sellers (the acting seller), and publishers under /publish (the signed-in user,
 * issue 14) — the same steps and use-cases, keyed by whose legitimation it is.
 */
export function legitimationRoutes(options: {
  prefix: string;
  access: readonly ProfileType[];
  tag: string;
  /** Whose legitimation the request reads and writes (legitimations.seller_id = users.id). */
  ownerOf: (req: FastifyRequest) => number;
}): RouteModule {
  const tags = [options.tag, "verification"];
  const path = `${API}${options.prefix}/legitimation`;
  const config = { access: options.access };
  const { ownerOf } = options;
  return (app, deps) => {
    app.get(
      path,
      { config, schema: { tags, summary: "The payee's legitimation", response } },
      async (req) => ({
        legitimation: await showLegitimation(deps, ownerOf(req)),
      }),
    );

    app.put(
      `${path}/head_quarter`,
      {
        config,
        schema: {
          tags,
          summary: "Step head_quarter (starts the legitimation)",
          body: verification.headQuarterBody,
          response,
        },
      },
      async (req) => ({ legitimation: unwrap(await saveHeadQuarter(deps, ownerOf(req), req.body)) }),
    );

    app.put(
      `${path}/legal_representative`,
      {
        config,
        schema: {
          tags,
          summary: "Step legal_representative",
          body: verification.legalRepresentativeBody,
          response,
        },
      },
      async (req) => ({
        legitimation: unwrap(await saveLegalRepresentative(deps, ownerOf(req), req.body)),
      }),
    );

    app.post(
      `${path}/documents`,
      {
        config,
        schema: {
          tags,
          summary:
            "Step documents: name an uploaded kyc_document file as a document kind (replaces that kind)",
          body: verification.documentBody,
          response: created,
        },
      },
      async (req, reply) => {
        const legitimation = unwrap(await addDocument(deps, ownerOf(req), req.body));
        return reply.code(201).send({ legitimation });
      },
    );

    app.delete(
      `${path}/documents/:id`,
      { config, schema: { tags, summary: "Take a document back", params: idParams, response } },
      async (req) => ({ legitimation: unwrap(await removeDocument(deps, ownerOf(req), req.params.id)) }),
    );

    app.post(
      `${path}/complete_documents`,
      {
        config,
        schema: { tags, summary: "Finish the documents step (every required kind uploaded)", response },
      },
      async (req) => ({ legitimation: unwrap(await completeDocuments(deps, ownerOf(req))) }),
    );

    app.post(
      `${path}/ubos`,
      {
        config,
        schema: {
          tags,
          summary: "Step ubo: add a beneficial owner (companies)",
          body: verification.uboBody,
          response: created,
        },
      },
      async (req, reply) => {
        const legitimation = unwrap(await addUbo(deps, ownerOf(req), req.body));
        return reply.code(201).send({ legitimation });
      },
    );

    app.delete(
      `${path}/ubos/:id`,
      { config, schema: { tags, summary: "Remove a beneficial owner", params: idParams, response } },
      async (req) => ({ legitimation: unwrap(await removeUbo(deps, ownerOf(req), req.params.id)) }),
    );

    app.post(
      `${path}/request_review`,
      { config, schema: { tags, summary: "Ask for review (every step complete): requested", response } },
      async (req) => ({ legitimation: unwrap(await requestReview(deps, ownerOf(req))) }),
    );

    app.post(
      `${path}/change`,
      {
        config,
        schema: { tags, summary: "Change a decided legitimation (legitimated or rejected)", response },
      },
      async (req) => ({ legitimation: unwrap(await startChange(deps, ownerOf(req))) }),
    );
  };
}

/** /cabinet/legitimation: the seller's (or the team member's acting seller's). */
export const cabinetLegitimationRoutes = legitimationRoutes({
  prefix: "/cabinet",
  access: VERIFICATION_ACCESS,
  tag: "cabinet",
  ownerOf: actingSeller,
});
