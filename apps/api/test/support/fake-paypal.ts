import { startFakeServer, type FakeReply, type FakeServer, type RecordedRequest } from "./fake-http.ts";

// The part of PayPal's REST API the adapter uses, answering the documented shapes: OAuth2 client
// credentials (/v1/oauth2/token), Orders v2 (create, show, capture) with PayPal-Request-Id
// idempotency, payer-action links and vaulting (payment_source.paypal.attributes.vault), captures
// (show, refund), and errors as { name, message, debug_id, details: [{ issue, description }] }.

type Json = Record<string, unknown>;

interface StoredOrder {
  order: Json;
  request: Json;
  vaultRequested: boolean;
}

const PAYPAL_FEE = "0.73";

export class FakePayPal {
  server!: FakeServer;
  readonly orders = new Map<string, StoredOrder>();
  readonly captures = new Map<string, { capture: Json; orderId: string; refunded: number }>();
  readonly vault = new Map<string, { customerId: string; email: string }>();
  readonly tokens: string[] = [];
  /** PayPal-Request-Ids whose first attempt answers 503. */
  readonly failOnce = new Set<string>();
  /** Order ids whose capture the funding source declines. */
  readonly declineCapture = new Set<string>();
  private readonly replays = new Map<string, FakeReply>();
  private seq = 0;

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  async start(): Promise<this> {
    this.server = await startFakeServer((request) => this.handle(request));
    return this;
  }

  get requests(): RecordedRequest[] {
    return this.server.requests;
  }

  /** The buyer approved the order on PayPal's page. */
  approve(orderId: string): void {
    const stored = this.orders.get(orderId)!;
    stored.order.status = "APPROVED";
    stored.order.links = [selfLink(orderId)];
  }

  private id(prefix: string): string {
    this.seq += 1;
    return `${prefix}${String(this.seq).padStart(12, "0")}`;
  }

  private handle(request: RecordedRequest): FakeReply {
    const path = request.url.pathname;
    if (request.method === "POST" && path === "/v1/oauth2/token") return this.token(request);
    const bearer = request.headers.authorization?.replace(/^Bearer /, "");
    if (!bearer || !this.tokens.includes(bearer)) {
      return {
        status: 401,
        body: { error: "invalid_token", error_description: "Token signature verification failed" },
      };
    }
    const requestId =
      typeof request.headers["paypal-request-id"] === "string"
        ? request.headers["paypal-request-id"]
        : undefined;
    if (request.method === "POST" && requestId) {
      if (this.failOnce.delete(requestId))
        return paypalError(503, "SERVICE_UNAVAILABLE", "SERVICE_UNAVAILABLE");
      const replay = this.replays.get(requestId);
      if (replay) return replay;
    }
    const reply = this.route(request, path);
    if (request.method === "POST" && requestId && reply.status < 500) this.replays.set(requestId, reply);
    return reply;
  }

