import { eq } from "drizzle-orm";
import { checkoutSettings } from "@sellwerk/contracts";
import {
  DEFAULT_METHOD_PROVIDERS,
  METHOD_PROVIDER_KEYS,
  type MethodProviderKey,
  type PaymentMethodFlags,
} from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { paymentSettings } from "./tables.ts";

// The payment_settings row in the domain's terms, with the defaults of a seller who never saved:
// every choice on the sandbox, no flags, no bank details, version 0. The row stores the domain's
// keys (cardProvider, klarnaSubscriptions); the wire speaks snake_case (card_provider).

export type MethodProviders = Record<MethodProviderKey, string | null>;
export type FullPaymentFlags = Required<PaymentMethodFlags>;
export interface BankWire {
  account_holder: string;
  iban: string;
  bic: string;
}

export interface StoredPaymentSettings {
  methodProviders: MethodProviders;
  flags: FullPaymentFlags;
  bankWire: BankWire;
  /** 0 while the seller has never saved (a manager's flags alone leave it at 0). */
  version: number;
  exists: boolean;
}

const FLAG_KEYS = ["twint", "klarna", "mondu", "klarnaSubscriptions"] as const;

export function fullFlags(stored: Record<string, unknown>): FullPaymentFlags {
  return Object.fromEntries(FLAG_KEYS.map((k) => [k, stored[k] === true])) as FullPaymentFlags;
}

/** A stored null turns a choice off; only choices never stored take the default. */
function methodProvidersOf(stored: Record<string, unknown>): MethodProviders {
  return Object.fromEntries(
    METHOD_PROVIDER_KEYS.map((key) => {
      const value = stored[key];
      return [
        key,
        key in stored ? (typeof value === "string" ? value : null) : DEFAULT_METHOD_PROVIDERS[key],
      ];
    }),
  ) as MethodProviders;
}

export async function readPaymentSettings(
  ex: Executor,
  sellerId: number,
  lock = false,
): Promise<StoredPaymentSettings> {
  const query = ex.select().from(paymentSettings).where(eq(paymentSettings.sellerId, sellerId));
  const [row] = await (lock ? query.for("update") : query);
  return storedSettingsOf(row);
}

/** A payment_settings row (or none) with the defaults of a seller who never saved. */
export function storedSettingsOf(
  row: typeof paymentSettings.$inferSelect | undefined | null,
): StoredPaymentSettings {
  const bank = row?.bankWire ?? {};
  return {
    methodProviders: methodProvidersOf(row?.methodProviders ?? {}),
    flags: fullFlags(row?.flags ?? {}),
    bankWire: { account_holder: bank.account_holder ?? "", iban: bank.iban ?? "", bic: bank.bic ?? "" },
    version: row?.version ?? 0,
    exists: row !== undefined && row !== null,
  };
}

const WIRE = checkoutSettings.METHOD_PROVIDER_WIRE_KEYS;

export function flagsView(flags: FullPaymentFlags): checkoutSettings.PaymentFlags {
  return {
    twint: flags.twint,
    klarna: flags.klarna,
    mondu: flags.mondu,
    klarna_subscriptions: flags.klarnaSubscriptions,
  };
}

export function settingsView(s: StoredPaymentSettings): checkoutSettings.PaymentSettings {
  return {
    method_providers: Object.fromEntries(
      METHOD_PROVIDER_KEYS.map((key) => [WIRE[key], s.methodProviders[key]]),
    ) as checkoutSettings.PaymentSettings["method_providers"],
    bank_wire: s.bankWire,
    flags: flagsView(s.flags),
    version: s.version,
  };
}

/** The choices a request names, in the domain's keys; choices left out are not in the answer. */
export function methodProvidersFromWire(
  wire: Partial<Record<string, string | null | undefined>>,
): Partial<MethodProviders> {
  return Object.fromEntries(
    METHOD_PROVIDER_KEYS.filter((key) => wire[WIRE[key]] !== undefined).map((key) => [key, wire[WIRE[key]]]),
  );
}

/** The wire keys of the choices routed to a provider. */
export function choicesUsing(methodProviders: MethodProviders, provider: string): string[] {
  return METHOD_PROVIDER_KEYS.filter((key) => methodProviders[key] === provider).map((key) => WIRE[key]);
}
