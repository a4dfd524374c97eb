import { affiliates } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import { publisherProfiles } from "../tables.ts";
import { notificationsView } from "./show-publisher-notifications.ts";

/** Saves every mail choice at once (the form sends all keys); the profile's details stay. */
export async function savePublisherNotifications(
  ex: Executor,
  publisherId: number,
  input: affiliates.PublisherNotifications,
): Promise<affiliates.PublisherNotifications> {
  const notifications = Object.fromEntries(affiliates.PUBLISHER_NOTIFICATION_KEYS.map((k) => [k, input[k]]));
  const [row] = await ex
    .insert(publisherProfiles)
    .values({ userId: publisherId, notifications })
    .onConflictDoUpdate({ target: publisherProfiles.userId, set: { notifications, updatedAt: new Date() } })
    .returning({ notifications: publisherProfiles.notifications });
  return notificationsView(row!.notifications);
}
