import {
  checkBic,
  checkIban,
  CREDENTIAL_CHECKS,
  normalizeBic,
  PAYPAL_MODES,
  type CredentialField,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  type MethodProviderKey,
} from "@sellwerk/domain";
import { z, fromCheck } from "../zod.ts";
import { dateTime, recordId } from "../product-parts.ts";

// Payment providers and payment settings of the seller (spec core §2 /cabinet/settings/…, §3),
// and the manager's feature flags (spec two §6). docs/api-checkout-settings.md.

export const paymentProvider = z.enum(PAYMENT_PROVIDERS);
export const providerParams = z.object({ provider: paymentProvider });

// --- connecting a provider ---------------------------------------------------------------

/** Optional text: "" means "not given" (a secret left empty keeps the stored one). */
const given = (max: number, check?: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((value, ctx) => {
      if (value && check) fromCheck(check)(value, ctx);
    })
    .optional();

/** Every credential field of every provider; which are needed depends on the provider (CREDENTIAL_FORMS). */
export const credentialsInput = z
  .object({
    publishable_key: given(255, CREDENTIAL_CHECKS.publishable_key),
    secret_key: given(255, CREDENTIAL_CHECKS.secret_key),
    webhook_secret: given(255, CREDENTIAL_CHECKS.webhook_secret),
    email: given(254, CREDENTIAL_CHECKS.email),
    client_id: given(255, CREDENTIAL_CHECKS.client_id),
    client_secret: given(255),
    merchant_id: given(64, CREDENTIAL_CHECKS.merchant_id),
    webhook_id: given(64, CREDENTIAL_CHECKS.webhook_id),
    sandbox: z.boolean().optional(),
    user: given(255, CREDENTIAL_CHECKS.user),
    password: given(255),
    signature: given(255),
    account_id: given(64, CREDENTIAL_CHECKS.account_id),
  })
  .strict() satisfies z.ZodType<Partial<Record<CredentialField, string | boolean>>>;
export type CredentialsInput = z.infer<typeof credentialsInput>;

export const connectProviderBody = z.object({
  /** PayPal only: rest (default) or nvp. */
  mode: z.enum(PAYPAL_MODES).optional(),
  credentials: credentialsInput,
});
export type ConnectProviderBody = z.infer<typeof connectProviderBody>;

// --- the provider list ---------------------------------------------------------------------

const methodKeyWire = z.string();

export const providerAccount = z.object({
  provider: paymentProvider,
  /** false for the spec's providers Sellwerk does not offer yet: shown, never selectable. */
  available: z.boolean(),
  /** sandbox and bank_wire: nothing to connect, always connected. */
  built_in: z.boolean(),
  connected: z.boolean(),
  /** PayPal: rest or nvp; null otherwise. */
  mode: z.string().nullable(),
  /** Whether payments through it move no real money; null when unknown. */
  test_mode: z.boolean().nullable(),
  /** What may be shown: public ids and masked secrets ("sk_test_…4242"), never a secret. */
  public_config: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** Methods it can serve (the support matrix). */
  methods: z.array(z.enum(PAYMENT_METHODS)),
  /** The seller's method choices routed to it (wire keys, e.g. card_provider). */
  used_by: z.array(methodKeyWire),
  connected_at: dateTime.nullable(),
});
export type ProviderAccount = z.infer<typeof providerAccount>;
export const providerAccountsAnswer = z.object({ list: z.array(providerAccount) });
export const providerAccountEnvelope = z.object({ provider_account: providerAccount });

// --- payment settings ---------------------------------------------------------------------

/** The wire names of the method choices (snake_case like every key; the web client camelCases them back). */
export const METHOD_PROVIDER_WIRE_KEYS = {
  cardProvider: "card_provider",
  applePayProvider: "apple_pay_provider",
  googlePayProvider: "google_pay_provider",
  p24Provider: "p24_provider",
  sofortProvider: "sofort_provider",
  bankWireProvider: "bank_wire_provider",
  payPalProvider: "pay_pal_provider",
  sepaProvider: "sepa_provider",
  idealProvider: "ideal_provider",
  klarnaProvider: "klarna_provider",
} as const satisfies Record<MethodProviderKey, string>;
type WireKey = (typeof METHOD_PROVIDER_WIRE_KEYS)[MethodProviderKey];

function methodProvidersOf<T extends z.ZodType>(choice: T) {
  return z.object(
    Object.fromEntries(Object.values(METHOD_PROVIDER_WIRE_KEYS).map((key) => [key, choice])) as Record<
      WireKey,
      T
    >,
  );
}

/** Which provider serves each method choice; null turns the methods of that choice off. */
export const methodProviders = methodProvidersOf(z.string().nullable());
export const methodProvidersInput = methodProvidersOf(paymentProvider.nullable()).partial();

/** Feature flags a manager sets (spec two §6): the gated methods and klarna for subscriptions. */
export const paymentFlags = z.object({
  twint: z.boolean(),
  klarna: z.boolean(),
  mondu: z.boolean(),
  klarna_subscriptions: z.boolean(),
});
export type PaymentFlags = z.infer<typeof paymentFlags>;
export const paymentFlagsEnvelope = z.object({ flags: paymentFlags });
export const savePaymentFlagsBody = paymentFlags.partial();
export const userParams = z.object({ id: recordId });

/** People type IBANs with spaces and in lower case; stored compact, upper case. */
const iban = z
  .string()
  .trim()
  .max(50)
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine((value) => value === "" || checkIban(value) === null, { message: "invalid_iban" });
const bic = z
  .string()
  .trim()
  .max(20)
  .transform(normalizeBic)
  .refine((value) => value === "" || checkBic(value) === null, { message: "invalid_bic" });

/** Printed on bank-wire orders: where buyers transfer to. */
export const bankWireDetails = z.object({
  account_holder: z.string().trim().max(70).default(""),
  iban: iban.default(""),
  bic: bic.default(""),
});
export type BankWireDetails = z.infer<typeof bankWireDetails>;

export const paymentSettings = z.object({
  method_providers: methodProviders,
  bank_wire: z.object({ account_holder: z.string(), iban: z.string(), bic: z.string() }),
  /** Read-only here: a manager sets them (PUT /admin/users/{id}/payment_flags). */
  flags: paymentFlags,
  /** 0 until the first save. */
  version: z.number().int(),
});
export type PaymentSettings = z.infer<typeof paymentSettings>;
export const paymentSettingsEnvelope = z.object({ payment_settings: paymentSettings });

/** Choices left out keep their provider; bank_wire left out keeps the stored details. */
export const savePaymentSettingsBody = z.object({
  version: z.number().int().min(0),
  method_providers: methodProvidersInput.default({}),
  bank_wire: bankWireDetails.optional(),
});
export type SavePaymentSettingsBody = z.infer<typeof savePaymentSettingsBody>;
