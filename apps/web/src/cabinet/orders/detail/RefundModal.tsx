import { useState } from "react";
import { Text } from "@mantine/core";
import { fromMinorUnits } from "@sellwerk/domain";
import { useTranslation } from "react-i18next";
import { useRefundRate } from "../../../api/orders.ts";
import type { OrderDetail, OrderRate } from "../../../api/orderTypes.ts";
import { isApiError } from "../../../api/client/errors.ts";
import { MoneyField } from "../../../ui/fields/MoneyField.tsx";
import { FormModal } from "../../../ui/FormModal.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useFormat } from "../../../ui/useFormat.ts";
import { useFailureText } from "./useFailureText.ts";

/**
 * Asks how much of a rate to give back, everything left by default. The amount is typed in major
 * units and sent in minor units; each confirmation is a new refund with its own Idempotency-Key.
 */
export function RefundModal({
  order,
  rate,
  onClose,
}: {
  order: OrderDetail;
  rate: OrderRate;
  onClose: () => void;
}) {
  const { t } = useTranslation("orders");
  const format = useFormat();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const refund = useRefundRate(order.id);
  const [amount, setAmount] = useState<number | null>(rate.refundableAmount);
  const [error, setError] = useState<string | null>(null);
  const left = format.money(rate.refundableAmount, order.currency);

  const submit = () => {
    if (amount === null || amount <= 0) return setError(t("contracts:validation.required"));
    if (amount > rate.refundableAmount) return setError(t("contracts:validation.refund_too_large"));
    setError(null);
    refund.mutate(
      { rateNumber: rate.number, amount, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: (result) => {
          if (result.state === "successful" || result.state === "pending") {
            const done = result.state === "successful" ? "refund.done" : "refund.pending";
            notify({
              kind: "success",
              message: t(done, { amount: format.money(result.amount, order.currency) }),
            });
            onClose();
          } else setError(failureText(result.failureCode ?? "refund_not_possible"));
        },
        onError: (failure) => {
          const field = isApiError(failure) ? failure.details.find((d) => d.param === "amount") : undefined;
          setError(field?.message ?? errorText(failure));
        },
      },
    );
  };

  return (
    <FormModal
      title={t("refund.title", { number: rate.number })}
      busy={refund.isPending}
      submitLabel={
        amount && amount > 0
          ? t("refund.confirm", { amount: format.money(amount, order.currency) })
          : t("refund.open")
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm">{t("refund.text", { left })}</Text>
      <MoneyField
        label={t("refund.amount")}
        description={t("refund.left", { left })}
        currency={order.currency}
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setError(null);
        }}
        max={fromMinorUnits(rate.refundableAmount, order.currency)}
        error={error ?? undefined}
        data-autofocus
        // Enter would submit the amount shown before the typed one is taken (on leaving the
        // field); it takes the typed amount instead, so the button names what will be refunded.
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            event.currentTarget.blur();
          }
        }}
      />
    </FormModal>
  );
}
