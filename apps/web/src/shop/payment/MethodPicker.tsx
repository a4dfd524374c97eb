import type { MessageKey } from "../i18n/en.ts";
import { useShop } from "../i18n/context.tsx";
import { MethodFields, type MethodFieldsProps } from "./MethodFields.tsx";
import type { CheckoutMethod } from "../types.ts";

/** Short brand marks drawn as text, so no logo files are fetched. */
const MARKS: Partial<Record<string, string>> = {
  card: "VISA · MC",
  cardAmEx: "AMEX",
  paypal: "PayPal",
  sepa: "SEPA",
  sofort: "SOFORT",
  sofort_sepa: "SOFORT",
  ideal: "iDEAL",
  ideal_sepa: "iDEAL",
  p_24: "P24",
  klarna: "Klarna.",
  twint: "TWINT",
  apple_pay: "Pay",
  google_pay: "G Pay",
  bank_wire: "IBAN",
};

/** The offered methods as a radio group; the chosen one opens its fields below it. */
export function MethodPicker({
  methods,
  chosen,
  onChoose,
  error,
  fields,
}: {
  methods: CheckoutMethod[];
  chosen: CheckoutMethod | null;
  onChoose: (method: CheckoutMethod) => void;
  error?: string | undefined;
  fields: Omit<MethodFieldsProps, "method">;
}) {
  const { t } = useShop();
  return (
    <fieldset className="methods" aria-describedby={error ? "method-error" : undefined}>
      {/* The card's heading says "Payment" already; the legend still names the group. */}
      <legend className="sr-only">{t("checkout.methods")}</legend>
      {error && (
        <p id="method-error" className="field-error">
          {error}
        </p>
      )}
      {methods.map((m) => {
        const selected = chosen?.method === m.method;
        return (
          <div key={m.method} className={selected ? "option method is-selected" : "option method"}>
            <label className="option-head">
              <input
                type="radio"
                name="payment_method"
                value={m.method}
                checked={selected}
                onChange={() => onChoose(m)}
              />
              <span className="option-name">{t(`method.${m.method}` as MessageKey)}</span>
              {MARKS[m.method] && (
                <span className={`mark mark-${m.method}`} aria-hidden="true">
                  {MARKS[m.method]}
                </span>
              )}
            </label>
            {selected && (
              <div className="option-body">
                <MethodFields method={m} {...fields} />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
