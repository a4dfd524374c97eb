import {
  parseForm,
  startFakeServer,
  type FakeReply,
  type FakeServer,
  type RecordedRequest,
} from "./fake-http.ts";

// The part of Stripe's API the adapter uses, answering the documented shapes: PaymentIntents
// (create + confirm, retrieve, search by metadata), Refunds, Customers, bearer-key auth, the Stripe-Account header,
// idempotency keys (a repeated key replays the first answer), and card errors as HTTP 402
// {error:{type:"card_error", code, decline_code, message, payment_intent}}. Test PaymentMethod ids
// behave like Stripe's test-mode ones.

type Json = Record<string, unknown>;

const CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_amex: { brand: "amex", last4: "8431" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184" },
  pm_card_visa_chargeDeclined: { brand: "visa", last4: "0002" },
  pm_card_visa_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995" },
  pm_card_chargeDeclinedExpiredCard: { brand: "visa", last4: "0069" },
};

/** A decline Stripe answers at confirmation: [code, decline_code, message]. */
const DECLINES: Record<string, [string, string | undefined, string]> = {
  pm_card_visa_chargeDeclined: ["card_declined", "generic_decline", "Your card was declined."],
  pm_card_visa_chargeDeclinedInsufficientFunds: [
    "card_declined",
    "insufficient_funds",
    "Your card has insufficient funds.",
  ],
  pm_card_chargeDeclinedExpiredCard: ["expired_card", undefined, "Your card has expired."],
};

const STRIPE_FEE = 175;

export class FakeStripe {
  server!: FakeServer;
  readonly intents = new Map<string, Json>();
  readonly refunds: Json[] = [];
  readonly customers: Json[] = [];
  /** Idempotency keys whose first attempt answers 500, as if Stripe had a hiccup. */
  readonly failOnce = new Set<string>();
  private readonly replays = new Map<string, FakeReply>();
  private seq = 0;

  constructor(
    /** The only key the server accepts. */
    readonly secretKey: string,
    /** When set, every call must name this connected account in Stripe-Account. */
    readonly connectedAccount?: string,
  ) {}

  async start(): Promise<this> {
    this.server = await startFakeServer((request) => this.handle(request));
    return this;
  }

  get requests(): RecordedRequest[] {
    return this.server.requests;
  }

  /** The buyer finished 3-D Secure in the page: the intent succeeds. */
  completeAction(intentId: string): void {
    const intent = this.intents.get(intentId)!;
    Object.assign(intent, this.settled(intent, "succeeded"), { next_action: null });
  }

  private id(prefix: string): string {
    this.seq += 1;
    return `${prefix}_${String(this.seq).padStart(6, "0")}`;
  }

