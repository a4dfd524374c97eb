import { z } from "zod";
import { verification } from "@sellwerk/contracts";
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

const tags = ["cabinet", "verification"];
const path = `${API}/cabinet/legitimation`;
const config = { access: VERIFICATION_ACCESS };
const response = { 200: verification.legitimationEnvelope };
const created = { 201: verification.legitimationEnvelope };
const idParams = z.object({ id: verification.documentParams.shape.id });

/** /cabinet/legitimation: the seller verification wizard's steps (docs/verification.md). */
export const cabinetLegitimationRoutes: RouteModule = (app, deps) => {
  app.get(
    path,
    { config, schema: { tags, summary: "The seller's legitimation", response } },
    async (req) => ({
      legitimation: await showLegitimation(deps, actingSeller(req)),
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
    async (req) => ({ legitimation: unwrap(await saveHeadQuarter(deps, actingSeller(req), req.body)) }),
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
      legitimation: unwrap(await saveLegalRepresentative(deps, actingSeller(req), req.body)),
    }),
  );

  app.post(
    `${path}/documents`,
    {
      config,
      schema: {
        tags,
        summary: "Step documents: name an uploaded kyc_document file as a document kind (replaces that kind)",
        body: verification.documentBody,
        response: created,
      },
    },
    async (req, reply) => {
      const legitimation = unwrap(await addDocument(deps, actingSeller(req), req.body));
      return reply.code(201).send({ legitimation });
    },
  );

  app.delete(
    `${path}/documents/:id`,
    { config, schema: { tags, summary: "Take a document back", params: idParams, response } },
    async (req) => ({ legitimation: unwrap(await removeDocument(deps, actingSeller(req), req.params.id)) }),
  );

  app.post(
    `${path}/complete_documents`,
    {
      config,
      schema: { tags, summary: "Finish the documents step (every required kind uploaded)", response },
    },
    async (req) => ({ legitimation: unwrap(await completeDocuments(deps, actingSeller(req))) }),
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
      const legitimation = unwrap(await addUbo(deps, actingSeller(req), req.body));
      return reply.code(201).send({ legitimation });
    },
  );

  app.delete(
    `${path}/ubos/:id`,
    { config, schema: { tags, summary: "Remove a beneficial owner", params: idParams, response } },
    async (req) => ({ legitimation: unwrap(await removeUbo(deps, actingSeller(req), req.params.id)) }),
  );

  app.post(
    `${path}/request_review`,
    { config, schema: { tags, summary: "Ask for review (every step complete): requested", response } },
    async (req) => ({ legitimation: unwrap(await requestReview(deps, actingSeller(req))) }),
  );

  app.post(
    `${path}/change`,
    {
      config,
      schema: { tags, summary: "Change a decided legitimation (legitimated or rejected)", response },
    },
    async (req) => ({ legitimation: unwrap(await startChange(deps, actingSeller(req))) }),
  );
};
