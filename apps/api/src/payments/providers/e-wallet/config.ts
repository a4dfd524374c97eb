// The second bank-account/wallet provider (`e_wallet`), built for Lemonway's DirectKit JSON v2 API.
// Platform-operated, like Stripe Connect: the platform's own client credentials create every
// seller's wallet; without them the provider is not offered (docs/verification.md "Providers").

export interface EWalletConfig {
  /** The API's root, e.g. https://sandbox-api.lemonway.fr/mb/<env>/dev/directkitrest */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export function loadEWalletConfig(env: NodeJS.ProcessEnv): EWalletConfig | undefined {
  if (!env.EWALLET_BASE_URL || !env.EWALLET_CLIENT_ID || !env.EWALLET_CLIENT_SECRET) return undefined;
  return {
    baseUrl: env.EWALLET_BASE_URL.replace(/\/$/, ""),
    clientId: env.EWALLET_CLIENT_ID,
    clientSecret: env.EWALLET_CLIENT_SECRET,
  };
}
