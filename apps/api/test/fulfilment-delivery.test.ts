import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call } from "./support/api.ts";
import { linkIn } from "./support/smtp.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import {
  buy,
  deliverTwice,
  freshBuyer,
  givenCertificateProduct,
  givenContainer,
  givenDownload,
  givenEvent,
  givenLicenseKeyProduct,
  givenProductOf,
} from "./support/given-fulfilment.ts";
import { emailLogs } from "../src/notifications/tables.ts";
import { profiles, users } from "../src/identity/index.ts";
import { orders } from "../src/orders/index.ts";
import { courseAccesses, deliveries, sellerTasks } from "../src/fulfilment/tables.ts";
import { deliverOrder } from "../src/fulfilment/index.ts";
import { givenUser } from "./support/users.ts";

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
});
afterAll(() => t.close());

async function deliveryMails(email: string) {
  return t.deps.db
    .select()
    .from(emailLogs)
    .where(and(eq(emailLogs.to, email), like(emailLogs.template, "delivery_%")));
}

async function deliveryRows(orderId: number) {
  return t.deps.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
}

describe("the deliver worker", () => {
  it("delivers a download once: one delivery, one mail over SMTP, a payer account with a magic link", async () => {
    const made = await givenDownload(t.deps, seller.id);
    const payer = freshBuyer();
    const order = await buy(t, made, { payer });
    await deliverTwice(t, order.id);

    expect(await deliveryRows(order.id)).toHaveLength(1);
    const mail = await t.mailbox.waitFor(payer.email, new RegExp(`^Your download: ${made.product.name}$`));
    expect(mail.text).toContain("Files: notes.txt");
    expect(linkIn(mail, `/s/${seller.username}/payment/${order.token}/deliveries`)).toBeTruthy();
    expect(await deliveryMails(payer.email)).toHaveLength(1);

    // The account: unconfirmed, a payer profile, named on the order, signed in by magic link.
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, payer.email));
    expect(user).toMatchObject({ emailConfirmedAt: null, firstName: payer.first_name });
    const types = await t.deps.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(types.map((p) => p.type)).toEqual(["payer"]);
    const [after] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.payerUserId).toBe(user!.id);
    const welcome = await t.mailbox.waitFor(payer.email, /^Your buyer account/);
    const link = linkIn(welcome, "/users/magic_link");
    expect(link.searchParams.get("profile_type")).toBe("payer");
    expect(link.searchParams.get("seller")).toBe(seller.username);
    const session = await call(t.app, "POST", "/app/session/magic_link", {
      body: { token: link.searchParams.get("token"), fingerprint: "test-device-0001" },
    });
    expect(session.status).toBe(200);
  });

  it("makes the buyer's account without a password: none signs in until the buyer sets one with the reset link", async () => {
    const payer = freshBuyer();
    const order = await buy(t, await givenDownload(t.deps, seller.id), { payer });
    await deliverOrder(t.deps, order.id);
    const signIn = (password: string) =>
      call(t.app, "POST", "/app/session", {
        body: { email: payer.email, password, fingerprint: "test-device-0001" },
      });
    // Refused as for an unknown email; an empty password is refused before any account is looked at.
    const unknown = await call(t.app, "POST", "/app/session", {
      body: { email: "nobody-here@example.com", password: "a guess", fingerprint: "test-device-0001" },
    });
    expect(unknown.status).toBe(401);
    const refused = await signIn("a guess");
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe(unknown.body.error.code);
    expect((await signIn("")).status).toBe(400);

    await call(t.app, "POST", "/app/user/password/reset", { body: { email: payer.email } });
    const mail = await t.mailbox.waitFor(payer.email, /Reset your password/);
    const token = linkIn(mail, "/users/password/edit").searchParams.get("reset_password_token");
    const reset = await call(t.app, "PUT", "/app/user/password/reset", {
      body: { reset_password_token: token, password: "my own secret" },
    });
    expect(reset.status).toBe(204);
    const session = await signIn("my own secret");
    expect(session.status).toBe(200);
    const [after] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(session.body.user.id).toBe(after!.payerUserId);
  });

  it("links a second order of the same buyer to the same account, without another welcome mail", async () => {
    const payer = freshBuyer();
    const first = await buy(t, await givenDownload(t.deps, seller.id), { payer });
    const second = await buy(t, await givenDownload(t.deps, seller.id), { payer });
    await deliverOrder(t.deps, first.id);
    await deliverOrder(t.deps, second.id);
    const rows = await t.deps.db.select().from(orders).where(eq(orders.token, second.token));
    const [firstRow] = await t.deps.db.select().from(orders).where(eq(orders.id, first.id));
    expect(rows[0]!.payerUserId).toBe(firstRow!.payerUserId);
    const welcomes = await t.deps.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, payer.email), eq(emailLogs.template, "payer_account")));
    expect(welcomes).toHaveLength(1);
  });

  it("links an order to the buyer's existing account and gives it a payer profile once, without a welcome mail", async () => {
    // A seller buying from another seller: an account already, no payer profile yet.
    const existing = await givenUser(t.deps, { profiles: ["seller"] });
    const payer = { ...freshBuyer(), email: existing.email.toUpperCase() };
    const first = await buy(t, await givenDownload(t.deps, seller.id), { payer });
    const second = await buy(t, await givenDownload(t.deps, seller.id), { payer });
    await deliverOrder(t.deps, first.id);
    await deliverOrder(t.deps, second.id);
    const linked = await t.deps.db.select().from(orders).where(eq(orders.payerUserId, existing.id));
    expect(linked.map((o) => o.id).sort()).toEqual([first.id, second.id].sort());
    const types = await t.deps.db.select().from(profiles).where(eq(profiles.userId, existing.id));
    expect(types.map((p) => p.type).sort()).toEqual(["payer", "seller"]);
    const welcomes = await t.deps.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, existing.email), eq(emailLogs.template, "payer_account")));
    expect(welcomes).toHaveLength(0);
  });

  it("never delivers an unpaid order", async () => {
    const made = await givenDownload(t.deps, seller.id);
    const payer = freshBuyer();
    const declined = await buy(t, made, { payer, card: "4000000000000002" });
    expect(declined.state).toBe("draft");
    expect(await deliverOrder(t.deps, declined.id)).toBe(0);
    expect(await deliveryRows(declined.id)).toHaveLength(0);
    expect(await deliveryMails(payer.email)).toHaveLength(0);
    expect(declined.payerUserId).toBeNull();
  });

  it("gives a course access from now for the payer's account", async () => {
    const made = await givenProductOf(t.deps, seller.id, "course");
    const payer = freshBuyer();
    const order = await buy(t, made, { payer });
    await deliverTwice(t, order.id);
    const [access] = await t.deps.db
      .select()
      .from(courseAccesses)
      .where(eq(courseAccesses.orderId, order.id));
    const [after] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(access).toMatchObject({ userId: after!.payerUserId, productId: made.product.id, state: "active" });
    expect(access!.endsAt).toBeNull();
    const mail = await t.mailbox.waitFor(payer.email, new RegExp(`^Your access to ${made.product.name}$`));
    expect(linkIn(mail, `/s/${seller.username}/sign_in`)).toBeTruthy();
  });

  it("opens a task for the seller when a service is sold, and confirms it to the buyer", async () => {
    const made = await givenProductOf(t.deps, seller.id, "service");
    const payer = freshBuyer();
    const order = await buy(t, made, { payer });
    await deliverTwice(t, order.id);
    const tasks = await t.deps.db.select().from(sellerTasks).where(eq(sellerTasks.orderId, order.id));
    expect(tasks).toMatchObject([{ sellerId: seller.id, productId: made.product.id, state: "open" }]);
    await t.mailbox.waitFor(payer.email, new RegExp(`^Order confirmed: ${made.product.name}$`));
  });

  it("delivers every item of a bundle, with one mail listing them", async () => {
    const download = await givenDownload(t.deps, seller.id);
    const keys = await givenLicenseKeyProduct(t.deps, seller.id, { keys: ["BUNDLE-KEY-1"] });
    const certificate = await givenCertificateProduct(t.deps, seller.id);
    const bundle = await givenContainer(t.deps, seller.id, "bundle", [
      download.product.id,
      keys.product.id,
      certificate.product.id,
    ]);
    const payer = freshBuyer();
    const order = await buy(t, bundle, { payer });
    await deliverTwice(t, order.id);

    const rows = await deliveryRows(order.id);
    expect(rows.map((r) => r.productId).sort()).toEqual(
      [download.product.id, keys.product.id, certificate.product.id, bundle.product.id].sort(),
    );
    const mail = await t.mailbox.waitFor(payer.email, new RegExp(`^Your bundle: ${bundle.product.name}$`));
    expect(mail.text).toContain(`• ${download.product.name}`);
    expect(mail.text).toContain("BUNDLE-KEY-1");
    expect(mail.text).toMatch(/Certificate no\. ACME-\d{4}-000001-[A-Z2-9]{8}/);
    expect(await deliveryMails(payer.email)).toHaveLength(1);
  });

  it("when one item of a bundle cannot be given, still links the payer, and delivers the bundle once it can", async () => {
    const download = await givenDownload(t.deps, seller.id);
    const course = await givenProductOf(t.deps, seller.id, "course");
    const bundle = await givenContainer(t.deps, seller.id, "bundle", [
      download.product.id,
      course.product.id,
    ]);
    // The course's access cannot be written for now, as a grant that fails would.
    await t.deps.db.execute(
      sql.raw(`CREATE FUNCTION refuse_course_access() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.product_id = ${course.product.id} THEN RAISE EXCEPTION 'course access refused'; END IF; RETURN NEW; END $$`),
    );
    await t.deps.db.execute(
      sql`CREATE TRIGGER refuse_course_access BEFORE INSERT ON course_accesses FOR EACH ROW EXECUTE FUNCTION refuse_course_access()`,
    );
    try {
      const payer = freshBuyer();
      const order = await buy(t, bundle, { payer });
      const failure = await deliverOrder(t.deps, order.id).then(
        () => null,
        (err: Error) => err,
      );
      // drizzle wraps the database's error in its own ("Failed query: …").
      expect(String((failure?.cause as Error | undefined)?.message ?? failure?.message)).toMatch(
        /course access refused/,
      );
      // The payer's account is linked on its own: the paid order shows in their payer area.
      const [linked] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(linked!.payerUserId).not.toBeNull();
      const delivered = (await deliveryRows(order.id)).map((r) => r.productId);
      expect(delivered).not.toContain(course.product.id);
      expect(delivered).not.toContain(bundle.product.id);
      expect(await deliveryMails(payer.email)).toHaveLength(0);

      await t.deps.db.execute(sql`DROP TRIGGER refuse_course_access ON course_accesses`);
      await deliverOrder(t.deps, order.id);
      expect((await deliveryRows(order.id)).map((r) => r.productId).sort()).toEqual(
        [download.product.id, course.product.id, bundle.product.id].sort(),
      );
      await t.mailbox.waitFor(payer.email, new RegExp(`^Your bundle: ${bundle.product.name}$`));
      expect(await deliveryMails(payer.email)).toHaveLength(1);
    } finally {
      await t.deps.db.execute(sql`DROP TRIGGER IF EXISTS refuse_course_access ON course_accesses`);
      await t.deps.db.execute(sql`DROP FUNCTION IF EXISTS refuse_course_access()`);
    }
  });

  it("gives a membership access to itself and to the courses it includes", async () => {
    const course = await givenProductOf(t.deps, seller.id, "course");
    const membership = await givenContainer(t.deps, seller.id, "membership", [course.product.id]);
    const order = await buy(t, membership);
    await deliverTwice(t, order.id);
    const rows = await t.deps.db.select().from(courseAccesses).where(eq(courseAccesses.orderId, order.id));
    expect(rows.map((r) => r.productId).sort()).toEqual([course.product.id, membership.product.id].sort());
  });

  it("delivers an order bump as a product of its own", async () => {
    const bump = await givenLicenseKeyProduct(t.deps, seller.id, { keys: ["BUMP-KEY-1"] });
    const main = await givenDownload(t.deps, seller.id, {
      checkout: { order_bumps: [{ product_id: bump.product.id, plan_id: bump.plans[0]!.id, text: "" }] },
    });
    const payer = freshBuyer();
    const order = await buy(t, main, { payer, bumps: [bump.product.id] });
    await deliverTwice(t, order.id);
    expect((await deliveryRows(order.id)).map((r) => r.productId).sort()).toEqual(
      [main.product.id, bump.product.id].sort(),
    );
    const mail = await t.mailbox.waitFor(payer.email, /^Your license key: /);
    expect(mail.text).toContain("BUMP-KEY-1");
  });
});

