import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn, type Call } from "./support/api.ts";
import { givenTeam, givenUser } from "./support/users.ts";
import { cabinetClient, givenSeller } from "./support/catalog.ts";
import { paymentProviderAccounts, paymentSettings, sellerPaymentSetup } from "../src/payments/index.ts";
import { secretBoxFor } from "../src/platform/crypto/secret-box.ts";

const SK = "sk_test_51SecretPartThatMustNeverShow4242";
const PK = "pk_test_51PublishablePartThatMayShow1234";
const WHSEC = "whsec_WebhookSigningSecretNeverShown9876";
const STRIPE = { credentials: { publishable_key: PK, secret_key: SK, webhook_secret: WHSEC } };

let t: TestPlatform;
beforeAll(async () => {
  // Connect needs the platform's key; with it, stripe_connect is offered.
  t = await startTestPlatform({ STRIPE_CONNECT_SECRET_KEY: "sk_test_platformConnectKey000000" });
});
afterAll(() => t.close());

async function seller(opts: Parameters<typeof givenSeller>[2] = {}) {
  const s = await givenSeller(t.deps, t.app, opts);
  return { ...s, api: cabinetClient(t.app, s.token) };
}

/** Nothing secret anywhere in an answer, whatever its shape. */
function expectNoSecret(res: Call, ...secrets: string[]) {
  const text = JSON.stringify(res.body);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

async function accountRowsOf(sellerId: number) {
  return t.deps.db
    .select()
    .from(paymentProviderAccounts)
    .where(eq(paymentProviderAccounts.sellerId, sellerId));
}

function byProvider(list: { provider: string }[], provider: string) {
  return list.find((p) => p.provider === provider) as Record<string, unknown>;
}

describe("payment providers", () => {
  it("lists every provider; the sandbox and bank wire are connected, the spec's others not yet available", async () => {
    const { api } = await seller();
    const res = await api.get("/cabinet/payment_providers");
    expect(res.status).toBe(200);
    expect(res.body.list.map((p: { provider: string }) => p.provider)).toEqual([
      "sandbox",
      "stripe",
      "paypal",
      "stripe_connect",
      "bank_wire",
      "bank_account",
      "e_wallet",
      "reseller",
      "inkasso",
    ]);
    expect(byProvider(res.body.list, "sandbox")).toMatchObject({
      available: true,
      built_in: true,
      connected: true,
      test_mode: true,
      used_by: expect.arrayContaining(["card_provider", "sepa_provider"]),
    });
    expect(byProvider(res.body.list, "stripe")).toMatchObject({
      available: true,
      connected: false,
      used_by: [],
    });
    // Built in, but offered only where the platform configured Mangopay (MANGOPAY_*).
    expect(byProvider(res.body.list, "bank_account")).toMatchObject({
      available: false,
      built_in: true,
      connected: false,
    });
    expect(byProvider(res.body.list, "paypal").methods).toEqual(["paypal", "card", "cardAmEx"]);
  });

  it("connects Stripe, answers only masked values and stores the secrets encrypted", async () => {
    const { api, user } = await seller();
    const res = await api.put("/cabinet/payment_providers/stripe", STRIPE);
    expect(res.status).toBe(200);
    expect(res.body.provider_account).toMatchObject({
      provider: "stripe",
      connected: true,
      test_mode: true,
      public_config: {
        publishable_key: PK,
        secret_key_hint: "sk_test_…4242",
        webhook_secret_hint: "whsec_…9876",
        test_mode: true,
      },
    });
    expectNoSecret(res, SK, WHSEC);
    const list = await api.get("/cabinet/payment_providers");
    expect(byProvider(list.body.list, "stripe")).toMatchObject({ connected: true });
    expectNoSecret(list, SK, WHSEC);

    const [row] = await accountRowsOf(user.id);
    expect(row!.credentials).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(SK);
    expect(JSON.stringify(row)).not.toContain(WHSEC);

    // The checkout reads them back decrypted, in the keys its adapters use.
    const setup = await sellerPaymentSetup(t.deps.db, await secretBoxFor(t.deps), user.id);
    expect(setup.accounts.get("stripe")).toMatchObject({
      provider: "stripe",
      credentials: { secretKey: SK, publishableKey: PK },
      publicConfig: { publishableKey: PK },
      webhookSecret: WHSEC,
    });
  });

  it("keeps stored secrets that an update leaves empty", async () => {
    const { api, user } = await seller();
    await api.put("/cabinet/payment_providers/stripe", STRIPE);
    const other = "pk_test_51AnotherPublishableKeyValue0000";
    const res = await api.put("/cabinet/payment_providers/stripe", {
      credentials: { publishable_key: other, secret_key: "", webhook_secret: "" },
    });
    expect(res.status).toBe(200);
    const setup = await sellerPaymentSetup(t.deps.db, await secretBoxFor(t.deps), user.id);
    expect(setup.accounts.get("stripe")).toMatchObject({
      credentials: { secretKey: SK, publishableKey: other },
      webhookSecret: WHSEC,
    });
  });

  it("refuses bad credentials field by field and stores nothing", async () => {
    const { api, user } = await seller({ locale: "de" });
    const missing = await api.put("/cabinet/payment_providers/stripe", {
      credentials: { publishable_key: PK },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe("INVALID_INPUT");
    expect(missing.body.error.details).toEqual([
      expect.objectContaining({ param: "credentials.secret_key", code: "required" }),
      expect.objectContaining({ param: "credentials.webhook_secret", code: "required" }),
    ]);
    const wrong = await api.put(
      "/cabinet/payment_providers/stripe",
      { credentials: { ...STRIPE.credentials, publishable_key: "sk_test_nope0000000000" } },
      { locale: "de" },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ param: "credentials.publishable_key" });
    expect(wrong.body.error.details[0]).toMatchObject({ code: "invalid_publishable_key" });
    expect(wrong.body.error.details[0].message).toContain("Schlüssel");
    const mixed = await api.put("/cabinet/payment_providers/stripe", {
      credentials: { ...STRIPE.credentials, secret_key: "sk_live_51LiveSecretKeyValue00004242" },
    });
    expect(mixed.body.error.details[0]).toMatchObject({
      param: "credentials.secret_key",
      code: "key_mode_mismatch",
    });
    expectNoSecret(mixed, "sk_live_51LiveSecretKeyValue00004242");
    expect(await accountRowsOf(user.id)).toHaveLength(0);
  });

  it("refuses providers that are not available, built in or unknown, naming the provider", async () => {
    const { api, user } = await seller();
    for (const [provider, code] of [
      ["bank_account", "provider_not_available"],
      ["inkasso", "provider_not_available"],
      ["sandbox", "provider_built_in"],
      ["acme", "invalid_value"],
    ] as const) {
      const res = await api.put(`/cabinet/payment_providers/${provider}`, STRIPE);
      expect([provider, res.status, res.body.error.param, res.body.error.details[0].code]).toEqual([
        provider,
        400,
        "provider",
        code,
      ]);
    }
    expect(await accountRowsOf(user.id)).toHaveLength(0);
  });

  it("connects PayPal in rest or nvp mode and Stripe Connect by account id", async () => {
    const { api, user } = await seller();
    const rest = await api.put("/cabinet/payment_providers/paypal", {
      mode: "rest",
      credentials: {
        email: "shop@example.com",
        client_id: "AbcClientId123",
        client_secret: "PayPalClientSecretValue9f3c",
        merchant_id: "MERCHANT12345",
        webhook_id: "WH-123-ABC",
        sandbox: true,
      },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.provider_account).toMatchObject({
      mode: "rest",
      test_mode: true,
      public_config: { client_id: "AbcClientId123", client_secret_hint: "…9f3c", sandbox: true },
    });
    expectNoSecret(rest, "PayPalClientSecretValue9f3c");
    const nvp = await api.put("/cabinet/payment_providers/paypal", {
      mode: "nvp",
      credentials: { user: "shop_api1.example.com", password: "NvpPasswordValue1", signature: "" },
    });
    // Switching modes starts from an empty form: the signature is missing.
    expect(nvp.body.error.details).toEqual([expect.objectContaining({ param: "credentials.signature" })]);
    const connect = await api.put("/cabinet/payment_providers/stripe_connect", {
      credentials: { account_id: "acct_1ABCdef234" },
    });
    expect(connect.body.provider_account).toMatchObject({
      connected: true,
      public_config: { account_id: "acct_1ABCdef234" },
    });
    const setup = await sellerPaymentSetup(t.deps.db, await secretBoxFor(t.deps), user.id);
    expect(setup.accounts.get("paypal")).toMatchObject({
      mode: "rest",
      credentials: {
        clientId: "AbcClientId123",
        clientSecret: "PayPalClientSecretValue9f3c",
        webhookId: "WH-123-ABC",
      },
      publicConfig: { sandbox: true },
    });
    expect(setup.accounts.get("stripe_connect")?.credentials.accountId).toBe("acct_1ABCdef234");
  });

  it("disconnects only while no method is routed to it; another seller's account is not there", async () => {
    const { api, user } = await seller();
    const other = await seller();
    await api.put("/cabinet/payment_providers/stripe", STRIPE);
    const routed = await api.put("/cabinet/payment_settings", {
      version: 0,
      method_providers: { card_provider: "stripe" },
    });
    expect(routed.status).toBe(200);
    expect(byProvider((await api.get("/cabinet/payment_providers")).body.list, "stripe").used_by).toEqual([
      "card_provider",
    ]);

    expect((await other.api.del("/cabinet/payment_providers/stripe")).status).toBe(404);
    expect(
      byProvider((await other.api.get("/cabinet/payment_providers")).body.list, "stripe").connected,
    ).toBe(false);

    const refused = await api.del("/cabinet/payment_providers/stripe");
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "INVALID_INPUT", param: "provider" });
    expect(refused.body.error.details[0].code).toBe("provider_in_use");
    expect(await accountRowsOf(user.id)).toHaveLength(1);

    await api.put("/cabinet/payment_settings", {
      version: 1,
      method_providers: { card_provider: "sandbox" },
    });
    expect((await api.del("/cabinet/payment_providers/stripe")).status).toBe(204);
    expect(await accountRowsOf(user.id)).toHaveLength(0);
    expect((await api.del("/cabinet/payment_providers/stripe")).status).toBe(404);
    expect((await api.del("/cabinet/payment_providers/bank_wire")).body.error.details[0].code).toBe(
      "provider_built_in",
    );
  });
});

describe("payment settings", () => {
  it("start with every choice on the sandbox, no flags, no bank details, version 0", async () => {
    const { api, user } = await seller();
    const res = await api.get("/cabinet/payment_settings");
    expect(res.body.payment_settings).toEqual({
      method_providers: {
        card_provider: "sandbox",
        apple_pay_provider: "sandbox",
        google_pay_provider: "sandbox",
        p24_provider: "sandbox",
        sofort_provider: "sandbox",
        bank_wire_provider: "sandbox",
        pay_pal_provider: "sandbox",
        sepa_provider: "sandbox",
        ideal_provider: "sandbox",
        klarna_provider: "sandbox",
      },
      bank_wire: { account_holder: "", iban: "", bic: "" },
      flags: { twint: false, klarna: false, mondu: false, klarna_subscriptions: false },
      version: 0,
    });
    const setup = await sellerPaymentSetup(t.deps.db, await secretBoxFor(t.deps), user.id);
    expect(setup.methodProviders.cardProvider).toBe("sandbox");
    expect([...setup.accounts.keys()].sort()).toEqual(["bank_account", "bank_wire", "e_wallet", "sandbox"]);
  });

  it("refuse choices the matrix or the connections do not allow, and change nothing", async () => {
    const { api, user } = await seller();
    const res = await api.put("/cabinet/payment_settings", {
      version: 0,
      method_providers: {
        card_provider: "stripe",
        sepa_provider: "paypal",
        sofort_provider: "bank_account",
        pay_pal_provider: null,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { param: string; code: string }) => [d.param, d.code])).toEqual([
      ["method_providers.card_provider", "provider_not_connected"],
      ["method_providers.sofort_provider", "provider_not_available"],
      ["method_providers.sepa_provider", "method_not_supported"],
    ]);
    const unknown = await api.put("/cabinet/payment_settings", {
      version: 0,
      method_providers: { card_provider: "acme" },
    });
    expect(unknown.body.error).toMatchObject({
      code: "INVALID_INPUT",
      param: "method_providers.card_provider",
    });
    const rows = await t.deps.db.select().from(paymentSettings).where(eq(paymentSettings.sellerId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("route to connected providers, store bank details compact, and refuse a stale version", async () => {
    const { api, user } = await seller();
    await api.put("/cabinet/payment_providers/stripe", STRIPE);
    const noBank = await api.put("/cabinet/payment_settings", {
      version: 0,
      method_providers: { bank_wire_provider: "bank_wire" },
    });
    expect(noBank.body.error.details.map((d: { param: string }) => d.param)).toEqual([
      "bank_wire.account_holder",
      "bank_wire.iban",
    ]);
    const badIban = await api.put("/cabinet/payment_settings", {
      version: 0,
      bank_wire: { account_holder: "Erika", iban: "DE89 3704 0044 0532 0130 01", bic: "nope" },
    });
    expect(badIban.body.error.details.map((d: { param: string; code: string }) => [d.param, d.code])).toEqual(
      [
        ["bank_wire.iban", "invalid_iban"],
        ["bank_wire.bic", "invalid_bic"],
      ],
    );

    const saved = await api.put("/cabinet/payment_settings", {
      version: 0,
      method_providers: { card_provider: "stripe", bank_wire_provider: "bank_wire", pay_pal_provider: null },
      bank_wire: {
        account_holder: "Erika Mustermann",
        iban: "de89 3704 0044 0532 0130 00",
        bic: "cobadeffxxx",
      },
      flags: { klarna: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.payment_settings).toMatchObject({
      method_providers: { card_provider: "stripe", bank_wire_provider: "bank_wire", pay_pal_provider: null },
      bank_wire: { account_holder: "Erika Mustermann", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
      // Flags are the manager's: sending them changes nothing.
      flags: { klarna: false },
      version: 1,
    });
    const stale = await api.put("/cabinet/payment_settings", { version: 0, method_providers: {} });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("CONFLICT");

    const setup = await sellerPaymentSetup(t.deps.db, await secretBoxFor(t.deps), user.id);
    expect(setup.methodProviders).toMatchObject({ cardProvider: "stripe", payPalProvider: null });
    expect(setup.bankWire.iban).toBe("DE89370400440532013000");
  });

  it("are the selected seller's for a team member; sales team members and strangers get nothing", async () => {
    const { user } = await seller();
    const { member, sales } = await givenTeam(t.deps, user.id);
    const headers = { "x-seller-id": String(user.id) };
    const asMember = cabinetClient(t.app, (await signIn(t.app, member.email)).access_token, headers);
    expect((await asMember.get("/cabinet/payment_settings")).body.payment_settings.version).toBe(0);
    const asSales = cabinetClient(t.app, (await signIn(t.app, sales.email)).access_token, headers);
    expect((await asSales.get("/cabinet/payment_settings")).status).toBe(403);
    const stranger = await seller();
    const foreign = cabinetClient(t.app, stranger.token, headers);
    expect((await foreign.get("/cabinet/payment_providers")).status).toBe(404);
  });
});

describe("payment feature flags", () => {
  it("are set by a manager, shown to the seller read-only, and leave the seller's version alone", async () => {
    const { api, user } = await seller();
    const manager = await signIn(t.app, (await givenUser(t.deps, { profiles: ["manager"] })).email);
    const path = `/admin/users/${user.id}/payment_flags`;
    const set = await call(t.app, "PUT", path, {
      token: manager.access_token,
      body: { klarna: true, twint: true },
    });
    expect(set.status).toBe(200);
    expect(set.body.flags).toEqual({ twint: true, klarna: true, mondu: false, klarna_subscriptions: false });
    const more = await call(t.app, "PUT", path, { token: manager.access_token, body: { mondu: true } });
    expect(more.body.flags).toMatchObject({ twint: true, klarna: true, mondu: true });
    expect((await call(t.app, "GET", path, { token: manager.access_token })).body.flags.mondu).toBe(true);

    const shown = await api.get("/cabinet/payment_settings");
    expect(shown.body.payment_settings).toMatchObject({ flags: { klarna: true, twint: true }, version: 0 });
    expect((await api.put("/cabinet/payment_settings", { version: 0, method_providers: {} })).status).toBe(
      200,
    );

    expect(
      (await call(t.app, "PUT", path, { token: (await signIn(t.app, user.email)).access_token, body: {} }))
        .status,
    ).toBe(403);
    const payer = await givenUser(t.deps, { profiles: ["payer"] });
    expect(
      (await call(t.app, "GET", `/admin/users/${payer.id}/payment_flags`, { token: manager.access_token }))
        .status,
    ).toBe(404);
    const bad = await call(t.app, "PUT", path, { token: manager.access_token, body: { klarna: "yes" } });
    expect(bad.body.error).toMatchObject({ code: "INVALID_INPUT", param: "klarna" });
  });
});
