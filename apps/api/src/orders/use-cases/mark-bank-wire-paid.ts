import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { payments } from "../../payments/tables.ts";
import { sandboxOf } from "../../payments/registry.ts";
import { applyChargeOutcome } from "../../payments/use-cases/apply-charge-outcome.ts";
import type { OrderRow } from "../repository.ts";

/**
 * A bank wire's money arrived: the seller saw the transfer with the order's reference (or, in
 * test mode, the buyer simulated it). The open bank-wire payment succeeds with everything that
 * follows. Sandbox bank wires settle in the sandbox too, so its records agree.
 */
export async function markBankWirePaid(deps: Deps, order: OrderRow): Promise<void> {
  if (order.paymentMethod !== "bank_wire") throw new AppError("ORDER_STATE_INVALID");
  const [open] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.kind, "charge"),
        inArray(payments.state, ["waiting", "pending"]),
      ),
    );
  if (!open?.providerRef) throw new AppError("ORDER_STATE_INVALID");
  if (open.provider === "sandbox") await sandboxOf(deps).settle(open.providerRef);
  await applyChargeOutcome(deps, open.id, { status: "succeeded", providerRef: open.providerRef, fee: 0 });
}