  private handle(request: RecordedRequest): FakeReply {
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return error(401, { type: "invalid_request_error", message: "Invalid API Key provided." });
    }
    if (this.connectedAccount && request.headers["stripe-account"] !== this.connectedAccount) {
      return error(403, { type: "invalid_request_error", message: "wrong Stripe-Account" });
    }
    const key = header(request, "idempotency-key");
    if (request.method === "POST" && key) {
      if (this.failOnce.delete(key))
        return error(500, { type: "api_error", message: "An unknown error occurred" });
      const replay = this.replays.get(key);
      if (replay) return { ...replay, headers: { "idempotent-replayed": "true" } };
    }
    const reply = this.route(request);
    if (request.method === "POST" && key) this.replays.set(key, reply);
    return reply;
  }

  private route(request: RecordedRequest): FakeReply {
    const path = request.url.pathname;
    const form = parseForm(request.body);
    if (request.method === "POST" && path === "/v1/customers") return this.createCustomer(form);
    if (request.method === "POST" && path === "/v1/payment_intents") return this.createIntent(form);
    if (request.method === "POST" && path === "/v1/refunds") return this.createRefund(form);
    if (request.method === "POST" && path === "/v1/setup_intents") return this.createSetupIntent(form);
    if (request.method === "GET" && path === "/v1/payment_intents/search")
      return this.searchIntents(request.url.searchParams.get("query") ?? "");
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (request.method === "GET" && match) {
      const intent = this.intents.get(match[1]!);
      return intent ? { status: 200, body: intent } : missing("payment_intent", match[1]!);
    }
    return error(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${request.method}: ${path})`,
    });
  }

  /** Search, as far as the adapter uses it: one `metadata['key']:'value'` clause. */
  private searchIntents(query: string): FakeReply {
    const clause = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(query.trim());
    if (!clause) return error(400, { type: "invalid_request_error", message: `unsupported query ${query}` });
    const [, key, value] = clause;
    const data = [...this.intents.values()].filter(
      (intent) => (intent.metadata as Record<string, unknown> | undefined)?.[key!] === value,
    );
    return {
      status: 200,
      body: {
        object: "search_result",
        url: "/v1/payment_intents/search",
        has_more: false,
        next_page: null,
        data,
      },
    };
  }

  /** SetupIntents (a trial saves the method without charging): test cards answer as intents do. */
  private createSetupIntent(form: Json): FakeReply {
    const methodId = String(form.payment_method);
    const id = this.id("seti");
    const needsAuth = methodId === "pm_card_authenticationRequired";
    const setup: Json = {
      id,
      object: "setup_intent",
      customer: form.customer ?? null,
      usage: form.usage,
      payment_method: this.paymentMethod(methodId),
      client_secret: `${id}_secret_fake`,
      status: needsAuth ? "requires_action" : "succeeded",
      next_action: needsAuth ? { type: "use_stripe_sdk", use_stripe_sdk: {} } : null,
      last_setup_error: null,
    };
    return { status: 200, body: setup };
  }

  private createCustomer(form: Json): FakeReply {
    const customer = {
      id: this.id("cus"),
      object: "customer",
      email: form.email ?? null,
      name: form.name ?? null,
    };
    this.customers.push(customer);
    return { status: 200, body: customer };
  }

  private paymentMethod(id: string): Json {
    const card = CARDS[id];
    if (card)
      return { id, object: "payment_method", type: "card", card: { ...card, exp_month: 12, exp_year: 2034 } };
    if (id.startsWith("pm_sepa"))
      return { id, object: "payment_method", type: "sepa_debit", sepa_debit: { last4: "3000" } };
    return { id, object: "payment_method", type: id.replace(/^pm_/, "") };
  }

  private settled(intent: Json, status: string): Json {
    const applicationFee =
      typeof intent.application_fee_amount === "number" ? intent.application_fee_amount : 0;
    const feeDetails: Json[] = [
      {
        amount: STRIPE_FEE,
        type: "stripe_fee",
        currency: intent.currency,
        application: null,
        description: "Stripe processing fees",
      },
    ];
    if (applicationFee) {
      feeDetails.push({
        amount: applicationFee,
        type: "application_fee",
        currency: intent.currency,
        application: "ca_platform",
        description: "application fee",
      });
    }
    return {
      status,
      latest_charge: {
        id: this.id("ch"),
        object: "charge",
        amount: intent.amount,
        balance_transaction: {
          id: this.id("txn"),
          object: "balance_transaction",
          fee: STRIPE_FEE + applicationFee,
          fee_details: feeDetails,
        },
        payment_method_details: {},
      },
    };
  }

  private createIntent(form: Json): FakeReply {
    const methodId = String(form.payment_method);
    const types = form.allowed_payment_method_types as string[] | undefined;
    const offSession = form.off_session === "true";
    const id = this.id("pi");
    const intent: Json = {
      id,
      object: "payment_intent",
      amount: Number(form.amount),
      currency: form.currency,
      client_secret: `${id}_secret_fake`,
      customer: form.customer ?? null,
      payment_method: this.paymentMethod(methodId),
      payment_method_types: types ?? ["card"],
      application_fee_amount: form.application_fee_amount ? Number(form.application_fee_amount) : null,
      setup_future_usage: form.setup_future_usage ?? null,
      metadata: form.metadata ?? {},
      next_action: null,
      last_payment_error: null,
      latest_charge: null,
      cancellation_reason: null,
      status: "requires_confirmation",
    };
    this.intents.set(id, intent);

    const decline = DECLINES[methodId];
    const needsAuth = methodId === "pm_card_authenticationRequired";
    if (decline || (needsAuth && offSession)) {
      const [code, declineCode, message] = decline ?? [
        "authentication_required",
        "authentication_required",
        "Authentication required.",
      ];
      const lastError = {
        type: "card_error",
        code,
        ...(declineCode ? { decline_code: declineCode } : {}),
        message,
      };
      Object.assign(intent, { status: "requires_payment_method", last_payment_error: lastError });
      return error(402, { ...lastError, payment_intent: intent });
    }
    if (needsAuth) {
      Object.assign(intent, {
        status: "requires_action",
        next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } },
      });
    } else if (types?.[0] === "ideal" || types?.[0] === "p24" || types?.[0] === "sofort") {
      const url = `https://hooks.stripe.com/redirect/authenticate/src_fake?client_secret=${id}_secret_fake`;
      Object.assign(intent, {
        status: "requires_action",
        next_action: { type: "redirect_to_url", redirect_to_url: { url, return_url: form.return_url } },
      });
    } else if (types?.[0] === "sepa_debit") {
      Object.assign(intent, { status: "processing" });
    } else {
      Object.assign(intent, this.settled(intent, "succeeded"));
    }
    return { status: 200, body: intent };
  }

  private createRefund(form: Json): FakeReply {
    const intentId = String(form.payment_intent);
    const intent = this.intents.get(intentId);
    if (!intent) return missing("payment_intent", intentId);
    const refunded = this.refunds
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = form.amount ? Number(form.amount) : Number(intent.amount) - refunded;
    if (refunded + amount > Number(intent.amount)) {
      return error(400, {
        type: "invalid_request_error",
        code: "amount_too_large",
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${Number(intent.amount) - refunded})`,
      });
    }
    const refund = {
      id: this.id("re"),
      object: "refund",
      amount,
      payment_intent: intentId,
      status: "succeeded",
      currency: intent.currency,
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }
}

function header(request: RecordedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

function error(status: number, body: Json): FakeReply {
  return { status, body: { error: body }, headers: status >= 500 ? { "stripe-should-retry": "true" } : {} };
}

function missing(kind: string, id: string): FakeReply {
  return error(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
  });
}
