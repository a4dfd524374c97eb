// The second bank-account/wallet provider (`e_wallet`), built for Lemonway's DirectKit JSON v2 API.
// Platform-operated, like Stripe Connect: the platform's own client credentials create every
// seller's wallet; without them the provider is not offered (docs/verification.md "Providers").

/**
 * Bank-wire pay-ins ("IBAN Common" in Lemonway's docs): buyers wire to the provider's bank account
 * with the label `<platformCode>-<collectionWallet>`, which credits the platform's collection
 * wallet; our order reference follows in the same label, so each money-in names its order.
 */
export interface EWalletWireConfig {
  /** The provider's bank account buyers wire to. */
  iban: string;
  bic: string;
  holder: string;
  /** The code that identifies this platform at the provider (the label's first part). */
  platformCode: string;
  /** The platform's own wallet every wire pay-in credits (alphanumeric, as the label needs). */
  collectionWallet: string;
}

export interface EWalletConfig {
  /** The API's root, e.g. https://sandbox-api.lemonway.fr/mb/<env>/dev/directkitrest */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Absent: no pay-ins through the provider (KYC and payouts still work). */
  wire?: EWalletWireConfig;
}

function loadWire(env: NodeJS.ProcessEnv): EWalletWireConfig | undefined {
  const { EWALLET_WIRE_IBAN, EWALLET_WIRE_BIC, EWALLET_WIRE_HOLDER } = env;
  const { EWALLET_PLATFORM_CODE, EWALLET_COLLECTION_WALLET } = env;
  if (!EWALLET_WIRE_IBAN || !EWALLET_WIRE_BIC || !EWALLET_WIRE_HOLDER) return undefined;
  if (!EWALLET_PLATFORM_CODE || !EWALLET_COLLECTION_WALLET) return undefined;
  return {
    iban: EWALLET_WIRE_IBAN.replace(/\s/g, ""),
    bic: EWALLET_WIRE_BIC,
    holder: EWALLET_WIRE_HOLDER,
    platformCode: EWALLET_PLATFORM_CODE,
    collectionWallet: EWALLET_COLLECTION_WALLET,
  };
}

export function loadEWalletConfig(env: NodeJS.ProcessEnv): EWalletConfig | undefined {
  if (!env.EWALLET_BASE_URL || !env.EWALLET_CLIENT_ID || !env.EWALLET_CLIENT_SECRET) return undefined;
  const wire = loadWire(env);
  return {
    baseUrl: env.EWALLET_BASE_URL.replace(/\/$/, ""),
    clientId: env.EWALLET_CLIENT_ID,
    clientSecret: env.EWALLET_CLIENT_SECRET,
    ...(wire ? { wire } : {}),
  };
}