  private token(request: RecordedRequest): FakeReply {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString("base64")}`;
    if (
      request.headers.authorization !== expected ||
      new URLSearchParams(request.body).get("grant_type") !== "client_credentials"
    ) {
      return {
        status: 401,
        body: { error: "invalid_client", error_description: "Client Authentication failed" },
      };
    }
    const token = `A21AA-fake-${this.tokens.length + 1}`;
    this.tokens.push(token);
    return {
      status: 200,
      body: {
        scope: "https://uri.paypal.com/services/payments/payment",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-80W284485P519543T",
        expires_in: 32400,
        nonce: "fake",
      },
    };
  }

  private route(request: RecordedRequest, path: string): FakeReply {
    const body = request.body ? (JSON.parse(request.body) as Json) : {};
    if (request.method === "POST" && path === "/v2/checkout/orders") return this.createOrder(body);
    let match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (match) {
      const stored = this.orders.get(match[1]!);
      if (!stored) return paypalError(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      if (request.method === "GET" && !match[2]) return { status: 200, body: stored.order };
      if (request.method === "POST" && match[2]) return this.capture(stored);
    }
    match = /^\/v2\/payments\/captures\/([A-Z0-9]+)(\/refund)?$/.exec(path);
    if (match) {
      const found = this.captures.get(match[1]!);
      if (!found) return paypalError(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      if (request.method === "GET" && !match[2]) {
        return {
          status: 200,
          body: { ...found.capture, supplementary_data: { related_ids: { order_id: found.orderId } } },
        };
      }
      if (request.method === "POST" && match[2]) return this.refund(found, body);
    }
    return paypalError(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
  }

  private createOrder(body: Json): FakeReply {
    const units = body.purchase_units as Json[];
    const amount = units[0]!.amount as { currency_code: string; value: string };
    if (!/^\d+(\.\d+)?$/.test(amount.value))
      return paypalError(422, "UNPROCESSABLE_ENTITY", "DECIMAL_PRECISION");
    const paypal = ((body.payment_source as Json | undefined)?.paypal ?? {}) as Json;
    const id = this.id("ORDER");
    const vaultRequested =
      (paypal.attributes as { vault?: { store_in_vault?: string } } | undefined)?.vault?.store_in_vault ===
      "ON_SUCCESS";
    const order: Json = {
      id,
      intent: body.intent,
      status: "PAYER_ACTION_REQUIRED",
      purchase_units: [{ reference_id: "default", amount, custom_id: units[0]!.custom_id }],
      payment_source: { paypal: {} },
      links: [
        selfLink(id),
        {
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
          rel: "payer-action",
          method: "GET",
        },
      ],
    };
    const stored = { order, request: body, vaultRequested };
    this.orders.set(id, stored);
    if (typeof paypal.vault_id === "string") {
      // Merchant-initiated with a vaulted wallet: PayPal completes the order at once.
      const saved = this.vault.get(paypal.vault_id);
      if (!saved) return paypalError(422, "UNPROCESSABLE_ENTITY", "INVALID_VAULT_ID");
      order.payment_source = { paypal: { email_address: saved.email } };
      this.complete(stored);
    }
    return { status: 201, body: order };
  }

  private capture(stored: StoredOrder): FakeReply {
    const order = stored.order;
    if (order.status === "COMPLETED")
      return paypalError(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
    if (order.status !== "APPROVED") return paypalError(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED");
    if (this.declineCapture.has(String(order.id))) {
      return paypalError(
        422,
        "UNPROCESSABLE_ENTITY",
        "INSTRUMENT_DECLINED",
        "The instrument presented was either declined by the processor or bank.",
      );
    }
    const email = "buyer@example.com";
    const paypal: Json = { email_address: email, account_id: "QYR5Z8XDVJNXQ" };
    if (stored.vaultRequested) {
      const vaultId = this.id("VAULT");
      const customerId = this.id("CUST");
      this.vault.set(vaultId, { customerId, email });
      paypal.attributes = {
        vault: { id: vaultId, status: "VAULTED", customer: { id: customerId }, links: [] },
      };
    }
    order.payment_source = { paypal };
    this.complete(stored);
    return { status: 201, body: order };
  }

  private complete(stored: StoredOrder): void {
    const order = stored.order;
    const unit = (order.purchase_units as Json[])[0]!;
    const amount = unit.amount as { currency_code: string; value: string };
    const captureId = this.id("CAP");
    const capture = {
      id: captureId,
      status: "COMPLETED",
      amount,
      final_capture: true,
      seller_receivable_breakdown: {
        gross_amount: amount,
        paypal_fee: { currency_code: amount.currency_code, value: PAYPAL_FEE },
        net_amount: {
          currency_code: amount.currency_code,
          value: (Number(amount.value) - Number(PAYPAL_FEE)).toFixed(2),
        },
      },
      links: [
        {
          href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`,
          rel: "self",
          method: "GET",
        },
      ],
    };
    this.captures.set(captureId, { capture, orderId: String(order.id), refunded: 0 });
    unit.payments = { captures: [capture] };
    order.status = "COMPLETED";
    order.links = [selfLink(String(order.id))];
  }

  private refund(found: { capture: Json; refunded: number }, body: Json): FakeReply {
    const captured = found.capture.amount as { currency_code: string; value: string };
    const asked = (body.amount as { value: string; currency_code: string } | undefined) ?? captured;
    if (Number(asked.value) + found.refunded > Number(captured.value) + 1e-9) {
      return paypalError(
        422,
        "UNPROCESSABLE_ENTITY",
        "REFUND_AMOUNT_EXCEEDED",
        "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
      );
    }
    found.refunded += Number(asked.value);
    const id = this.id("REF");
    return {
      status: 201,
      body: {
        id,
        status: "COMPLETED",
        amount: asked,
        links: [
          { href: `https://api.sandbox.paypal.com/v2/payments/refunds/${id}`, rel: "self", method: "GET" },
        ],
      },
    };
  }
}

function selfLink(orderId: string) {
  return { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${orderId}`, rel: "self", method: "GET" };
}

function paypalError(status: number, name: string, issue: string, description = issue): FakeReply {
  return {
    status,
    body: {
      name,
      message: "The requested action could not be performed.",
      debug_id: "f00dfeed",
      details: [{ issue, description }],
      links: [],
    },
  };
}
