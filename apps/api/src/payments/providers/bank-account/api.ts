import type { BankAccountClient } from "./client.ts";

// The Mangopay v2.01 resources this platform uses, typed by the fields we read, each called
// through the official SDK's service. Amounts are integer minor units, as Mangopay takes them.

export interface MangopayAddress {
  AddressLine1?: string;
  City?: string;
  PostalCode?: string;
  Country?: string;
}

export interface MangopayUser {
  Id: string;
  PersonType: "NATURAL" | "LEGAL";
  FirstName?: string | null;
  LastName?: string | null;
  /** A legal user's registered name. */
  Name?: string | null;
  /** LIGHT until the identity documents are validated, then REGULAR (payouts need it). */
  KYCLevel: "LIGHT" | "REGULAR";
  Tag?: string | null;
  Address?: MangopayAddress | null;
  HeadquartersAddress?: MangopayAddress | null;
}

export interface MangopayWallet {
  Id: string;
  Owners: string[];
  Currency: string;
  Balance: { Currency: string; Amount: number };
}

export interface MangopayKycDocument {
  Id: string;
  UserId: string;
  Type: string;
  Status: "CREATED" | "VALIDATION_ASKED" | "VALIDATED" | "REFUSED" | "OUT_OF_DATE";
  RefusedReasonType?: string | null;
  RefusedReasonMessage?: string | null;
}

export interface MangopayUboDeclaration {
  Id: string;
  UserId: string;
  Status: "CREATED" | "VALIDATION_ASKED" | "INCOMPLETE" | "VALIDATED" | "REFUSED";
  Reason?: string | null;
  Message?: string | null;
}

export interface MangopayBankAccount {
  Id: string;
  UserId: string;
  Active: boolean;
  IBAN?: string;
  OwnerName?: string;
}

/**
 * A Recipient (Mangopay's replacement of bank accounts for payouts): PENDING until its owner
 * passed SCA on Mangopay's page (PendingUserAction.RedirectUrl), then ACTIVE; CANCELED when SCA
 * failed or was abandoned, DEACTIVATED when deactivated. Its Id is a payout's BankAccountId.
 */
export interface MangopayRecipient {
  Id: string;
  UserId: string;
  Status: "PENDING" | "CANCELED" | "ACTIVE" | "DEACTIVATED";
  PendingUserAction?: { RedirectUrl?: string | null } | null;
  Tag?: string | null;
}

/** A field of a recipient schema (GET /recipients/schema), by what we read. */
export interface MangopaySchemaField {
  Required?: boolean;
}

/**
 * The schema of one recipient kind: the account details part (`LocalBankTransfer` per currency,
 * or `InternationalBankTransfer`) names the fields the account needs (IBAN or AccountNumber, BIC …).
 */
export interface MangopayRecipientSchema {
  LocalBankTransfer?: Record<string, Record<string, MangopaySchemaField>> | null;
  InternationalBankTransfer?: Record<string, MangopaySchemaField> | null;
}

export interface MangopayPayOut {
  Id: string;
  AuthorId: string;
  DebitedWalletId: string;
  Status: "CREATED" | "SUCCEEDED" | "FAILED";
  ResultCode?: string | null;
  ResultMessage?: string | null;
  DebitedFunds: { Currency: string; Amount: number };
  Tag?: string | null;
}

export interface MangopayMoney {
  Currency: string;
  Amount: number;
}

/** A pay-in as GET /payins/{id} answers it (bank wire direct or direct-debit web), by the fields we read. */
export interface MangopayPayIn {
  Id: string;
  AuthorId: string;
  CreditedWalletId: string;
  CreditedUserId?: string | null;
  PaymentType: string;
  ExecutionType: string;
  Status: "CREATED" | "SUCCEEDED" | "FAILED";
  ResultCode?: string | null;
  ResultMessage?: string | null;
  DebitedFunds?: MangopayMoney | null;
  CreditedFunds?: MangopayMoney | null;
  Tag?: string | null;
  /** Bank wire: what the buyer must write on the wire, and Mangopay's account to wire to. */
  DeclaredDebitedFunds?: MangopayMoney;
  WireReference?: string;
  BankAccount?: {
    Type?: string;
    OwnerName?: string;
    IBAN?: string;
    BIC?: string;
  };
  /** Direct-debit web (Sofort): where the buyer authorises the payment. */
  RedirectURL?: string;
  /** Direct debit on a mandate (SEPA): the mandate debited. */
  MandateId?: string;
}

