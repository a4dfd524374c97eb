import type { FastifyInstance } from "fastify";
import { startFakeServer, type FakeReply, type FakeServer, type RecordedRequest } from "./fake-http.ts";

// The wallet provider's REST API (Lemonway DirectKit JSON v2) as documented, on a real local HTTP
// server: the OAuth2 client-credentials token, accounts (wallets), document upload and list, IBAN
// registration, money-outs and their look-up. Tests change a wallet's status, a document's or a
// money-out's the way the provider's back office would, then post its (unsigned) notification.

export const EWALLET_CLIENT = { id: "sellwerk-platform", secret: "ew-secret-do-not-log" };

interface Wallet {
  id: string;
  status: number;
  balance: number;
  body: Record<string, unknown>;
}

interface Doc {
  id: number;
  walletId: string;
  type: number;
  status: number;
  comment: string | null;
  fileName: string;
  bytes: Buffer;
}

interface Transaction {
  id: number;
  status: number;
  senderAccountId: string;
  debitAmount: number;
  comment: string;
  ibanId: number;
}

interface MoneyIn {
  id: number;
  status: number;
  receiverAccountId: string;
  creditAmount: number;
  /** The wire's label as the bank delivered it. */
  comment: string;
}

interface P2P {
  id: number;
  status: number;
  senderAccountId: string;
  receiverAccountId: string;
  debitAmount: number;
  creditAmount: number;
  comment: string;
}

/** The wire account and collection wallet the platform uses for pay-ins in tests. */
export const EWALLET_WIRE = {
  iban: "FR7630004000031234567890143",
  bic: "BNPAFRPPXXX",
  holder: "Lemonway SAS",
  platformCode: "SELLWERK",
  collectionWallet: "SWCOLLECT",
};

export class FakeEWallet {
  server!: FakeServer;
  wallets = new Map<string, Wallet>();
  documents: Doc[] = [];
  ibans: { id: number; walletId: string; status: number; iban: string }[] = [];
  moneyOuts: Transaction[] = [];
  /** Wires credited to a wallet (money-ins by bank wire) and transfers between wallets (P2P). */
  moneyIns: MoneyIn[] = [];
  p2p: P2P[] = [];
  tokensIssued = 0;
  private validToken: string | null = null;
  /** Status new IBANs get (5 activated, 4 waiting for the provider's check). */
  ibanStatus = 5;
  /** Answers the next GET with this many 503s first (retry tests). */
  failNextGets = 0;
  private nextId = 1000;

  async start(): Promise<this> {
    this.server = await startFakeServer((req) => this.handle(req));
    return this;
  }

  get base(): string {
    return this.server.base.toString().replace(/\/$/, "");
  }

