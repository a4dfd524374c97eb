import { eq } from "drizzle-orm";
import { affiliates } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import { publisherProfiles } from "../tables.ts";

/**
 * Which publisher mails are on (/publish/email_notification). A key never saved is on: the mails
 * are about the publisher's own money and requests. Mail senders ask `publisherWants`.
 */
export async function showPublisherNotifications(
  ex: Executor,
  publisherId: number,
): Promise<affiliates.PublisherNotifications> {
  const [row] = await ex
    .select({ notifications: publisherProfiles.notifications })
    .from(publisherProfiles)
    .where(eq(publisherProfiles.userId, publisherId));
  return notificationsView(row?.notifications ?? {});
}

export function notificationsView(saved: Record<string, boolean>): affiliates.PublisherNotifications {
  return Object.fromEntries(
    affiliates.PUBLISHER_NOTIFICATION_KEYS.map((key) => [key, saved[key] !== false]),
  ) as affiliates.PublisherNotifications;
}

/** Whether the publisher wants this mail (for the parts that send them). */
export async function publisherWants(
  ex: Executor,
  publisherId: number,
  key: affiliates.PublisherNotificationKey,
): Promise<boolean> {
  return (await showPublisherNotifications(ex, publisherId))[key];
}
