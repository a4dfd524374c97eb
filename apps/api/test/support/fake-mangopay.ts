import type { FastifyInstance } from "fastify";
import { startFakeServer, type FakeReply, type FakeServer, type RecordedRequest } from "./fake-http.ts";

// Mangopay's REST API v2.01 as documented, on a real local HTTP server, so the bank_account
// adapter runs the official SDK end to end: the OAuth2 client-credentials token, natural and
// legal users, wallets, KYC documents with pages and their submission, UBO declarations, IBAN
// bank accounts (and deactivation) and Recipients (payout methods, schema, SCA, deactivation),
// bank-wire payouts, pay-ins (bank wire direct, direct-debit
// web for Sofort, direct debit on a SEPA mandate) and their refunds, SEPA web mandates (confirmed,
// failed or cancelled by the back office), hooks, and Idempotency-Key replays.
// Everything lives under /v2.01/{ClientId}/: a resource of another client is not found. Tests
// play the back office (validate a document, raise a KYC level, settle a payout) and then send
// the (unsigned) hook GET.

export const MANGOPAY_CLIENT = { id: "sellwerk-platform", apiKey: "mp-key-do-not-log" };

interface User {
  Id: string;
  PersonType: "NATURAL" | "LEGAL";
  KYCLevel: "LIGHT" | "REGULAR";
  Tag: string;
  body: Record<string, unknown>;
}

interface Wallet {
  Id: string;
  Owners: string[];
  Currency: string;
  Balance: { Currency: string; Amount: number };
}

interface KycDocument {
  Id: string;
  UserId: string;
  Type: string;
  Status: string;
  Tag: string;
  RefusedReasonType: string | null;
  RefusedReasonMessage: string | null;
  pages: Buffer[];
  clientId: string;
}

interface UboDeclaration {
  Id: string;
  UserId: string;
  Status: string;
  Reason: string | null;
  Message: string | null;
  Ubos: Record<string, unknown>[];
}

interface BankAccount {
  Id: string;
  UserId: string;
  Active: boolean;
  IBAN: string;
  body: Record<string, unknown>;
}

/** A payout account registered as a Recipient: PENDING until its owner passed SCA (the test says so). */
interface Recipient {
  Id: string;
  UserId: string;
  Status: "PENDING" | "CANCELED" | "ACTIVE" | "DEACTIVATED";
  body: Record<string, unknown>;
  scaToken: string;
}

interface PayOut {
  Id: string;
  AuthorId: string;
  DebitedWalletId: string;
  BankAccountId: string;
  Status: "CREATED" | "SUCCEEDED" | "FAILED";
  ResultCode: string | null;
  ResultMessage: string | null;
  DebitedFunds: { Currency: string; Amount: number };
  Tag: string | null;
}

interface PayIn {
  Id: string;
  AuthorId: string;
  CreditedUserId: string;
  CreditedWalletId: string;
  PaymentType: "BANK_WIRE" | "DIRECT_DEBIT";
  ExecutionType: "DIRECT" | "WEB";
  MandateId?: string;
  StatementDescriptor?: string;
  Status: "CREATED" | "SUCCEEDED" | "FAILED";
  ResultCode: string | null;
  ResultMessage: string | null;
  DebitedFunds: { Currency: string; Amount: number };
  CreditedFunds: { Currency: string; Amount: number };
  Fees: { Currency: string; Amount: number };
  Tag: string | null;
  DeclaredDebitedFunds?: { Currency: string; Amount: number };
  DeclaredFees?: { Currency: string; Amount: number };
  WireReference?: string;
  BankAccount?: { Type: "IBAN"; OwnerName: string; IBAN: string; BIC: string };
  DirectDebitType?: string;
  ReturnURL?: string;
  RedirectURL?: string;
  Culture?: string;
  refunded: number;
}

interface Mandate {
  Id: string;
  UserId: string;
  BankAccountId: string;
  Status: "CREATED" | "SUBMITTED" | "ACTIVE" | "FAILED";
  ResultCode: string | null;
  ResultMessage: string | null;
  Culture: string;
  ReturnURL: string;
  RedirectURL: string;
  ExecutionType: "WEB";
  MandateType: "DIRECT_DEBIT";
  Scheme: "SEPA" | null;
  Tag: string | null;
}

interface Refund {
  Id: string;
  InitialTransactionId: string;
  AuthorId: string;
  Status: "CREATED" | "SUCCEEDED" | "FAILED";
  ResultCode: string | null;
  ResultMessage: string | null;
  DebitedFunds: { Currency: string; Amount: number };
  Tag: string | null;
}

/** Mangopay's own account a bank-wire pay-in's buyer wires to (as the pay-in answers it). */
export const MANGOPAY_BANK = {
  OwnerName: "MANGOPAY SA",
  IBAN: "LU290181000000000000000000",
  BIC: "BILLLULL",
};

const PARAM_ERROR =
  "One or several required parameters are missing or incorrect. An incorrect resource ID also raises this kind of error.";

