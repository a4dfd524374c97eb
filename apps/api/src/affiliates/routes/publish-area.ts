import { affiliates } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { showPublishHome } from "../use-cases/show-publish-home.ts";
import { showPublisherProfile } from "../use-cases/show-publisher-profile.ts";
import { savePublisherProfile } from "../use-cases/save-publisher-profile.ts";
import { showPublisherDetails } from "../use-cases/show-publisher-details.ts";
import { showPublisherNotifications } from "../use-cases/show-publisher-notifications.ts";
import { savePublisherNotifications } from "../use-cases/save-publisher-notifications.ts";

export const publishConfig = { access: ["publisher"] as const };
export const publishTags = ["publish"];
const base = `${API}/publish`;

/** The publisher's home, profile, account details and mail choices: always their own. */
export const publishAreaRoutes: RouteModule = (app, deps) => {
  const config = publishConfig;
  const tags = publishTags;

  app.get(
    `${base}/home`,
    {
      config,
      schema: {
        tags,
        summary:
          "Clicks, sales, conversion and earnings of a period; pending and available balances; newest commissions",
        querystring: affiliates.publishHomeQuery,
        response: { 200: affiliates.publishHome },
      },
    },
    async (req) => showPublishHome(deps, currentUser(req).userId, req.query),
  );

  app.get(
    `${base}/profile`,
    {
      config,
      schema: {
        tags,
        summary: "The publisher's details for credit memos",
        response: { 200: affiliates.publisherProfileEnvelope },
      },
    },
    async (req) => ({ publisher_profile: await showPublisherProfile(deps.db, currentUser(req).userId) }),
  );

  app.put(
    `${base}/profile`,
    {
      config,
      schema: {
        tags,
        summary: "Saves the publisher's details (website, address, country, VAT id, tax number, VAT payer)",
        body: affiliates.publisherProfileBody,
        response: { 200: affiliates.publisherProfileEnvelope },
      },
    },
    async (req) => ({
      publisher_profile: await savePublisherProfile(
        deps.db,
        currentUser(req).userId,
        req.body.publisher_profile,
      ),
    }),
  );

  app.get(
    `${base}/details`,
    {
      config,
      schema: {
        tags,
        summary:
          "Publisher id, the affiliate and recruit links of every active program, the platform sign-up link",
        response: { 200: affiliates.publisherDetails },
      },
    },
    async (req) => showPublisherDetails(deps, currentUser(req).userId),
  );

  app.get(
    `${base}/email_notification`,
    {
      config,
      schema: {
        tags,
        summary: "Which publisher mails are on",
        response: { 200: affiliates.publisherNotificationsEnvelope },
      },
    },
    async (req) => ({
      email_notification: await showPublisherNotifications(deps.db, currentUser(req).userId),
    }),
  );

  app.put(
    `${base}/email_notification`,
    {
      config,
      schema: {
        tags,
        summary: "Turns publisher mails on or off (every key at once)",
        body: affiliates.publisherNotificationsBody,
        response: { 200: affiliates.publisherNotificationsEnvelope },
      },
    },
    async (req) => ({
      email_notification: await savePublisherNotifications(
        deps.db,
        currentUser(req).userId,
        req.body.email_notification,
      ),
    }),
  );
};
