import { PRODUCT_NOT_READY_REASONS, type ProductNotReadyReason } from "@sellwerk/domain";
import type { StepKey } from "../../api/catalogTypes.ts";
import { isApiError } from "../../api/client/errors.ts";

export function isNotReadyReason(code: string): code is ProductNotReadyReason {
  return (PRODUCT_NOT_READY_REASONS as readonly string[]).includes(code);
}

export interface PublishRefusal {
  reason: ProductNotReadyReason;
  /** The editor step where it is fixed, when the API named one of the product's steps. */
  step: StepKey | null;
}

/**
 * Why a publish was refused: INVALID_INPUT with one detail per not-ready reason, the reason as
 * the detail's code and the step that fixes it as its param ("product" when no step does).
 */
export function publishRefusals(error: unknown, steps: readonly StepKey[]): PublishRefusal[] {
  if (!isApiError(error)) return [];
  const out: PublishRefusal[] = [];
  for (const detail of error.details) {
    const reason = [detail.code, detail.param].find(isNotReadyReason);
    if (!reason || out.some((r) => r.reason === reason)) continue;
    const step = steps.find((key) => key === detail.param) ?? null;
    out.push({ reason, step });
  }
  return out;
}

export function refusedReasons(error: unknown): ProductNotReadyReason[] {
  return publishRefusals(error, []).map((r) => r.reason);
}
