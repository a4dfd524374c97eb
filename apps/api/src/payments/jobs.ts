import type { Deps } from "../platform/deps.ts";
import { SANDBOX_EVENT_JOB } from "./providers/sandbox.ts";
import { sandboxOf } from "./registry.ts";
import { handleProviderEvent } from "./use-cases/handle-provider-event.ts";
import { pruneIdempotencyKeys } from "../platform/http/idempotency.ts";
import { REFUND_LATE_CHARGE_JOB } from "../platform/jobs/names.ts";
import { refundLateCharge } from "./use-cases/refund-late-charge.ts";

/** What a sandbox charge does next, as its provider side would report it in a webhook. */
export async function runSandboxEvent(
  deps: Deps,
  data: { ref: string; event: { type: string } },
): Promise<void> {
  const sandbox = sandboxOf(deps);
  if (data.event.type === "settle") await sandbox.settle(data.ref);
  const charge = await sandbox.find(data.ref);
  if (!charge) return;
  const id = `${data.ref}:${data.event.type}`;
  // The sandbox's own record says whose charge it is, as a real provider's account would.
  const scope = { provider: "sandbox", sellerId: charge.sellerId, account: null };
  if (data.event.type === "chargeback") {
    await handleProviderEvent(deps, scope, {
      id,
      type: "chargeback.created",
      chargeRef: data.ref,
      disputeRef: `${data.ref}_dp`,
      amount: charge.amount,
      // A card network's dispute fee, as a card provider's test mode charges it.
      fee: 1500,
    });
    return;
  }
  const outcome = await sandbox.retrieve(data.ref, {
    provider: "sandbox",
    mode: null,
    credentials: {},
    publicConfig: {},
    webhookSecret: null,
  });
  if (outcome.status === "succeeded")
    await handleProviderEvent(deps, scope, {
      id,
      type: "charge.succeeded",
      chargeRef: data.ref,
      fee: outcome.fee,
      ...(outcome.instrument ? { instrument: outcome.instrument } : {}),
    });
  else if (outcome.status === "failed")
    await handleProviderEvent(deps, scope, {
      id,
      type: "charge.failed",
      chargeRef: data.ref,
      code: outcome.code,
    });
}

export function definePaymentJobs(deps: Deps): void {
  deps.jobs.define<{ ref: string; event: { type: string } }>(SANDBOX_EVENT_JOB, (data) =>
    runSandboxEvent(deps, data),
  );
  // Retried with backoff while the provider cannot refund; each try reuses the refund row's id.
  deps.jobs.define<{ paymentId: number }>(REFUND_LATE_CHARGE_JOB, (data) => refundLateCharge(deps, data), {
    retryLimit: 10,
  });
  deps.jobs.every("idempotency.prune", 3600, () => pruneIdempotencyKeys(deps));
}
