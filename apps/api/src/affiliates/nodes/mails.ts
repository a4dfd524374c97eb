import { eq, sql } from "drizzle-orm";
import { commissionText, type Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { queueMail } from "../../notifications/index.ts";
import { users } from "../../identity/index.ts";
import type { NodeRow, ProgramRow } from "../repository.ts";
import { publisherWants } from "../use-cases/show-publisher-notifications.ts";

// The mails of a node's life (en/de): the invitation to the invitee, a publisher's request to the
// seller, and the answer to the side that asked. Queued in the caller's transaction.

interface Person {
  id: number;
  email: string;
  name: string;
  locale: Locale;
}

async function personById(ex: Executor, id: number): Promise<Person | null> {
  const [u] = await ex.select().from(users).where(eq(users.id, id));
  return u
    ? { id: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`.trim(), locale: u.locale as Locale }
    : null;
}

/** A registered user of that email, if any (an invitee may not have an account yet). */
export async function userByEmail(ex: Executor, email: string) {
  const [u] = await ex
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return u ?? null;
}

/** The invitation with its one-time link; in the invitee's language, else the seller's. */
export async function mailInvitation(
  deps: Deps,
  ex: Executor,
  program: ProgramRow,
  node: NodeRow,
  token: string,
) {
  const seller = await personById(ex, program.sellerId);
  const invitee = await userByEmail(ex, node.email);
  const locale = (invitee?.locale ?? seller?.locale ?? "en") as Locale;
  await queueMail(deps, ex, {
    userId: invitee?.id ?? null,
    to: node.email,
    template: "affiliate_invitation",
    locale,
    vars: {
      name: node.name ?? invitee?.firstName ?? node.email,
      seller: seller?.name ?? "",
      program: program.name,
      commission: commissionText(program.commissions, node.bonus ?? program.bonus, locale),
      cookies: program.cookiesExpire,
    },
    actionPath: `/publish/affiliate_nodes?invite=${encodeURIComponent(token)}`,
  });
}

/** To the seller: a publisher asks to join (the seller answers; there is no auto-accept). */
export async function mailJoinRequest(deps: Deps, ex: Executor, program: ProgramRow, node: NodeRow) {
  const seller = await personById(ex, program.sellerId);
  if (!seller) return;
  await queueMail(deps, ex, {
    userId: seller.id,
    to: seller.email,
    template: "affiliate_join_request",
    locale: seller.locale,
    vars: { name: seller.name, publisher: node.name ?? node.email, email: node.email, program: program.name },
    actionPath: `/cabinet/affiliate_nodes?state=requested&affiliate_program_id=${program.id}`,
  });
}

const KIND = {
  en: { seller: "invitation", publisher: "request" },
  de: { seller: "Einladung", publisher: "Anfrage" },
} as const;

/** To the side that asked: the other side accepted or rejected. */
export async function mailAnswer(
  deps: Deps,
  ex: Executor,
  program: ProgramRow,
  node: NodeRow,
  accepted: boolean,
) {
  const seller = await personById(ex, program.sellerId);
  const publisher = node.publisherId ? await personById(ex, node.publisherId) : null;
  const byPublisher = node.initiator === "seller";
  const asker = byPublisher ? seller : publisher;
  const answerer = byPublisher ? (publisher?.name ?? node.email) : (seller?.name ?? "");
  if (!asker) return;
  // A publisher may turn these off (/publish/email_notification); sellers always hear back.
  if (!byPublisher && !(await publisherWants(ex, asker.id, "node_answered"))) return;
  await queueMail(deps, ex, {
    userId: asker.id,
    to: asker.email,
    template: accepted ? "affiliate_node_accepted" : "affiliate_node_rejected",
    locale: asker.locale,
    vars: {
      name: asker.name,
      who: answerer,
      other: answerer,
      program: program.name,
      kind: KIND[asker.locale][node.initiator as "seller" | "publisher"],
    },
    actionPath: byPublisher
      ? `/cabinet/affiliate_nodes?affiliate_program_id=${program.id}`
      : accepted
        ? "/publish/affiliate_programs"
        : "/publish/affiliate_nodes",
  });
}

/** To the publisher: the seller ended their membership (a publisher leaving tells nobody). */
export async function mailCanceled(deps: Deps, ex: Executor, program: ProgramRow, node: NodeRow) {
  const publisher = node.publisherId ? await personById(ex, node.publisherId) : null;
  if (!publisher || !(await publisherWants(ex, publisher.id, "node_canceled"))) return;
  const seller = await personById(ex, program.sellerId);
  await queueMail(deps, ex, {
    userId: publisher.id,
    to: publisher.email,
    template: "affiliate_node_canceled",
    locale: publisher.locale,
    vars: { name: publisher.name, seller: seller?.name ?? "", program: program.name },
    actionPath: "/publish/affiliate_programs",
  });
}
