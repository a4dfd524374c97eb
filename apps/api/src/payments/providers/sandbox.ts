import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  cardBrand,
  checkCardNumber,
  checkIban,
  platformFee,
  SANDBOX_FEE,
  sandboxCardOutcome,
  sandboxIbanOutcome,
  type PaymentMethod,
  type SandboxOutcome,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { PAYOUT_EVENT_JOB } from "../../platform/jobs/names.ts";
import { sandboxCharges } from "../tables.ts";
import type {
  ChargeOutcome,
  ChargeRequest,
  PaymentProvider,
  RefundOutcome,
  RefundRequest,
  SavedInstrument,
} from "./provider.ts";

// The built-in sandbox: a provider of our own that behaves like a real one in test mode. Test
// card numbers and IBANs (packages/domain orders/sandbox.ts) decide the outcome; 3-D Secure and
// redirect methods send the buyer to our sandbox page (under the order's page, with a random
// challenge reference: /s/:username/payment/:token/sandbox/:challenge) to approve or fail;
// SEPA settles a little later through a job. Its records live in sandbox_charges, as a real
// provider keeps its own; everything else reaches us as ProviderEvents, like webhooks.

const CARD_METHODS: ReadonlySet<PaymentMethod> = new Set(["card", "cardAmEx", "apple_pay", "google_pay"]);
const DEBIT_METHODS: ReadonlySet<PaymentMethod> = new Set(["sepa", "sofort_sepa", "ideal_sepa"]);

/** Saved methods carry their behaviour, like a real provider's test payment methods do. */
type Behaviour = "ok" | "decline_later";

export const SANDBOX_EVENT_JOB = "payments.sandbox-event";
/** How long SEPA takes to settle in the sandbox (real SEPA: days). */
export const SANDBOX_SETTLE_SECONDS = 8;
/** How long after a payment the sandbox's chargeback test card disputes it. */
export const SANDBOX_CHARGEBACK_SECONDS = 5;

/** The sandbox's reference of a payment's charge: one per payment, so a retried call finds it. */
const chargeRefOf = (paymentId: number) => `sbx_ch_${paymentId}`;

export const sandboxFee = (amount: number) => platformFee(amount, SANDBOX_FEE.basisPoints, SANDBOX_FEE.fixed);

function instrumentOf(
  method: PaymentMethod,
  behaviour: Behaviour,
  display: Record<string, unknown>,
): SavedInstrument {
  return {
    customerRef: null,
    methodRef: `sbx_pm_${method}_${behaviour}_${typeof display.last4 === "string" ? display.last4 : "0000"}`,
    display,
  };
}

function behaviourOf(methodRef: string): Behaviour {
  return methodRef.includes("_decline_later_") ? "decline_later" : "ok";
}

function expiryRefusal(exp: string | undefined, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(exp ?? "");
  if (!match) return "invalid_card_expiry";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "invalid_card_expiry";
  const end = Date.UTC(year, month, 1);
  return end <= now.getTime() ? "expired_card" : null;
}

export type SandboxCharge = typeof sandboxCharges.$inferSelect;

