import type { RefObject } from "react";
import type { MessageKey } from "../i18n/en.ts";
import { useShop } from "../i18n/context.tsx";
import { TextField } from "../components/Field.tsx";
import type { CheckoutMethod } from "../types.ts";
import { formatCardInput, methodInput, type PaymentData } from "./methods.ts";
import { StripeFields } from "./StripeFields.tsx";
import type { StripeSession } from "./stripe.ts";
import { TestHints } from "./TestHints.tsx";

export interface MethodFieldsProps {
  method: CheckoutMethod;
  data: PaymentData;
  onData: (key: string, value: string) => void;
  errors: Record<string, string>;
  seller: string;
  /** For the Payment Element: what is charged now, and whether the method is kept for later. */
  amount: number;
  currency: string;
  recurring: boolean;
  stripe: RefObject<StripeSession | null>;
}

/** The input a method needs: card or IBAN fields (sandbox), the Payment Element, or a hint. */
export function MethodFields(p: MethodFieldsProps) {
  const { t } = useShop();
  const input = methodInput(p.method);
  const name = t(`method.${p.method.method}` as MessageKey);
  const field = (key: string, label: MessageKey, extra: Record<string, string>) => (
    <TextField
      id={key}
      label={t(label)}
      value={p.data[key] ?? ""}
      onValue={(v) => p.onData(key, formatCardInput(key, v))}
      error={p.errors[key]}
      required
      {...extra}
    />
  );
  switch (input) {
    case "card":
      return (
        <>
          {field("card_number", "card.number", { autoComplete: "cc-number", inputMode: "numeric" })}
          <div className="row">
            {field("exp", "card.expiry", {
              autoComplete: "cc-exp",
              inputMode: "numeric",
              placeholder: t("card.expiryPlaceholder"),
            })}
            {field("cvc", "card.cvc", { autoComplete: "cc-csc", inputMode: "numeric" })}
          </div>
          {p.method.provider === "sandbox" && <TestHints kind="card" />}
        </>
      );
    case "sepa":
      return (
        <>
          {field("iban", "sepa.iban", { autoComplete: "off", spellCheck: "false" })}
          {field("account_holder", "sepa.holder", { autoComplete: "name" })}
          <p className="hint">{t("sepa.mandate", { seller: p.seller })}</p>
          {p.method.provider === "sandbox" && <TestHints kind="sepa" />}
        </>
      );
    case "stripe":
      return (
        <StripeFields
          method={p.method}
          amount={p.amount}
          currency={p.currency}
          recurring={p.recurring}
          session={p.stripe}
        />
      );
    case "bank_wire":
      return <p className="hint">{t("method.bankWireHint")}</p>;
    case "redirect":
      return <p className="hint">{t("method.redirectHint", { method: name })}</p>;
  }
}
