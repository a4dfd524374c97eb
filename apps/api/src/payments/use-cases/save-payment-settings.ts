import { eq, sql } from "drizzle-orm";
import { checkoutSettings } from "@sellwerk/contracts";
import { BUILT_IN_PROVIDERS, METHOD_PROVIDER_KEYS, primaryMethodOf, supportsMethod } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldsFail, ok, type Result } from "../../platform/result.ts";
import { accountRows } from "../accounts.ts";
import { platformOffers } from "../connectable.ts";
import {
  methodProvidersFromWire,
  readPaymentSettings,
  settingsView,
  type BankWire,
  type MethodProviders,
} from "../settings-store.ts";
import { paymentSettings } from "../tables.ts";
import { sellerMangopayUser } from "../providers/bank-account/payers.ts";

type Issue = { param: string; code: string };
const WIRE = checkoutSettings.METHOD_PROVIDER_WIRE_KEYS;

/**
 * A choice may name only an available provider that supports the choice's own method (spec core
 * §3 matrix) and that the seller connected. Only the choices sent are judged, so a stored choice
 * does not block saving something else.
 */
function routingIssues(
  deps: Deps,
  changed: Partial<MethodProviders>,
  connected: ReadonlySet<string>,
): Issue[] {
  const issues: Issue[] = [];
  for (const key of METHOD_PROVIDER_KEYS) {
    const provider = changed[key];
    if (!provider) continue;
    const param = `method_providers.${WIRE[key]}`;
    if (!platformOffers(deps, provider)) issues.push({ param, code: "provider_not_available" });
    else if (!supportsMethod(provider, primaryMethodOf(key)))
      issues.push({ param, code: "method_not_supported" });
    else if (!connected.has(provider)) issues.push({ param, code: "provider_not_connected" });
  }
  return issues;
}

/** Our own bank wire prints these details on the order, so it cannot go without them. */
function bankWireIssues(providers: MethodProviders, bank: BankWire): Issue[] {
  if (providers.bankWireProvider !== "bank_wire") return [];
  return (["account_holder", "iban"] as const)
    .filter((field) => !bank[field])
    .map((field) => ({ param: `bank_wire.${field}`, code: "required" }));
}

/**
 * Saves which provider serves each method choice and the bank-wire details. `version` must be
 * the one read (0 before the first save); flags are the manager's and not changed here.
 */
export async function savePaymentSettings(
  deps: Deps,
  sellerId: number,
  body: checkoutSettings.SavePaymentSettingsBody,
): Promise<Result<checkoutSettings.PaymentSettings>> {
  return deps.db.transaction(async (tx) => {
    const current = await readPaymentSettings(tx, sellerId, true);
    if (current.version !== body.version) return fail("CONFLICT");
    const changed = methodProvidersFromWire(body.method_providers);
    const providers: MethodProviders = { ...current.methodProviders, ...changed };
    const bankWire = body.bank_wire ?? current.bankWire;

    const rows = await accountRows(tx, sellerId, "share");
    const connected = new Set<string>([...rows.map((r) => r.provider), ...BUILT_IN_PROVIDERS]);
    // bank_account pays in to the seller's own Mangopay wallet: only a seller verified through it
    // has one, so for anyone else it counts as not connected.
    if (Object.values(changed).includes("bank_account") && !(await sellerMangopayUser(tx, sellerId)))
      connected.delete("bank_account");
    const issues = [...routingIssues(deps, changed, connected), ...bankWireIssues(providers, bankWire)];
    if (issues.length) return fieldsFail(issues);

    const values = { methodProviders: providers, bankWire: { ...bankWire }, updatedAt: deps.clock.now() };
    const [row] = current.exists
      ? await tx
          .update(paymentSettings)
          .set({ ...values, version: sql`${paymentSettings.version} + 1` })
          .where(eq(paymentSettings.sellerId, sellerId))
          .returning()
      : // Two first saves race on the primary key; the second finds the row taken and is told.
        await tx
          .insert(paymentSettings)
          .values({ sellerId, ...values, version: 1 })
          .onConflictDoNothing()
          .returning();
    if (!row) return fail("CONFLICT");
    return ok(settingsView({ ...current, methodProviders: providers, bankWire, version: row.version }));
  });
}