  env(): Record<string, string> {
    return {
      EWALLET_BASE_URL: this.base,
      EWALLET_CLIENT_ID: EWALLET_CLIENT.id,
      EWALLET_CLIENT_SECRET: EWALLET_CLIENT.secret,
      EWALLET_WIRE_IBAN: EWALLET_WIRE.iban,
      EWALLET_WIRE_BIC: EWALLET_WIRE.bic,
      EWALLET_WIRE_HOLDER: EWALLET_WIRE.holder,
      EWALLET_PLATFORM_CODE: EWALLET_WIRE.platformCode,
      EWALLET_COLLECTION_WALLET: EWALLET_WIRE.collectionWallet,
    };
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private handle(req: RecordedRequest): FakeReply {
    const path = req.url.pathname;
    if (path === "/oauth/api/v1/oauth/token") return this.token(req);
    if (!this.validToken || req.headers.authorization !== `Bearer ${this.validToken}`)
      return { status: 401, body: { error: { code: "401", message: "invalid token" } } };
    if (!req.headers["psu-ip-address"])
      return { status: 400, body: { error: { code: "PSU", message: "PSU-IP-Address missing" } } };
    if (req.method === "GET" && this.failNextGets > 0) {
      this.failNextGets--;
      return { status: 503, body: { error: { code: "503", message: "unavailable" } } };
    }
    const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    let m: RegExpExecArray | null;
    if (req.method === "POST" && (path === "/v2/accounts/individual" || path === "/v2/accounts/legal")) {
      const id = String(body.accountId);
      if (this.wallets.has(id))
        return { status: 400, body: { error: { code: "152", message: "Wallet already exists" } } };
      // A new wallet without verified documents: KYC 1 once registered (status 5).
      this.wallets.set(id, { id, status: 5, balance: 0, body });
      return { status: 200, body: { account: { id, internalId: this.nextId++ } } };
    }
    if ((m = /^\/v2\/accounts\/([^/]+)\/documents\/upload$/.exec(path)) && req.method === "POST") {
      const walletId = decodeURIComponent(m[1]!);
      if (!this.wallets.has(walletId)) return notFound();
      const doc: Doc = {
        id: this.nextId++,
        walletId,
        type: Number(body.type),
        status: 1,
        comment: null,
        fileName: String(body.fileName),
        bytes: Buffer.from(String(body.buffer), "base64"),
      };
      this.documents.push(doc);
      return { status: 200, body: { uploadDocument: { id: doc.id, maxDays: 0 } } };
    }
    if ((m = /^\/v2\/accounts\/([^/]+)\/documents$/.exec(path)) && req.method === "GET") {
      const walletId = decodeURIComponent(m[1]!);
      const documents = this.documents
        .filter((d) => d.walletId === walletId)
        .map((d) => ({ id: d.id, type: d.type, status: d.status, comment: d.comment }));
      return { status: 200, body: { documents } };
    }
    if ((m = /^\/v2\/accounts\/([^/]+)$/.exec(path)) && req.method === "GET") {
      const wallet = this.wallets.get(decodeURIComponent(m[1]!));
      if (!wallet) return notFound();
      return {
        status: 200,
        body: { account: { id: wallet.id, status: wallet.status, balance: wallet.balance } },
      };
    }
    if (path === "/v2/moneyouts/iban" && req.method === "POST") {
      const walletId = String(body.accountId);
      if (!this.wallets.has(walletId)) return notFound();
      const iban = { id: this.nextId++, walletId, status: this.ibanStatus, iban: String(body.iban) };
      this.ibans.push(iban);
      return { status: 200, body: { id: iban.id, status: iban.status } };
    }
    if (path === "/v2/moneyouts" && req.method === "GET") {
      const id = req.url.searchParams.get("transactionId");
      const comment = req.url.searchParams.get("transactionComment");
      const found = this.moneyOuts.filter(
        (t) => (id !== null && t.id === Number(id)) || (comment !== null && t.comment === comment),
      );
      return { status: 200, body: { transactions: found } };
    }
    if (path === "/v2/moneyins" && req.method === "GET") {
      const id = Number(req.url.searchParams.get("transactionId"));
      return { status: 200, body: { transactions: this.moneyIns.filter((t) => t.id === id) } };
    }
    if (path === "/v2/p2p" && req.method === "GET") {
      const comment = req.url.searchParams.get("transactionComment");
      return { status: 200, body: { transactions: this.p2p.filter((t) => t.comment === comment) } };
    }
    if (path === "/v2/p2p" && req.method === "POST") {
      const from = this.wallets.get(String(body.debitAccountId));
      const to = this.wallets.get(String(body.creditAccountId));
      if (!from || !to) return notFound();
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0)
        return { status: 400, body: { error: { code: "143", message: "Amount invalid" } } };
      if (from.balance < amount)
        return { status: 400, body: { error: { code: "110", message: "Insufficient balance" } } };
      from.balance -= amount;
      to.balance += amount;
      const transaction: P2P = {
        id: this.nextId++,
        status: 3,
        senderAccountId: from.id,
        receiverAccountId: to.id,
        debitAmount: amount,
        creditAmount: amount,
        comment: typeof body.comment === "string" ? body.comment : "",
      };
      this.p2p.push(transaction);
      return { status: 200, body: { transaction } };
    }
    if (path === "/v2/moneyouts" && req.method === "POST") {
      const wallet = this.wallets.get(String(body.accountId));
      const iban = this.ibans.find((i) => i.id === Number(body.ibanId) && i.walletId === wallet?.id);
      if (!wallet || !iban) return notFound();
      const amount = Number(body.totalAmount);
      if (wallet.balance < amount)
        return { status: 400, body: { error: { code: "110", message: "Insufficient balance" } } };
      wallet.balance -= amount;
      const transaction: Transaction = {
        id: this.nextId++,
        status: 4,
        senderAccountId: wallet.id,
        debitAmount: amount,
        comment: String(body.comment),
        ibanId: iban.id,
      };
      this.moneyOuts.push(transaction);
      return { status: 200, body: { transaction } };
    }
    return notFound();
  }

  private token(req: RecordedRequest): FakeReply {
    const expected = `Basic ${Buffer.from(`${EWALLET_CLIENT.id}:${EWALLET_CLIENT.secret}`).toString("base64")}`;
    if (req.headers.authorization !== expected || !req.body.includes("grant_type=client_credentials"))
      return { status: 401, body: { error: "invalid_client", error_description: "bad credentials" } };
    this.tokensIssued++;
    this.validToken = `token-${this.tokensIssued}`;
    return { status: 200, body: { access_token: this.validToken, token_type: "Bearer", expires_in: 3600 } };
  }

  /** Drops the current token, as an expiry would: the next API call answers 401. */
  expireToken(): void {
    this.validToken = null;
  }

  // --- the provider's back office ---

  walletOf(reference: string): Wallet {
    const wallet = this.wallets.get(reference);
    if (!wallet) throw new Error(`no wallet ${reference}`);
    return wallet;
  }

  /** Opens a wallet the way the back office does (the platform's collection wallet). */
  openWallet(id: string, balance = 0): Wallet {
    const wallet = { id, status: 6, balance, body: {} };
    this.wallets.set(id, wallet);
    return wallet;
  }

  /**
   * A bank wire arrived on the provider's account: the wallet its label names is credited
   * (status 3, success) and the money-in can be read back; the test then posts notification 10.
   */
  wireIn(label: string, amount: number, walletId = EWALLET_WIRE.collectionWallet): MoneyIn {
    const wallet = this.walletOf(walletId);
    wallet.balance += amount;
    const moneyIn = {
      id: this.nextId++,
      status: 3,
      receiverAccountId: walletId,
      creditAmount: amount,
      comment: label,
    };
    this.moneyIns.push(moneyIn);
    return moneyIn;
  }

  documentsOf(reference: string): Doc[] {
    return this.documents.filter((d) => d.walletId === reference);
  }
}

function notFound(): FakeReply {
  return { status: 404, body: { error: { code: "404", message: "not found" } } };
}

/** Posts a notification the way the provider does (form-encoded, string fields, no signature). */
export async function notifyEWallet(app: FastifyInstance, fields: Record<string, string | number>) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/webhooks/e_wallet",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : undefined };
}