/**
 * A SEPA direct-debit mandate (POST /mandates/directdebit/web). CREATED until the buyer confirmed
 * it on Mangopay's RedirectURL (it expires unconfirmed after an hour, FAILED 001807), SUBMITTED
 * once sent to their bank, ACTIVE once the bank accepted it or a debit went through; FAILED when
 * refused or cancelled, EXPIRED when the SDK's enum says so (left unused). Only SUBMITTED and
 * ACTIVE may be debited (Mangopay's error 001833 otherwise).
 */
export interface MangopayMandate {
  Id: string;
  UserId: string;
  BankAccountId: string;
  Status: "CREATED" | "SUBMITTED" | "ACTIVE" | "FAILED" | "EXPIRED";
  ResultCode?: string | null;
  ResultMessage?: string | null;
  RedirectURL?: string;
  ReturnURL?: string;
  Tag?: string | null;
}

export interface MangopayRefund {
  Id: string;
  InitialTransactionId: string;
  Status: "CREATED" | "SUCCEEDED" | "FAILED";
  ResultCode?: string | null;
  ResultMessage?: string | null;
  DebitedFunds: MangopayMoney;
}

export type UserInput = Record<string, unknown> & { PersonType: "NATURAL" | "LEGAL" };

/** `key`: an Idempotency-Key, so a POST repeated after a lost answer is answered, not repeated. */
export function mangopayApi(client: BankAccountClient) {
  return {
    createUser: (user: UserInput, key: string) =>
      client.call<MangopayUser>("create user", (o, { Users }) => Users.create!(user, undefined, o), key),
    getUser: (userId: string) =>
      client.call<MangopayUser>("get user", (o, { Users }) => Users.get!(userId, undefined, o)),
    getWallets: (userId: string) =>
      client.call<MangopayWallet[]>("get wallets", (o, { Users }) => Users.getWallets!(userId, undefined, o)),
    createWallet: (userId: string, currency: string, key: string) =>
      client.call<MangopayWallet>(
        "create wallet",
        (o, { Wallets }) =>
          Wallets.create!(
            { Owners: [userId], Currency: currency, Description: `Sellwerk ${currency}` },
            undefined,
            o,
          ),
        key,
      ),
    createKycDocument: (userId: string, input: { Type: string; Tag: string }, key: string) =>
      client.call<MangopayKycDocument>(
        "create kyc document",
        (o, { Users }) => Users.createKycDocument!(userId, input, undefined, o),
        key,
      ),
    addKycPage: (userId: string, documentId: string, base64: string, key: string) =>
      client.call<unknown>(
        "add kyc page",
        (o, { Users }) => Users.createKycPage!(userId, documentId, { File: base64 }, undefined, o),
        key,
      ),
    askKycValidation: (userId: string, documentId: string) =>
      client.call<MangopayKycDocument>("submit kyc document", (o, { Users }) =>
        Users.updateKycDocument!(userId, { Id: documentId, Status: "VALIDATION_ASKED" }, undefined, o),
      ),
    getKycDocument: (documentId: string) =>
      client.call<MangopayKycDocument>("get kyc document", (o, { KycDocuments }) =>
        KycDocuments.get!(documentId, undefined, o),
      ),
    createUboDeclaration: (userId: string, key: string) =>
      client.call<MangopayUboDeclaration>(
        "create ubo declaration",
        (o, { UboDeclarations }) => UboDeclarations.create!(userId, undefined, o),
        key,
      ),
    addUbo: (userId: string, declarationId: string, ubo: Record<string, unknown>, key: string) =>
      client.call<{ Id: string }>(
        "add ubo",
        (o, { UboDeclarations }) => UboDeclarations.createUbo!(userId, declarationId, ubo, undefined, o),
        key,
      ),
    askUboValidation: (userId: string, declarationId: string) =>
      client.call<MangopayUboDeclaration>("submit ubo declaration", (o, { UboDeclarations }) =>
        UboDeclarations.update!(
          userId,
          { Id: declarationId, Ubos: [], Status: "VALIDATION_ASKED" },
          undefined,
          o,
        ),
      ),
    getUboDeclaration: (declarationId: string) =>
      client.call<MangopayUboDeclaration>("get ubo declaration", (o, { UboDeclarations }) =>
        UboDeclarations.getById!(declarationId, undefined, o),
      ),
    createIbanAccount: (userId: string, account: Record<string, unknown>, key: string) =>
      client.call<MangopayBankAccount>(
        "create bank account",
        (o, { Users }) => Users.createBankAccount!(userId, { Type: "IBAN", ...account }, undefined, o),
        key,
      ),
    getBankAccount: (userId: string, bankAccountId: string) =>
      client.call<MangopayBankAccount>("get bank account", (o, { Users }) =>
        Users.getBankAccount!(userId, bankAccountId, undefined, o),
      ),
    deactivateBankAccount: (userId: string, bankAccountId: string) =>
      client.call<MangopayBankAccount>("deactivate bank account", (o, { Users }) =>
        Users.deactivateBankAccount!(userId, bankAccountId, undefined, o),
      ),
    /** GET /recipients/payout-methods: LocalBankTransfer and/or InternationalBankTransfer. */
    getPayoutMethods: (country: string, currency: string) =>
      client.call<{ AvailablePayoutMethods?: string[] }>("get payout methods", (o, { Recipients }) =>
        Recipients.getPayoutMethods!(country, currency, undefined, o),
      ),
    getRecipientSchema: (method: string, type: string, currency: string, country: string) =>
      client.call<MangopayRecipientSchema>("get recipient schema", (o, { Recipients }) =>
        Recipients.getSchema!(method, type, currency, country, undefined, o),
      ),
    /** POST /users/{id}/recipients: PENDING, with the SCA page its owner must pass. */
    createRecipient: (userId: string, input: Record<string, unknown>, key: string) =>
      client.call<MangopayRecipient>(
        "create recipient",
        (o, { Recipients }) => Recipients.create!(input, userId, undefined, o),
        key,
      ),
    getRecipient: (recipientId: string) =>
      client.call<MangopayRecipient>("get recipient", (o, { Recipients }) =>
        Recipients.get!(recipientId, undefined, o),
      ),
    deactivateRecipient: (recipientId: string) =>
      client.call<MangopayRecipient>("deactivate recipient", (o, { Recipients }) =>
        Recipients.deactivate!(recipientId, undefined, o),
      ),
    createPayOut: (input: Record<string, unknown>, key: string) =>
      client.call<MangopayPayOut>(
        "create payout",
        (o, { PayOuts }) => PayOuts.create!({ PaymentType: "BANK_WIRE", ...input }, undefined, o),
        key,
      ),
    getPayOut: (payOutId: string) =>
      client.call<MangopayPayOut>("get payout", (o, { PayOuts }) => PayOuts.get!(payOutId, undefined, o)),
    /** POST /payins/bankwire/direct: Mangopay answers the account and reference the buyer wires to. */
    createBankWirePayIn: (input: Record<string, unknown>, key: string) =>
      client.call<MangopayPayIn>(
        "create bank wire payin",
        (o, { PayIns }) =>
          PayIns.create!({ PaymentType: "BANK_WIRE", ExecutionType: "DIRECT", ...input }, undefined, o),
        key,
      ),
    /** POST /payins/directdebit/web (Sofort): Mangopay answers the RedirectURL for the buyer. */
    createDirectDebitWebPayIn: (input: Record<string, unknown>, key: string) =>
      client.call<MangopayPayIn>(
        "create direct debit web payin",
        (o, { PayIns }) =>
          PayIns.create!({ PaymentType: "DIRECT_DEBIT", ExecutionType: "WEB", ...input }, undefined, o),
        key,
      ),
    /** POST /mandates/directdebit/web on the buyer's IBAN account: answers the RedirectURL to confirm it. */
    createMandate: (input: Record<string, unknown>, key: string) =>
      client.call<MangopayMandate>(
        "create mandate",
        (o, { Mandates }) => Mandates.create!(input, undefined, o),
        key,
      ),
    getMandate: (mandateId: string) =>
      client.call<MangopayMandate>("get mandate", (o, { Mandates }) =>
        Mandates.get!(mandateId, undefined, o),
      ),
    /** POST /payins/directdebit/direct: debits a confirmed mandate, no buyer present. */
    createMandatePayIn: (input: Record<string, unknown>, key: string) =>
      client.call<MangopayPayIn>(
        "create direct debit payin",
        (o, { PayIns }) =>
          PayIns.create!({ PaymentType: "DIRECT_DEBIT", ExecutionType: "DIRECT", ...input }, undefined, o),
        key,
      ),
    /** GET /responses/{key}: what a POST with this key was answered (its status and resource). */
    firstAnswer: (key: string) =>
      client.call<{ StatusCode: string; Resource: unknown }>("get first answer", (o, { Idempotency }) =>
        Idempotency.get!(key, undefined, o),
      ),
    getPayIn: (payInId: string) =>
      client.call<MangopayPayIn>("get payin", (o, { PayIns }) => PayIns.get!(payInId, undefined, o)),
    /** POST /payins/{id}/refunds: a full or partial refund to the buyer. */
    refundPayIn: (payInId: string, input: Record<string, unknown>, key: string) =>
      client.call<MangopayRefund>(
        "refund payin",
        (o, { PayIns }) => PayIns.createRefund!(payInId, input, undefined, o),
        key,
      ),
  };
}

export type MangopayApi = ReturnType<typeof mangopayApi>;
