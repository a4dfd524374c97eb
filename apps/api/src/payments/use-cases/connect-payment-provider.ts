import type { checkoutSettings } from "@sellwerk/contracts";
import {
  CREDENTIAL_FORMS,
  credentialFormKey,
  stripeKeyMode,
  type CredentialForm,
  type CredentialFormKey,
  type PaymentProviderName,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { secretBoxFor } from "../../platform/crypto/secret-box.ts";
import { fieldsFail, ok, type Result } from "../../platform/result.ts";
import { enteredValues, findAccountRow, sealContext } from "../accounts.ts";
import { refuseUnconnectable } from "../connectable.ts";
import { splitCredentials, type CredentialValues } from "../credentials.ts";
import { providerAccountView } from "../provider-view.ts";
import { readPaymentSettings } from "../settings-store.ts";
import { paymentProviderAccounts } from "../tables.ts";

type FormKey = CredentialFormKey;

/** The form's values: what was sent, and for secrets left empty what was stored before. */
function mergeValues(form: FormKey, kept: CredentialValues, sent: checkoutSettings.CredentialsInput) {
  const spec: CredentialForm = CREDENTIAL_FORMS[form];
  const values: CredentialValues = {};
  for (const field of spec.fields) {
    const given = sent[field];
    if (given !== undefined && given !== "") values[field] = given;
    else if (spec.secrets.includes(field) && kept[field] !== undefined) values[field] = kept[field];
  }
  // A PayPal account is live unless it says sandbox.
  if (spec.fields.includes("sandbox")) values.sandbox ??= kept.sandbox ?? false;
  return values;
}

function problems(form: FormKey, values: CredentialValues): { param: string; code: string }[] {
  const spec: CredentialForm = CREDENTIAL_FORMS[form];
  const out = spec.fields
    .filter((field) => !spec.optional.includes(field) && values[field] === undefined)
    .map((field) => ({ param: `credentials.${field}`, code: "required" }));
  const publishable = values.publishable_key;
  const secret = values.secret_key;
  // Test keys with live keys would take the buyer's card on one account and charge another.
  if (typeof publishable === "string" && typeof secret === "string")
    if (stripeKeyMode(publishable) !== stripeKeyMode(secret))
      out.push({ param: "credentials.secret_key", code: "key_mode_mismatch" });
  return out;
}

/**
 * Connects a provider or changes its credentials. Secrets are stored encrypted and bound to this
 * seller and provider; a secret left empty on an update keeps the stored one (the form shows only
 * its masked hint). Switching PayPal between rest and nvp starts from an empty form.
 */
export async function connectPaymentProvider(
  deps: Deps,
  sellerId: number,
  provider: PaymentProviderName,
  body: checkoutSettings.ConnectProviderBody,
): Promise<Result<checkoutSettings.ProviderAccount>> {
  const refused = refuseUnconnectable(deps, provider);
  if (refused) return refused;
  const form = credentialFormKey(provider, body.mode)!;
  const mode = provider === "paypal" ? (body.mode ?? "rest") : null;
  const box = await secretBoxFor(deps);

  return deps.db.transaction(async (tx) => {
    const existing = await findAccountRow(tx, sellerId, provider, true);
    const kept = existing && existing.mode === mode ? enteredValues(box, existing) : {};
    const values = mergeValues(form, kept, body.credentials);
    const issues = problems(form, values);
    if (issues.length) return fieldsFail(issues);

    const parts = splitCredentials(form, values);
    const sealed = {
      mode,
      credentials: Object.keys(parts.secrets).length
        ? box.encrypt(parts.secrets, sealContext(sellerId, provider, "credentials"))
        : null,
      webhookSecret: parts.webhookSecret
        ? box.encrypt({ value: parts.webhookSecret }, sealContext(sellerId, provider, "webhook_secret"))
        : null,
      publicConfig: parts.publicConfig,
      active: true,
      updatedAt: deps.clock.now(),
    };
    const [row] = await tx
      .insert(paymentProviderAccounts)
      .values({ sellerId, provider, ...sealed })
      .onConflictDoUpdate({
        target: [paymentProviderAccounts.sellerId, paymentProviderAccounts.provider],
        set: sealed,
      })
      .returning();
    const settings = await readPaymentSettings(tx, sellerId);
    return ok(providerAccountView(deps, provider, row, settings.methodProviders));
  });
}