export class FakeMangopay {
  server!: FakeServer;
  users = new Map<string, User>();
  wallets = new Map<string, Wallet>();
  documents = new Map<string, KycDocument>();
  declarations = new Map<string, UboDeclaration>();
  bankAccounts = new Map<string, BankAccount>();
  recipients = new Map<string, Recipient>();
  payOuts = new Map<string, PayOut>();
  payIns = new Map<string, PayIn>();
  refunds = new Map<string, Refund>();
  mandates = new Map<string, Mandate>();
  hooks: { EventType: string; Url: string }[] = [];
  tokensIssued = 0;
  /** POSTs blocked as repeats of an earlier Idempotency-Key. */
  blockedRepeats = 0;
  /** Answers the next calls with this many 503s first. */
  failNext = 0;
  private validToken: string | null = null;
  private replies = new Map<string, FakeReply>();
  private nextId = 100_000;

  async start(): Promise<this> {
    this.server = await startFakeServer((req) => this.handle(req));
    return this;
  }

  get base(): string {
    return this.server.base.toString().replace(/\/$/, "");
  }

  env(): Record<string, string> {
    return {
      MANGOPAY_BASE_URL: this.base,
      MANGOPAY_CLIENT_ID: MANGOPAY_CLIENT.id,
      MANGOPAY_API_KEY: MANGOPAY_CLIENT.apiKey,
    };
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private id(): string {
    return String(this.nextId++);
  }

  private handle(req: RecordedRequest): FakeReply {
    const path = req.url.pathname.replace(/\/$/, "");
    if (path === "/v2.01/oauth/token" && req.method === "POST") return this.token(req);
    if (!this.validToken || req.headers.authorization !== `Bearer ${this.validToken}`)
      return {
        status: 401,
        body: { Message: "Authorization has been denied for this request.", Type: "unauthorized" },
      };
    if (this.failNext > 0) {
      this.failNext--;
      return { status: 503, body: { Message: "Service unavailable", Type: "internal_error" } };
    }
    const prefix = `/v2.01/${MANGOPAY_CLIENT.id}/`;
    if (!path.toLowerCase().startsWith(prefix.toLowerCase())) return notFound();
    const route = path.slice(prefix.length);
    // Idempotency (documented): 16–36 letters, digits or dashes; a repeated POST is blocked with
    // 409 whatever the first answer was, which GET /responses/{key} gives back.
    const key = req.headers["idempotency-key"];
    if (typeof key === "string" && !/^[A-Za-z0-9-]{16,36}$/.test(key))
      return paramError({ "Idempotency-Key": "Invalid idempotency key" });
    const responses = /^responses\/([^/]+)$/.exec(route);
    if (responses && req.method === "GET") {
      const first = this.replies.get(responses[1]!);
      return first
        ? { status: 200, body: { StatusCode: String(first.status), Resource: first.body } }
        : notFound();
    }
    const idempotent = typeof key === "string" && req.method === "POST";
    if (idempotent && this.replies.has(key)) {
      this.blockedRepeats++;
      return {
        status: 409,
        body: {
          Message: "A resource has already been created with this Idempotency Key",
          Type: "idempotent_creation_conflict",
          errors: null,
        },
      };
    }
    const reply = this.route(
      req.method,
      route,
      req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {},
      req.url.searchParams,
    );
    if (idempotent) this.replies.set(key, reply);
    return reply;
  }

  private route(
    method: string,
    route: string,
    body: Record<string, unknown>,
    query: URLSearchParams,
  ): FakeReply {
    let m: RegExpExecArray | null;
    const ok = (b: unknown): FakeReply => ({ status: 200, body: b });
    const recipients = this.recipientRoute(method, route, body, query);
    if (recipients) return recipients;
    if (method === "POST" && (route === "users/natural" || route === "users/legal")) {
      const missing = (
        route === "users/natural" ? ["FirstName", "LastName", "Email"] : ["Name", "Email"]
      ).filter((f) => !body[f]);
      if (missing.length)
        return paramError(Object.fromEntries(missing.map((f) => [f, `The ${f} field is required.`])));
      const user: User = {
        Id: this.id(),
        PersonType: route === "users/natural" ? "NATURAL" : "LEGAL",
        KYCLevel: "LIGHT",
        Tag: text(body.Tag),
        body,
      };
      this.users.set(user.Id, user);
      return ok(this.userJson(user));
    }
    if ((m = /^users\/([^/]+)$/.exec(route)) && method === "GET") {
      const user = this.users.get(m[1]!);
      return user ? ok(this.userJson(user)) : notFound();
    }
    if ((m = /^users\/([^/]+)\/wallets$/.exec(route)) && method === "GET") {
      const userId = m[1]!;
      return ok([...this.wallets.values()].filter((w) => w.Owners.includes(userId)));
    }
    if (route === "wallets" && method === "POST") {
      const owners = body.Owners as string[];
      if (!owners?.every((o) => this.users.has(o))) return paramError({ Owners: "Unknown owner" });
      const wallet: Wallet = {
        Id: this.id(),
        Owners: owners,
        Currency: String(body.Currency),
        Balance: { Currency: String(body.Currency), Amount: 0 },
      };
      this.wallets.set(wallet.Id, wallet);
      return ok(wallet);
    }
    if ((m = /^users\/([^/]+)\/kyc\/documents$/i.exec(route)) && method === "POST") {
      if (!this.users.has(m[1]!)) return notFound();
      if (!KYC_TYPES.includes(String(body.Type))) return paramError({ Type: "Invalid document type" });
      const doc: KycDocument = {
        Id: this.id(),
        UserId: m[1]!,
        Type: String(body.Type),
        Status: "CREATED",
        Tag: text(body.Tag),
        RefusedReasonType: null,
        RefusedReasonMessage: null,
        pages: [],
        clientId: MANGOPAY_CLIENT.id,
      };
      this.documents.set(doc.Id, doc);
      return ok(docJson(doc));
    }
    if ((m = /^users\/([^/]+)\/kyc\/documents\/([^/]+)\/pages$/i.exec(route)) && method === "POST") {
      const doc = this.ownDocument(m[2]!, m[1]!);
      if (!doc) return notFound();
      if (doc.Status !== "CREATED")
        return paramError({ Status: "Pages can only be added to a created document" });
      doc.pages.push(Buffer.from(String(body.File), "base64"));
      return { status: 204, body: "" };
    }
    if ((m = /^users\/([^/]+)\/kyc\/documents\/([^/]+)$/i.exec(route)) && method === "PUT") {
      const doc = this.ownDocument(m[2]!, m[1]!);
      if (!doc) return notFound();
      if (body.Status !== "VALIDATION_ASKED" || doc.Status !== "CREATED" || doc.pages.length === 0)
        return paramError({ Status: "The document cannot be submitted" });
      doc.Status = "VALIDATION_ASKED";
      return ok(docJson(doc));
    }
    if ((m = /^kyc\/documents\/([^/]+)$/i.exec(route)) && method === "GET") {
      const doc = this.documents.get(m[1]!);
      return doc && doc.clientId === MANGOPAY_CLIENT.id ? ok(docJson(doc)) : notFound();
    }
    if ((m = /^users\/([^/]+)\/kyc\/ubodeclarations$/i.exec(route)) && method === "POST") {
      const user = this.users.get(m[1]!);
      if (!user) return notFound();
      if (user.PersonType !== "LEGAL") return paramError({ UserId: "UBO declarations are for legal users" });
      const declaration: UboDeclaration = {
        Id: this.id(),
        UserId: user.Id,
        Status: "CREATED",
        Reason: null,
        Message: null,
        Ubos: [],
      };
      this.declarations.set(declaration.Id, declaration);
      return ok(declaration);
    }
    if ((m = /^users\/([^/]+)\/kyc\/ubodeclarations\/([^/]+)\/ubos$/i.exec(route)) && method === "POST") {
      const declaration = this.declarations.get(m[2]!);
      if (!declaration || declaration.UserId !== m[1]) return notFound();
      if (declaration.Status !== "CREATED") return paramError({ Status: "The declaration was submitted" });
      const missing = ["FirstName", "LastName", "Birthday", "Nationality", "Address", "Birthplace"].filter(
        (f) => body[f] === undefined,
      );
      if (missing.length)
        return paramError(Object.fromEntries(missing.map((f) => [f, `The ${f} field is required.`])));
      const ubo = { Id: this.id(), ...body };
      declaration.Ubos.push(ubo);
      return ok(ubo);
    }
    if ((m = /^users\/([^/]+)\/kyc\/ubodeclarations\/([^/]+)$/i.exec(route)) && method === "PUT") {
      const declaration = this.declarations.get(m[2]!);
      if (!declaration || declaration.UserId !== m[1]) return notFound();
      if (
        body.Status !== "VALIDATION_ASKED" ||
        declaration.Status !== "CREATED" ||
        declaration.Ubos.length === 0
      )
        return paramError({ Status: "The declaration cannot be submitted" });
      declaration.Status = "VALIDATION_ASKED";
      return ok(declaration);
    }
    if ((m = /^kyc\/ubodeclarations\/([^/]+)$/i.exec(route)) && method === "GET") {
      const declaration = this.declarations.get(m[1]!);
      return declaration ? ok(declaration) : notFound();
    }
    if ((m = /^users\/([^/]+)\/bankaccounts\/iban$/.exec(route)) && method === "POST") {
      if (!this.users.has(m[1]!)) return notFound();
      const iban = text(body.IBAN);
      if (!validIban(iban)) return paramError({ IBAN: "The IBAN is not valid" });
      const address = (body.OwnerAddress ?? {}) as Record<string, unknown>;
      if (!body.OwnerName || !address.AddressLine1 || !address.Country)
        return paramError({ OwnerAddress: "The owner's address is required" });
      const account: BankAccount = { Id: this.id(), UserId: m[1]!, Active: true, IBAN: iban, body };
      this.bankAccounts.set(account.Id, account);
      return ok({ Id: account.Id, UserId: account.UserId, Active: true, Type: "IBAN", IBAN: iban });
    }
    if ((m = /^users\/([^/]+)\/bankaccounts\/([^/]+)$/.exec(route)) && method === "GET") {
      const account = this.bankAccounts.get(m[2]!);
      if (!account || account.UserId !== m[1]) return notFound();
      return ok({
        ...account.body,
        Id: account.Id,
        UserId: account.UserId,
        Active: account.Active,
        Type: "IBAN",
      });
    }
    if ((m = /^users\/([^/]+)\/bankaccounts\/([^/]+)$/.exec(route)) && method === "PUT") {
      const account = this.bankAccounts.get(m[2]!);
      if (!account || account.UserId !== m[1]) return notFound();
      if (body.Active !== false) return paramError({ Active: "Only deactivation is possible" });
      account.Active = false;
      return ok({ Id: account.Id, UserId: account.UserId, Active: false });
    }
    if (route === "payouts/bankwire" && method === "POST") return this.createPayOut(body);
    if ((m = /^payouts\/([^/]+)$/.exec(route)) && method === "GET") {
      const payOut = this.payOuts.get(m[1]!);
      return payOut ? ok(payOut) : notFound();
    }
    if (route === "payins/bankwire/direct" && method === "POST") return this.createPayIn(body, "BANK_WIRE");
    if (route === "payins/directdebit/web" && method === "POST")
      return this.createPayIn(body, "DIRECT_DEBIT");
    if (route === "payins/directdebit/direct" && method === "POST") return this.createMandatePayIn(body);
    if (route === "mandates/directdebit/web" && method === "POST") return this.createMandate(body);
    if ((m = /^mandates\/([^/]+)$/.exec(route)) && method === "GET") {
      const mandate = this.mandates.get(m[1]!);
      return mandate ? ok(mandate) : notFound();
    }
    if ((m = /^mandates\/([^/]+)\/cancel$/.exec(route)) && method === "PUT") {
      const mandate = this.mandates.get(m[1]!);
      if (!mandate) return notFound();
      if (mandate.Status !== "SUBMITTED" && mandate.Status !== "ACTIVE")
        return paramError({ Status: "Only a submitted or active mandate can be cancelled" });
      return ok(this.failMandate(mandate.Id, "001806", "The mandate has been cancelled"));
    }
    if ((m = /^payins\/([^/]+)$/.exec(route)) && method === "GET") {
      const payIn = this.payIns.get(m[1]!);
      return payIn ? ok(payInJson(payIn)) : notFound();
    }
    if ((m = /^payins\/([^/]+)\/refunds$/.exec(route)) && method === "POST")
      return this.refundPayIn(m[1]!, body);
    if (route === "hooks" && method === "POST") {
      const hook = {
        Id: this.id(),
        EventType: String(body.EventType),
        Url: String(body.Url),
        Status: "ENABLED",
      };
      this.hooks.push(hook);
      return ok(hook);
    }
    if (route === "hooks" && method === "GET") return ok(this.hooks);
    return notFound();
  }

  /**
   * Recipients (the documented v2.01 paths): payout methods per country and currency, the schema
   * of a recipient kind, creation (PENDING with the SCA page), read, deactivation.
   */
  private recipientRoute(
    method: string,
    route: string,
    body: Record<string, unknown>,
    query: URLSearchParams,
  ): FakeReply | null {
    const ok = (b: unknown): FakeReply => ({ status: 200, body: b });
    let m: RegExpExecArray | null;
    if (route === "recipients/payout-methods" && method === "GET") {
      const country = query.get("country") ?? "";
      const currency = query.get("currency") ?? "";
      const local = currency === "EUR" && SEPA.includes(country);
      return ok({
        AvailablePayoutMethods: local
          ? ["LocalBankTransfer", "InternationalBankTransfer"]
          : ["InternationalBankTransfer"],
      });
    }
    if (route === "recipients/schema" && method === "GET") {
      const currency = query.get("currency") ?? "";
      const field = (Required: boolean) => ({
        Required,
        MaxLength: 34,
        MinLength: 8,
        Pattern: "",
        AllowedValues: [],
      });
      const account =
        query.get("payoutMethodType") === "LocalBankTransfer"
          ? { LocalBankTransfer: { [currency]: { IBAN: field(true) } } }
          : { InternationalBankTransfer: { AccountNumber: field(true), BIC: field(false) } };
      return ok({ DisplayName: field(true), Currency: field(true), Country: field(true), ...account });
    }
    if ((m = /^users\/([^/]+)\/recipients$/.exec(route)) && method === "POST") {
      const user = this.users.get(m[1]!);
      if (!user) return notFound();
      if (user.body.UserCategory !== "OWNER")
        return paramError({ RecipientScope: "Only an OWNER may receive payouts" });
      const name = text(body.DisplayName);
      if (!name || name.length > 50 || /[&,'/]/.test(name))
        return paramError({ DisplayName: "Invalid display name" });
      const type = text(body.PayoutMethodType);
      const currency = text(body.Currency);
      const details = (
        type === "LocalBankTransfer"
          ? ((body.LocalBankTransfer ?? {}) as Record<string, unknown>)[currency]
          : type === "InternationalBankTransfer"
            ? body.InternationalBankTransfer
            : undefined
      ) as Record<string, unknown> | undefined;
      if (!details)
        return paramError({ PayoutMethodType: "The account details of the payout method are missing" });
      const iban = text(type === "LocalBankTransfer" ? details.IBAN : details.AccountNumber);
      if (!validIban(iban)) return paramError({ IBAN: "The IBAN is not valid" });
      const holder = (
        body.RecipientType === "Business" ? body.BusinessRecipient : body.IndividualRecipient
      ) as Record<string, unknown> | undefined;
      const address = (holder?.Address ?? {}) as Record<string, unknown>;
      const named =
        body.RecipientType === "Business" ? holder?.BusinessName : holder?.FirstName && holder?.LastName;
      if (!holder || !named || !address.AddressLine1 || !address.Country)
        return paramError({
          [`${text(body.RecipientType)}Recipient`]: "The holder's name and address are required",
        });
      const recipient: Recipient = {
        Id: `rec_${this.id()}`,
        UserId: user.Id,
        Status: "PENDING",
        body,
        scaToken: `sca_${this.id()}`,
      };
      this.recipients.set(recipient.Id, recipient);
      return ok(this.recipientJson(recipient));
    }
    if ((m = /^recipients\/([^/]+)$/.exec(route)) && method === "GET") {
      const recipient = this.recipients.get(m[1]!);
      return recipient ? ok(this.recipientJson(recipient)) : notFound();
    }
    if ((m = /^recipients\/([^/]+)$/.exec(route)) && method === "PUT") {
      const recipient = this.recipients.get(m[1]!);
      if (!recipient) return notFound();
      if (body.Status !== "DEACTIVATED" || recipient.Status !== "ACTIVE")
        return paramError({ Status: "Only an active recipient can be deactivated" });
      recipient.Status = "DEACTIVATED";
      return ok(this.recipientJson(recipient));
    }
    return null;
  }

  private recipientJson(r: Recipient) {
    return {
      ...r.body,
      Id: r.Id,
      UserId: r.UserId,
      Status: r.Status,
      RecipientScope: "PAYOUT",
      PendingUserAction:
        r.Status === "PENDING" ? { RedirectUrl: `https://sca.sandbox.example/?token=${r.scaToken}` } : null,
    };
  }

  /** The owner passed SCA on the recipient's page (ACTIVE), or not (CANCELED); the hook follows. */
  passSca(recipientId: string, passed = true): Recipient {
    const recipient = this.recipients.get(recipientId)!;
    recipient.Status = passed ? "ACTIVE" : "CANCELED";
    return recipient;
  }

  recipientsOf(userId: string): Recipient[] {
    return [...this.recipients.values()].filter((r) => r.UserId === userId);
  }

  /**
   * A payout debits the wallet at once; one without the balance is created FAILED (001001), as
   * documented. It goes to an ACTIVE recipient of its author; a legacy bank account is refused as
   * Mangopay refuses one created after 30 April 2026 (121018), which every account made here is.
   */
  private createPayOut(body: Record<string, unknown>): FakeReply {
    const wallet = this.wallets.get(String(body.DebitedWalletId));
    const recipient = this.recipients.get(String(body.BankAccountId));
    const legacy = this.bankAccounts.get(String(body.BankAccountId));
    const account = recipient
      ? { Id: recipient.Id, UserId: recipient.UserId, Active: recipient.Status === "ACTIVE" }
      : legacy;
    const funds = body.DebitedFunds as { Currency: string; Amount: number } | undefined;
    if (!wallet || !account || !funds)
      return paramError({ DebitedWalletId: "Unknown wallet or bank account" });
    if (!wallet.Owners.includes(String(body.AuthorId)) || account.UserId !== body.AuthorId)
      return paramError({ AuthorId: "The author does not own the wallet or the bank account" });
    if (!account.Active) return paramError({ BankAccountId: "The bank account is inactive" });
    const payOut: PayOut = {
      Id: this.id(),
      AuthorId: String(body.AuthorId),
      DebitedWalletId: wallet.Id,
      BankAccountId: account.Id,
      Status: "CREATED",
      ResultCode: null,
      ResultMessage: null,
      DebitedFunds: funds,
      Tag: typeof body.Tag === "string" ? body.Tag : null,
    };
    if (legacy) {
      payOut.Status = "FAILED";
      payOut.ResultCode = "121018";
      payOut.ResultMessage =
        "This payout uses a non-SCA compliant bank account. Please create via the recipient endpoint and try again.";
    } else if (wallet.Balance.Amount < funds.Amount) {
      payOut.Status = "FAILED";
      payOut.ResultCode = "001001";
      payOut.ResultMessage = "Unsufficient wallet balance";
    } else wallet.Balance.Amount -= funds.Amount;
    this.payOuts.set(payOut.Id, payOut);
    return { status: 200, body: payOut };
  }

  /**
   * A pay-in credits a wallet of any user; its author must be a user of ours. A bank wire answers
   * Mangopay's account and a wire reference; a direct-debit web pay-in (SOFORT, GIROPAY) needs a
   * ReturnURL and answers the RedirectURL. Both are CREATED until the back office settles them.
   */
  private createPayIn(
    body: Record<string, unknown>,
    type: "BANK_WIRE" | "DIRECT_DEBIT",
    execution: "DIRECT" | "WEB" = type === "BANK_WIRE" ? "DIRECT" : "WEB",
  ): FakeReply {
    const wallet = this.wallets.get(String(body.CreditedWalletId));
    if (!this.users.has(String(body.AuthorId))) return paramError({ AuthorId: "Unknown author" });
    if (!wallet) return paramError({ CreditedWalletId: "Unknown wallet" });
    const funds = (type === "BANK_WIRE" ? body.DeclaredDebitedFunds : body.DebitedFunds) as
      { Currency: string; Amount: number } | undefined;
    const fees = (type === "BANK_WIRE" ? body.DeclaredFees : body.Fees) as
      { Currency: string; Amount: number } | undefined;
    if (!funds || !fees || typeof funds.Amount !== "number" || typeof fees.Amount !== "number")
      return paramError({ DebitedFunds: "The funds and fees are required" });
    if (funds.Currency !== wallet.Currency || fees.Currency !== wallet.Currency)
      return paramError({ Currency: "The currency must be the credited wallet's" });
    const payIn: PayIn = {
      Id: this.id(),
      AuthorId: String(body.AuthorId),
      CreditedUserId: wallet.Owners[0]!,
      CreditedWalletId: wallet.Id,
      PaymentType: type,
      ExecutionType: execution,
      Status: "CREATED",
      ResultCode: null,
      ResultMessage: null,
      DebitedFunds: type === "BANK_WIRE" ? { Currency: funds.Currency, Amount: 0 } : funds,
      CreditedFunds: { Currency: funds.Currency, Amount: 0 },
      Fees: fees,
      Tag: typeof body.Tag === "string" ? body.Tag : null,
      refunded: 0,
    };
    if (type === "BANK_WIRE") {
      payIn.DeclaredDebitedFunds = funds;
      payIn.DeclaredFees = fees;
      payIn.WireReference = `MP${payIn.Id}REF`;
      payIn.BankAccount = { Type: "IBAN", ...MANGOPAY_BANK };
    } else if (execution === "WEB") {
      if (!["SOFORT", "GIROPAY"].includes(String(body.DirectDebitType)))
        return paramError({ DirectDebitType: "Invalid direct debit type" });
      if (typeof body.ReturnURL !== "string" || !/^https?:\/\//.test(body.ReturnURL))
        return paramError({ ReturnURL: "The ReturnURL field is required." });
      payIn.DirectDebitType = String(body.DirectDebitType);
      payIn.ReturnURL = body.ReturnURL;
      payIn.Culture = typeof body.Culture === "string" ? body.Culture : "EN";
      payIn.RedirectURL = `${this.base}/redirect/sofort/${payIn.Id}`;
    }
    this.payIns.set(payIn.Id, payIn);
    return { status: 200, body: payInJson(payIn) };
  }

  /**
   * A web mandate on an IBAN account (documented: BankAccountId, Culture, ReturnURL required, the
   * ReturnURL at most 220 characters): CREATED with the confirmation page's RedirectURL, and the
   * ReturnURL given back with `MandateId` added, as Mangopay answers it.
   */
  private createMandate(body: Record<string, unknown>): FakeReply {
    const account = this.bankAccounts.get(String(body.BankAccountId));
    if (!account) return paramError({ BankAccountId: "Unknown bank account" });
    if (!account.Active) return paramError({ BankAccountId: "The bank account is inactive" });
    if (!["DE", "EN", "ES", "FR", "IT", "NL", "PL"].includes(String(body.Culture)))
      return paramError({ Culture: "The Culture field is required." });
    const returnUrl = text(body.ReturnURL);
    if (!/^https?:\/\//.test(returnUrl) || returnUrl.length > 220)
      return paramError({ ReturnURL: "The ReturnURL field is required." });
    const id = this.id();
    const mandate: Mandate = {
      Id: id,
      UserId: account.UserId,
      BankAccountId: account.Id,
      Status: "CREATED",
      ResultCode: null,
      ResultMessage: null,
      Culture: String(body.Culture),
      ReturnURL: `${returnUrl}${returnUrl.includes("?") ? "&" : "?"}MandateId=${id}`,
      RedirectURL: `${this.base}/redirect/mandate/${id}`,
      ExecutionType: "WEB",
      MandateType: "DIRECT_DEBIT",
      Scheme: null,
      Tag: typeof body.Tag === "string" ? body.Tag : null,
    };
    this.mandates.set(id, mandate);
    return { status: 200, body: mandate };
  }

  /**
   * A direct-debit pay-in on a mandate of its author (documented: MandateId, DebitedFunds, Fees;
   * StatementDescriptor at most 10 letters, digits or spaces). A mandate neither SUBMITTED nor
   * ACTIVE gives a pay-in created FAILED with 001833, as documented; otherwise it is CREATED until
   * the back office settles it.
   */
  private createMandatePayIn(body: Record<string, unknown>): FakeReply {
    const mandate = this.mandates.get(String(body.MandateId));
    if (!mandate) return paramError({ MandateId: "Unknown mandate" });
    if (mandate.UserId !== body.AuthorId)
      return paramError({ AuthorId: "The author does not own the mandate" });
    const descriptor = body.StatementDescriptor;
    if (
      descriptor !== undefined &&
      !(typeof descriptor === "string" && /^[A-Za-z0-9 ]{1,10}$/.test(descriptor))
    )
      return paramError({ StatementDescriptor: "At most 10 letters, digits or spaces" });
    const reply = this.createPayIn(body, "DIRECT_DEBIT", "DIRECT");
    if (reply.status !== 200) return reply;
    const payIn = this.payIns.get((reply.body as { Id: string }).Id)!;
    payIn.MandateId = mandate.Id;
    if (typeof descriptor === "string") payIn.StatementDescriptor = descriptor;
    if (mandate.Status !== "SUBMITTED" && mandate.Status !== "ACTIVE") {
      payIn.Status = "FAILED";
      payIn.ResultCode = "001833";
      payIn.ResultMessage = "The Status of this Mandate does not allow for payments";
    }
    return { status: 200, body: payInJson(payIn) };
  }

  /** Refunds a succeeded pay-in (not a bank wire: those are refunded by payout, as documented). */
  private refundPayIn(payInId: string, body: Record<string, unknown>): FakeReply {
    const payIn = this.payIns.get(payInId);
    if (!payIn) return notFound();
    if (payIn.PaymentType === "BANK_WIRE")
      return paramError({ PayInId: "A bank wire pay-in cannot be refunded" });
    if (payIn.Status !== "SUCCEEDED") return paramError({ PayInId: "The pay-in has not succeeded" });
    if (body.AuthorId !== payIn.AuthorId) return paramError({ AuthorId: "The author is not the pay-in's" });
    const funds = (body.DebitedFunds as { Currency: string; Amount: number } | undefined) ?? {
      Currency: payIn.DebitedFunds.Currency,
      Amount: payIn.DebitedFunds.Amount - payIn.refunded,
    };
    const wallet = this.wallets.get(payIn.CreditedWalletId)!;
    const refund: Refund = {
      Id: this.id(),
      InitialTransactionId: payIn.Id,
      AuthorId: payIn.AuthorId,
      Status: "SUCCEEDED",
      ResultCode: "000000",
      ResultMessage: "Success",
      DebitedFunds: funds,
      Tag: typeof body.Tag === "string" ? body.Tag : null,
    };
    if (funds.Amount > payIn.DebitedFunds.Amount - payIn.refunded || wallet.Balance.Amount < funds.Amount) {
      refund.Status = "FAILED";
      refund.ResultCode = "001401";
      refund.ResultMessage = "The transaction has already been successfully refunded";
    } else {
      payIn.refunded += funds.Amount;
      wallet.Balance.Amount -= funds.Amount;
    }
    this.refunds.set(refund.Id, refund);
    return { status: 200, body: refund };
  }

  private token(req: RecordedRequest): FakeReply {
    const expected = `Basic ${Buffer.from(`${MANGOPAY_CLIENT.id}:${MANGOPAY_CLIENT.apiKey}`).toString("base64")}`;
    if (req.headers.authorization !== expected || !req.body.includes("grant_type=client_credentials"))
      return { status: 401, body: { error: "invalid_client", error_description: "bad credentials" } };
    this.tokensIssued++;
    this.validToken = `mp-token-${this.tokensIssued}`;
    return { status: 200, body: { access_token: this.validToken, token_type: "Bearer", expires_in: 3600 } };
  }

  private userJson(user: User) {
    return { ...user.body, Id: user.Id, PersonType: user.PersonType, KYCLevel: user.KYCLevel, Tag: user.Tag };
  }

  private ownDocument(id: string, userId: string): KycDocument | undefined {
    const doc = this.documents.get(id);
    return doc && doc.UserId === userId ? doc : undefined;
  }

  // --- the back office ---

  userByTag(tag: string): User {
    const user = [...this.users.values()].find((u) => u.Tag === tag);
    if (!user) throw new Error(`no user tagged ${tag}`);
    return user;
  }

  walletOf(userId: string, currency = "EUR"): Wallet {
    const wallet = [...this.wallets.values()].find(
      (w) => w.Owners.includes(userId) && w.Currency === currency,
    );
    if (!wallet) throw new Error(`no ${currency} wallet of ${userId}`);
    return wallet;
  }

  /**
   * Mangopay matched the wire (or the buyer authorised Sofort): the pay-in succeeds and credits
   * its wallet; or it fails (refused, or the wire never came and the pay-in expired).
   */
  settlePayIn(payInId: string, status: "SUCCEEDED" | "FAILED"): PayIn {
    const payIn = this.payIns.get(payInId);
    if (!payIn) throw new Error(`no payin ${payInId}`);
    payIn.Status = status;
    if (status === "SUCCEEDED") {
      const amount = payIn.DeclaredDebitedFunds?.Amount ?? payIn.DebitedFunds.Amount;
      payIn.DebitedFunds = { Currency: payIn.DebitedFunds.Currency, Amount: amount };
      payIn.CreditedFunds = { Currency: payIn.DebitedFunds.Currency, Amount: amount };
      payIn.ResultCode = "000000";
      payIn.ResultMessage = "Success";
      this.wallets.get(payIn.CreditedWalletId)!.Balance.Amount += amount;
    } else {
      payIn.ResultCode = payIn.PaymentType === "BANK_WIRE" ? "101109" : "101110";
      payIn.ResultMessage =
        payIn.PaymentType === "BANK_WIRE" ? "The payment period has expired" : "The payment has been refused";
    }
    return payIn;
  }

  /** The buyer confirmed the mandate on its page: Mangopay submits it to their bank (then ACTIVE). */
  confirmMandate(mandateId: string, status: "SUBMITTED" | "ACTIVE" = "SUBMITTED"): Mandate {
    const mandate = this.mandates.get(mandateId);
    if (!mandate) throw new Error(`no mandate ${mandateId}`);
    mandate.Status = status;
    mandate.Scheme = "SEPA";
    mandate.ResultCode = status === "SUBMITTED" ? "001836" : "000000";
    mandate.ResultMessage =
      status === "SUBMITTED" ? "The mandate has been submitted to the user's bank" : "Success";
    return mandate;
  }

  /** The mandate failed: left unconfirmed for an hour (001807, the default), refused or cancelled. */
  failMandate(
    mandateId: string,
    code = "001807",
    message = "User has let the mandate session expire without confirming",
  ): Mandate {
    const mandate = this.mandates.get(mandateId);
    if (!mandate) throw new Error(`no mandate ${mandateId}`);
    mandate.Status = "FAILED";
    mandate.ResultCode = code;
    mandate.ResultMessage = message;
    return mandate;
  }

  /** The mandate a payment of ours created (tagged payment_{id}). */
  mandateOfPayment(paymentId: number): Mandate | undefined {
    return [...this.mandates.values()].find((m) => m.Tag === `payment_${paymentId}`);
  }

  /** The pay-in a payment of ours created (tagged payment_{id}). */
  payInOfPayment(paymentId: number): PayIn | undefined {
    return [...this.payIns.values()].find((p) => p.Tag === `payment_${paymentId}`);
  }

  documentsOf(userId: string): KycDocument[] {
    return [...this.documents.values()].filter((d) => d.UserId === userId);
  }

  /** A document of another Mangopay client (another platform): our credentials do not see it. */
  foreignDocument(): KycDocument {
    const doc: KycDocument = {
      Id: this.id(),
      UserId: "foreign-user",
      Type: "IDENTITY_PROOF",
      Status: "VALIDATED",
      Tag: "",
      RefusedReasonType: null,
      RefusedReasonMessage: null,
      pages: [],
      clientId: "another-platform",
    };
    this.documents.set(doc.Id, doc);
    return doc;
  }
}

/** Countries of the SEPA zone among ours: a EUR account there takes a local (SEPA) transfer. */
const SEPA = ["AT", "BE", "DE", "ES", "FI", "FR", "GR", "IE", "IT", "PT", "PL", "CH", "GB"];

const KYC_TYPES = [
  "IDENTITY_PROOF",
  "REGISTRATION_PROOF",
  "ARTICLES_OF_ASSOCIATION",
  "SHAREHOLDER_DECLARATION",
  "ADDRESS_PROOF",
];

function payInJson(payIn: PayIn) {
  const { refunded: _refunded, ...json } = payIn;
  return json;
}

function docJson(doc: KycDocument) {
  const { pages: _pages, clientId: _client, ...json } = doc;
  return json;
}

function notFound(): FakeReply {
  return {
    status: 404,
    body: { Message: "The ressource does not exist", Type: "ressource_not_found", errors: {} },
  };
}

function paramError(errors: Record<string, string>): FakeReply {
  return { status: 400, body: { Message: PARAM_ERROR, Type: "param_error", Id: "err", Date: 0, errors } };
}

/** ISO 13616 check digits (mod 97), as Mangopay checks an IBAN. */
function validIban(value: string): boolean {
  const iban = value.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** Sends a hook the way Mangopay does: a GET with EventType, RessourceId and Date, no signature. */
export async function hookMangopay(app: FastifyInstance, eventType: string, resourceId: string) {
  const query = new URLSearchParams({ EventType: eventType, RessourceId: resourceId, Date: "1764050000" });
  const res = await app.inject({ method: "GET", url: `/api/v1/webhooks/bank_account?${query}` });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : undefined };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}
