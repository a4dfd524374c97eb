import { useState } from "react";
import { useShop } from "../i18n/context.tsx";
import type { Quote } from "../types.ts";

/** The coupon field: applying asks for a quote, whose answer says applied or why not. */
export function Coupon({
  code,
  onApply,
  result,
}: {
  code: string;
  onApply: (code: string) => void;
  result: Quote["coupon"] | undefined;
}) {
  const { t } = useShop();
  const [draft, setDraft] = useState(code);
  const refused =
    result && result.code === code && !result.applied ? (result.message ?? result.refusal) : null;
  if (result?.applied && result.code === code)
    return (
      <p className="coupon-applied" role="status">
        {t("coupon.applied", { code })}{" "}
        <button
          type="button"
          className="link"
          onClick={() => {
            setDraft("");
            onApply("");
          }}
        >
          {t("coupon.remove")}
        </button>
      </p>
    );
  return (
    <div className={`field coupon${refused ? " has-error" : ""}`}>
      <label htmlFor="coupon_code">{t("coupon.label")}</label>
      <div className="coupon-row">
        <input
          id="coupon_code"
          name="coupon_code"
          value={draft}
          autoComplete="off"
          maxLength={40}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? "coupon_code-error" : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            // Enter applies the coupon instead of submitting the whole order.
            if (e.key === "Enter") {
              e.preventDefault();
              onApply(draft.trim());
            }
          }}
        />
        <button type="button" className="coupon-button" onClick={() => onApply(draft.trim())}>
          {t("coupon.apply")}
        </button>
      </div>
      <p id="coupon_code-error" className="field-error" aria-live="polite">
        {refused}
      </p>
    </div>
  );
}
