import type { Deps } from "../../platform/deps.ts";
import type { KycProvider } from "./kyc-provider.ts";
import { SandboxKycProvider } from "./sandbox.ts";

const sandbox = new SandboxKycProvider();

/**
 * The KYC provider of this installation. Only the sandbox exists so far; the first bank provider
 * (Mangopay) plugs in here behind the same interface (docs/verification.md "Providers").
 */
export function kycProvider(_deps: Deps): KycProvider {
  return sandbox;
}
