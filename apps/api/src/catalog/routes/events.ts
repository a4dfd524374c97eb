import { events, productParts } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { actingSeller } from "../../platform/auth/access.ts";
import { listEvents } from "../use-cases/list-events.ts";
import { addEvent } from "../use-cases/add-event.ts";
import { updateEvent } from "../use-cases/update-event.ts";
import { removeEvent } from "../use-cases/remove-event.ts";
import { addTicketType } from "../use-cases/add-ticket-type.ts";
import { updateTicketType } from "../use-cases/update-ticket-type.ts";
import { removeTicketType } from "../use-cases/remove-ticket-type.ts";
import { cabinetConfig, partAnswer } from "./part-route.ts";

const tags = ["cabinet", "catalog"];
const base = `${API}/cabinet/products/:id/events`;

/** The "ticket details" step of an event product: events and their ticket types. */
export const eventRoutes: RouteModule = (app, deps) => {
  app.get(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "The product's events with their ticket types",
        params: productParts.productParams,
        response: { 200: events.eventsList },
      },
    },
    async (req) => unwrap(await listEvents(deps, actingSeller(req), req.params.id)),
  );

  app.post(
    base,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Add an event",
        params: productParts.productParams,
        body: events.eventCreateBody,
        response: { 201: events.eventAnswer },
      },
    },
    async (req, reply) => {
      const edited = unwrap(await addEvent(deps, actingSeller(req), req.params.id, req.body));
      return reply.code(201).send(partAnswer("event", edited));
    },
  );

  app.patch(
    `${base}/:event_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Change an event (dates checked together with the stored ones)",
        params: events.eventParams,
        body: events.eventUpdateBody,
        response: { 200: events.eventAnswer },
      },
    },
    async (req) =>
      partAnswer(
        "event",
        unwrap(await updateEvent(deps, actingSeller(req), req.params.id, req.params.event_id, req.body)),
      ),
  );

  app.delete(
    `${base}/:event_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Remove an event nobody holds tickets of (version in If-Match)",
        params: events.eventParams,
        headers: productParts.ifMatchHeaders,
        response: { 200: productParts.versionAnswer },
      },
    },
    async (req) => {
      const { id, event_id } = req.params;
      const edited = unwrap(
        await removeEvent(deps, actingSeller(req), id, event_id, req.headers["if-match"]),
      );
      return { product_version: edited.product.version };
    },
  );

  app.post(
    `${base}/:event_id/ticket_types`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Add a ticket type to an event",
        params: events.eventParams,
        body: events.ticketTypeCreateBody,
        response: { 201: events.ticketTypeAnswer },
      },
    },
    async (req, reply) => {
      const { id, event_id } = req.params;
      const edited = unwrap(await addTicketType(deps, actingSeller(req), id, event_id, req.body));
      return reply.code(201).send(partAnswer("ticket_type", edited));
    },
  );

  app.patch(
    `${base}/:event_id/ticket_types/:ticket_type_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Change a ticket type (a quota never below sold plus reserved)",
        params: events.ticketTypeParams,
        body: events.ticketTypeUpdateBody,
        response: { 200: events.ticketTypeAnswer },
      },
    },
    async (req) => {
      const { id, event_id, ticket_type_id } = req.params;
      const ids = { eventId: event_id, ticketTypeId: ticket_type_id };
      return partAnswer(
        "ticket_type",
        unwrap(await updateTicketType(deps, actingSeller(req), id, ids, req.body)),
      );
    },
  );

  app.delete(
    `${base}/:event_id/ticket_types/:ticket_type_id`,
    {
      config: cabinetConfig,
      schema: {
        tags,
        summary: "Remove a ticket type nobody holds (version in If-Match)",
        params: events.ticketTypeParams,
        headers: productParts.ifMatchHeaders,
        response: { 200: productParts.versionAnswer },
      },
    },
    async (req) => {
      const { id, event_id, ticket_type_id } = req.params;
      const ids = { eventId: event_id, ticketTypeId: ticket_type_id };
      const edited = unwrap(
        await removeTicketType(deps, actingSeller(req), id, ids, req.headers["if-match"]),
      );
      return { product_version: edited.product.version };
    },
  );
};
