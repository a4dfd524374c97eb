import type { FastifyRequest } from "fastify";
import { affiliates } from "@sellwerk/contracts";
import { AFFILIATE_NODE_ACTIONS } from "@sellwerk/domain";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { actingSeller, currentUser } from "../../platform/auth/access.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { cabinetConfig } from "../../catalog/routes/part-route.ts";
import { publisherNodes, sellerNodes } from "../nodes/scope.ts";
import { listNodes } from "../use-cases/list-nodes.ts";
import { listSellerPublishers } from "../use-cases/list-seller-publishers.ts";
import { inviteNode } from "../use-cases/invite-node.ts";
import { answerNode, type NodeActor } from "../use-cases/answer-node.ts";
import { updateNode } from "../use-cases/update-node.ts";
import { requestNode } from "../use-cases/request-node.ts";
import { acceptInvitation } from "../use-cases/accept-invitation.ts";

const cabinet = `${API}/cabinet/affiliate_nodes`;
const publish = `${API}/publish/affiliate_nodes`;
const publisherConfig = { access: ["publisher"] } as const;

const SUMMARY = {
  accept: "Accept: the answering side (seller for a request, publisher for an invitation)",
  reject: "Reject: the answering side only",
  cancel: "Cancel: either side, while requested or accepted",
} as const;

/** Affiliate nodes: the seller's side (/cabinet/affiliate_nodes) and the publisher's (/publish/affiliate_nodes). */
export const nodeRoutes: RouteModule = (app, deps) => {
  const sellerActor = (req: FastifyRequest): NodeActor => ({
    side: "seller",
    scope: sellerNodes(actingSeller(req)),
    publisherId: null,
  });
  const publisherActor = (req: FastifyRequest): NodeActor => {
    const user = currentUser(req);
    return { side: "publisher", scope: publisherNodes(user), publisherId: user.userId };
  };

  // --- seller ---
  app.get(
    cabinet,
    {
      config: cabinetConfig,
      schema: {
        tags: ["cabinet", "affiliates"],
        summary: "The publishers of the seller's programs with the spec's columns and filters, 15 a page",
        querystring: affiliates.affiliateNodesQuery,
        response: { 200: affiliates.affiliateNodesAnswer },
      },
    },
    async (req) => listNodes(deps, sellerNodes(actingSeller(req)), "seller", req.query),
  );

  app.get(
    `${API}/cabinet/affiliate_publishers`,
    {
      config: cabinetConfig,
      schema: {
        tags: ["cabinet", "affiliates"],
        summary: `The publishers of the seller's programs by name, searchable by name or username (at most ${affiliates.SELLER_PUBLISHERS_MAX})`,
        querystring: affiliates.sellerPublishersQuery,
        response: { 200: affiliates.sellerPublishersAnswer },
      },
    },
    async (req) => listSellerPublishers(deps, actingSeller(req), req.query),
  );

  app.post(
    cabinet,
    {
      config: cabinetConfig,
      schema: {
        tags: ["cabinet", "affiliates"],
        summary: "Invite a publisher by email (a waiting invitation of the address is sent again: 200)",
        body: affiliates.inviteNodeBody,
        response: { 200: affiliates.affiliateNodeEnvelope, 201: affiliates.affiliateNodeEnvelope },
      },
    },
    async (req, reply) => {
      const { node, resent } = unwrap(await inviteNode(deps, actingSeller(req), req.body));
      return reply.code(resent ? 200 : 201).send({ affiliate_node: node });
    },
  );

  app.put(
    `${cabinet}/:id`,
    {
      config: cabinetConfig,
      schema: {
        tags: ["cabinet", "affiliates"],
        summary: "Set the publisher's own bonus (percent; null: the program's)",
        params: affiliates.affiliateNodeParams,
        body: affiliates.updateNodeBody,
        response: { 200: affiliates.affiliateNodeEnvelope },
      },
    },
    async (req) => ({
      affiliate_node: unwrap(await updateNode(deps, actingSeller(req), req.params.id, req.body)),
    }),
  );

  // --- publisher ---
  app.get(
    publish,
    {
      config: publisherConfig,
      schema: {
        tags: ["publish", "affiliates"],
        summary: "The publisher's nodes and the invitations mailed to them; waiting=true: new requests",
        querystring: affiliates.publishNodesQuery,
        response: { 200: affiliates.affiliateNodesAnswer },
      },
    },
    async (req) => listNodes(deps, publisherNodes(currentUser(req)), "publisher", req.query),
  );

  app.post(
    publish,
    {
      config: publisherConfig,
      schema: {
        tags: ["publish", "affiliates"],
        summary: "Ask to join a program (marketplace or landing page on); the seller answers",
        body: affiliates.requestNodeBody,
        response: { 201: affiliates.affiliateNodeEnvelope },
      },
    },
    async (req, reply) => {
      const node = await requestNode(deps, currentUser(req).userId, {
        programId: req.body.affiliate_program_id,
        recruiterId: req.body.recruiter_id,
        fromLandingPage: false,
      });
      return reply.code(201).send({ affiliate_node: unwrap(node) });
    },
  );

  app.post(
    `${publish}/invitations/:token/accept`,
    {
      config: publisherConfig,
      schema: {
        tags: ["publish", "affiliates"],
        summary: "Accept the invitation of a mailed link for the signed-in publisher",
        params: affiliates.inviteTokenParams,
        response: { 200: affiliates.affiliateNodeEnvelope },
      },
    },
    async (req) => ({
      affiliate_node: unwrap(await acceptInvitation(deps, currentUser(req).userId, req.params.token)),
    }),
  );

  // --- transitions, both sides ---
  for (const action of AFFILIATE_NODE_ACTIONS)
    for (const [base, config, actor, tag] of [
      [cabinet, cabinetConfig, sellerActor, "cabinet"],
      [publish, publisherConfig, publisherActor, "publish"],
    ] as const)
      app.post(
        `${base}/:id/${action}`,
        {
          config,
          schema: {
            tags: [tag, "affiliates"],
            summary: SUMMARY[action],
            params: affiliates.affiliateNodeParams,
            response: { 200: affiliates.affiliateNodeEnvelope },
          },
        },
        async (req) => ({
          affiliate_node: unwrap(await answerNode(deps, actor(req), req.params.id, action)),
        }),
      );
};