describe("delivery mails", () => {
  it("speak the buyer's language", async () => {
    const made = await givenEvent(t.deps, seller.id);
    const payer = freshBuyer("de");
    const order = await buy(t, made, {
      payer,
      tickets: [{ ticket_type_id: made.ticketType.id, quantity: 2, attendees: ["Anna", "Ben"] }],
    });
    await deliverTwice(t, order.id);
    const mail = await t.mailbox.waitFor(payer.email, new RegExp(`^Deine Tickets: ${made.product.name}$`));
    expect(mail.text).toContain("Zeige deine Tickets am Einlass vor");
    expect(mail.text).toMatch(
      /Ticket [A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}: Summer Conference, Standard – Anna/,
    );
    expect(mail.html).toContain('lang="de"');
    await t.mailbox.waitFor(payer.email, /^Dein Käuferkonto/);
  });

  it("use the seller's own text with its placeholders filled, and still list what was given", async () => {
    const made = await givenLicenseKeyProduct(t.deps, seller.id, {
      keys: ["CUSTOM-KEY-1"],
      delivery: {
        email: "custom",
        custom: {
          en: {
            subject: "Hi {{buyer_first_name}}, here is {{product_name}}",
            body: "Dear {{buyer_name}} ({{buyer_email}}),\nthanks from {{seller_name}} for order {{order_id}}.\nOpen: {{access_url}}",
          },
          de: { subject: "Hallo {{buyer_first_name}}", body: "Danke!" },
        },
      },
    });
    const payer = freshBuyer();
    const order = await buy(t, made, { payer });
    await deliverTwice(t, order.id);
    const mail = await t.mailbox.waitFor(payer.email, new RegExp(`^Hi ${payer.first_name}, here is `));
    expect(mail.subject).toBe(`Hi ${payer.first_name}, here is ${made.product.name}`);
    expect(mail.text).toContain(`Dear ${payer.first_name} ${payer.last_name} (${payer.email}),`);
    expect(mail.text).toContain(`thanks from Given User`);
    expect(mail.text).toContain(`for order ${order.id}.`);
    expect(mail.text).toContain(
      `Open: http://sellwerk.test/s/${seller.username}/payment/${order.token}/deliveries`,
    );
    expect(mail.text).toContain("CUSTOM-KEY-1");
    // Line breaks of the seller's text survive into the HTML part.
    expect(mail.html).toMatch(/\),<br>thanks from/);
  });

  it("falls back to the seller's other language when the buyer's has no custom text", async () => {
    const made = await givenProductOf(t.deps, seller.id, "service", {
      delivery: {
        email: "custom",
        custom: { en: { subject: "Booked: {{product_name}}", body: "See you." } },
      },
    });
    const payer = freshBuyer("de");
    const order = await buy(t, made, { payer });
    await deliverTwice(t, order.id);
    await t.mailbox.waitFor(payer.email, new RegExp(`^Booked: ${made.product.name}$`));
  });

  it('"no email" sends no delivery mail, and still delivers', async () => {
    const made = await givenLicenseKeyProduct(t.deps, seller.id, {
      keys: ["QUIET-KEY-1"],
      delivery: { email: "no_email" },
    });
    const payer = freshBuyer();
    const order = await buy(t, made, { payer });
    await deliverTwice(t, order.id);
    expect(await deliveryRows(order.id)).toHaveLength(1);
    // The welcome mail of the new account arrives; by then a delivery mail would have been queued.
    await t.mailbox.waitFor(payer.email, /^Your buyer account/);
    expect(await deliveryMails(payer.email)).toHaveLength(0);
    const deliveriesAnswer = await call(t.app, "GET", `/shop/orders/${order.token}/deliveries`);
    expect(deliveriesAnswer.body.license_keys).toMatchObject([{ key: "QUIET-KEY-1", state: "assigned" }]);
  });

  it("can be sent again on demand, listing the same things", async () => {
    const made = await givenLicenseKeyProduct(t.deps, seller.id, { keys: ["AGAIN-KEY-1", "AGAIN-KEY-2"] });
    const payer = freshBuyer();
    const order = await buy(t, made, { payer });
    await deliverTwice(t, order.id);
    const first = await t.mailbox.waitFor(payer.email, /^Your license key: /);
    const res = await call(t.app, "POST", `/shop/orders/${order.token}/deliveries/resend`);
    expect(res.body).toEqual({ sent: 1 });
    const again = await t.mailbox.waitFor(payer.email, /^Your license key: /);
    expect(again.text).toContain("AGAIN-KEY-1");
    expect(first.text).toContain("AGAIN-KEY-1");
    expect(await deliveryMails(payer.email)).toHaveLength(2);
  });
});