export function createSandboxProvider(
  deps: Pick<Deps, "db" | "clock" | "jobs" | "config">,
): PaymentProvider & {
  find(ref: string): Promise<SandboxCharge | null>;
  findChallenge(challenge: string): Promise<SandboxCharge | null>;
  complete(ref: string, approve: boolean): Promise<SandboxCharge | null>;
  settle(ref: string): Promise<void>;
} {
  const now = () => deps.clock.now();

  async function record(values: typeof sandboxCharges.$inferInsert): Promise<SandboxCharge> {
    return (await recordOnce(values)).row;
  }

  /** Records a charge; a retried call with the same payment finds its first record (not new). */
  async function recordOnce(
    values: typeof sandboxCharges.$inferInsert,
  ): Promise<{ row: SandboxCharge; created: boolean }> {
    const [row] = await deps.db.insert(sandboxCharges).values(values).onConflictDoNothing().returning();
    return row ? { row, created: true } : { row: (await find(values.ref))!, created: false };
  }

  async function find(ref: string): Promise<SandboxCharge | null> {
    const [row] = await deps.db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, ref));
    return row ?? null;
  }

  function outcomeOf(row: SandboxCharge): ChargeOutcome {
    const instrument = (row.instrument as SavedInstrument | null) ?? undefined;
    switch (row.state) {
      case "succeeded":
        return {
          status: "succeeded",
          providerRef: row.ref,
          fee: sandboxFee(row.amount),
          ...(instrument ? { instrument } : {}),
        };
      case "processing":
        return { status: "processing", providerRef: row.ref, ...(instrument ? { instrument } : {}) };
      case "requires_action": {
        const page = (row.outcome as { page?: unknown }).page;
        // A challenge recorded before pages were bound to orders has no page anyone may open.
        if (typeof page !== "string")
          return { status: "failed", providerRef: row.ref, code: "authentication_failed" };
        return {
          status: "requires_action",
          providerRef: row.ref,
          nextAction: { type: "redirect", url: page },
        };
      }
      default:
        return { status: "failed", providerRef: row.ref, code: row.failureCode ?? "card_declined" };
    }
  }

  async function emit(ref: string, event: Record<string, unknown>, afterSeconds: number): Promise<void> {
    await deps.jobs.enqueue(deps.db, SANDBOX_EVENT_JOB, { ref, event }, { startAfterSeconds: afterSeconds });
  }

  /** What the buyer's input says will happen, or a refusal code for malformed input. */
  function decide(
    request: ChargeRequest,
  ): { outcome: SandboxOutcome; display: Record<string, unknown> } | { refusal: string } {
    const text = (key: string) => {
      const value = request.paymentData[key];
      return typeof value === "string" ? value : "";
    };
    if (CARD_METHODS.has(request.method)) {
      const number = text("card_number").replace(/\s+/g, "");
      const invalid = checkCardNumber(number);
      if (invalid) return { refusal: invalid };
      const expiry = expiryRefusal(text("exp"), now());
      if (expiry) return { refusal: expiry };
      if (!/^\d{3,4}$/.test(text("cvc"))) return { refusal: "invalid_card_cvc" };
      return {
        outcome: sandboxCardOutcome(number) ?? { kind: "succeed" },
        display: { brand: cardBrand(number), last4: number.slice(-4), exp: text("exp") },
      };
    }
    if (DEBIT_METHODS.has(request.method)) {
      const iban = text("iban").replace(/\s+/g, "").toUpperCase();
      const invalid = checkIban(iban);
      if (invalid) return { refusal: invalid };
      return {
        outcome: sandboxIbanOutcome(iban) ?? { kind: "settle_later", succeed: true },
        display: { iban_last4: iban.slice(-4), holder: text("account_holder") },
      };
    }
    if (request.method === "bank_wire")
      return { outcome: { kind: "settle_later", succeed: true }, display: {} };
    // PayPal, Sofort, iDEAL, P24, Klarna, Twint …: the buyer approves on the sandbox's page.
    return { outcome: { kind: "challenge" }, display: { email: request.payer.email } };
  }

  async function chargeOffSession(
    request: ChargeRequest,
    instrument: SavedInstrument,
  ): Promise<ChargeOutcome> {
    const declines = behaviourOf(instrument.methodRef) === "decline_later";
    const row = await record({
      ref: chargeRefOf(request.paymentId),
      sellerId: Number(request.metadata.seller_id ?? 0),
      method: request.method,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      state: declines ? "failed" : "succeeded",
      failureCode: declines ? "card_declined" : null,
      instrument: { ...instrument },
    });
    return outcomeOf(row);
  }

  return {
    name: "sandbox",
    isTestMode: () => true,
    clientConfig: () => ({}),

    async charge(request) {
      if (request.instrument) return chargeOffSession(request, request.instrument);
      const decision = decide(request);
      const ref = chargeRefOf(request.paymentId);
      const base = {
        ref,
        sellerId: Number(request.metadata.seller_id ?? 0),
        method: request.method,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
      };
      if ("refusal" in decision) {
        const row = await record({ ...base, state: "failed", failureCode: decision.refusal });
        return outcomeOf(row);
      }
      const { outcome, display } = decision;
      const behaviour: Behaviour =
        outcome.kind === "succeed_then_decline_off_session" ? "decline_later" : "ok";
      // A bank transfer is the buyer's own act each time: nothing can be charged with it later.
      const reusable = request.saveForFuture && request.method !== "bank_wire";
      const saved = reusable ? instrumentOf(request.method, behaviour, display) : null;
      const instrument = saved ? { ...saved } : null;
      // No look-up first: a retried call's record() finds the first record (and emits nothing).
      switch (outcome.kind) {
        case "decline":
          return outcomeOf(await record({ ...base, state: "failed", failureCode: outcome.code }));
        case "challenge": {
          // Nobody could answer a challenge without the order's page (off-session).
          if (!request.orderPageUrl)
            return outcomeOf(
              await record({ ...base, state: "failed", failureCode: "authentication_failed" }),
            );
          // Random, not the counting ref: the page must not be found by guessing the next number.
          const challenge = randomBytes(24).toString("base64url");
          const page = `${request.orderPageUrl}/sandbox/${challenge}`;
          return outcomeOf(
            await record({
              ...base,
              state: "requires_action",
              outcome: { ...outcome, page },
              challenge,
              instrument,
            }),
          );
        }
        case "settle_later": {
          const { row, created } = await recordOnce({
            ...base,
            state: "processing",
            outcome: { ...outcome },
            instrument,
            // Bank wires settle when the transfer arrives (simulated by the buyer or marked by the seller).
            settleAt:
              request.method === "bank_wire"
                ? null
                : new Date(now().getTime() + SANDBOX_SETTLE_SECONDS * 1000),
          });
          if (created && request.method !== "bank_wire")
            await emit(ref, { type: "settle" }, SANDBOX_SETTLE_SECONDS);
          return outcomeOf(row);
        }
        case "succeed_then_chargeback": {
          const { row, created } = await recordOnce({
            ...base,
            state: "succeeded",
            outcome: { ...outcome },
            instrument,
          });
          if (created) await emit(ref, { type: "chargeback" }, SANDBOX_CHARGEBACK_SECONDS);
          return outcomeOf(row);
        }
        default:
          return outcomeOf(await record({ ...base, state: "succeeded", instrument }));
      }
    },

    async retrieve(chargeRef) {
      const row = await find(chargeRef);
      return row ? outcomeOf(row) : { status: "failed", providerRef: chargeRef, code: "card_declined" };
    },

    async refund(request: RefundRequest): Promise<RefundOutcome> {
      const charge = await find(request.chargeRef);
      if (!charge || charge.state !== "succeeded")
        return { status: "failed", providerRef: null, code: "refund_not_possible" };
      const row = await record({
        ref: `sbx_re_${request.paymentId}`,
        sellerId: charge.sellerId,
        kind: "refund",
        method: charge.method,
        amount: request.amount,
        currency: request.currency,
        state: "succeeded",
        chargeRef: charge.ref,
      });
      return { status: "succeeded", providerRef: row.ref };
    },

    // The charge's reference is derived from the payment id, as Stripe's idempotency key is.
    async findCharge(lookup) {
      const row = await find(chargeRefOf(lookup.paymentId));
      return row ? outcomeOf(row) : null;
    },

    find,

    async findChallenge(challenge) {
      const [row] = await deps.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.challenge, challenge));
      return row ?? null;
    },

    /** The buyer's answer on the sandbox page: a passed challenge or an approved redirect. */
    async complete(ref, approve) {
      const row = await find(ref);
      if (!row || row.state !== "requires_action") return row;
      const [updated] = await deps.db
        .update(sandboxCharges)
        .set(approve ? { state: "succeeded" } : { state: "failed", failureCode: "authentication_failed" })
        .where(eq(sandboxCharges.ref, ref))
        .returning();
      await emit(ref, { type: "completed" }, 0);
      return updated ?? null;
    },

    /** A processing debit reaches its result (job), or a bank wire's transfer arrived. */
    async settle(ref) {
      const row = await find(ref);
      if (!row || row.state !== "processing") return;
      const succeed = (row.outcome as { succeed?: boolean }).succeed !== false;
      const code = (row.outcome as { code?: string }).code ?? "sepa_debit_failed";
      await deps.db
        .update(sandboxCharges)
        .set(succeed ? { state: "succeeded" } : { state: "failed", failureCode: code })
        .where(eq(sandboxCharges.ref, ref));
    },
  };
}

