import type { Deps } from "../../platform/deps.ts";
import type { KycProvider } from "./kyc-provider.ts";
import { SandboxKycProvider } from "./sandbox.ts";
import { eWalletKycProvider } from "../../payments/providers/e-wallet/index.ts";
import { bankAccountKycProvider } from "../../payments/providers/bank-account/index.ts";

const sandbox = new SandboxKycProvider();

/**
 * The KYC providers by name (VERIFICATION_PROVIDER). A provider registers one line here: a
 * factory that returns its adapter, or null when the platform has not configured it.
 */
export const KYC_PROVIDERS: Record<string, (deps: Deps) => KycProvider | null> = {
  sandbox: () => sandbox,
  e_wallet: (deps) => eWalletKycProvider(deps),
  bank_account: (deps) => bankAccountKycProvider(deps),
};

/**
 * The KYC provider by name — by default the installation's VERIFICATION_PROVIDER, which new
 * legitimations are sent to. A seller already sent to a provider stays with it (legitimations.provider
 * names it), since their user, documents and bank accounts live there.
 */
export function kycProvider(deps: Deps, name: string = deps.config.verificationProvider): KycProvider {
  const provider = KYC_PROVIDERS[name]?.(deps);
  if (!provider) throw new Error(`KYC provider "${name}" is not available on this installation`);
  return provider;
}