// --- payouts ---

/** How long the sandbox takes to report a payout paid (a bank: a day or two). */
export const SANDBOX_PAYOUT_SECONDS = 3;
/** A payout to an account ending like the sandbox's failing IBAN (DE62…3001) fails, as a closed account would. */
const FAILING_PAYOUT_ACCOUNT = /3001$/;

/**
 * The sandbox's payouts (the payouts context's PayoutProvider): accepted at once under a reference
 * derived from the payout id (a retried send is the same payout), reported paid — or failed for
 * the failing test IBAN — a few seconds later through the payout event job, as a bank
 * provider's webhook would.
 */
export function sandboxPayouts(deps: Pick<Deps, "db" | "jobs">) {
  return {
    name: "sandbox",
    async send(request: { payoutId: number; ibanMasked: string | null }) {
      const providerRef = `sbx_po_${request.payoutId}`;
      const fails = FAILING_PAYOUT_ACCOUNT.test(request.ibanMasked ?? "");
      await deps.jobs.enqueue(
        deps.db,
        PAYOUT_EVENT_JOB,
        {
          provider: "sandbox",
          providerRef,
          payoutId: request.payoutId,
          type: fails ? "payout.failed" : "payout.paid",
          code: fails ? "account_closed" : null,
        },
        { startAfterSeconds: SANDBOX_PAYOUT_SECONDS },
      );
      return { status: "issued" as const, providerRef };
    },
  };
}
