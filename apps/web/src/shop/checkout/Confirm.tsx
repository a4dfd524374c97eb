import { useRef, type MouseEvent, type ReactNode } from "react";
import { useShop } from "../i18n/context.tsx";
import { Spinner } from "../components/Icons.tsx";
import { TrustSeals } from "../components/TrustSeals.tsx";
import type { CheckoutView } from "../types.ts";

/** Terms, the failure message right above the button, the button, and the trust seals. */
export function Confirm({
  view,
  accepted,
  onAccept,
  termsError,
  alert,
  busy,
  disabled,
  label,
}: {
  view: CheckoutView;
  accepted: boolean;
  onAccept: (on: boolean) => void;
  termsError?: string | undefined;
  alert: ReactNode;
  busy: boolean;
  disabled: boolean;
  label: string;
}) {
  const shop = useShop();
  const terms = useRef<HTMLDetailsElement>(null);
  const seller = view.seller.name;
  const openTerms = (e: MouseEvent) => {
    // Without JavaScript the link just jumps to the text; with it, the text also opens.
    e.preventDefault();
    if (terms.current) {
      terms.current.open = true;
      terms.current.querySelector("summary")?.focus();
    }
  };
  return (
    <section className="confirm" aria-label={shop.t("checkout.payment")}>
      <div className={`check terms${termsError ? " has-error" : ""}`}>
        <input
          id="accept_terms"
          type="checkbox"
          checked={accepted}
          required
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? "accept_terms-error" : undefined}
          onChange={(e) => onAccept(e.target.checked)}
        />
        <label htmlFor="accept_terms">
          {shop.rich("terms.accept", {
            terms: (
              <a href="#seller-terms" onClick={openTerms}>
                {shop.t("terms.terms")}
              </a>
            ),
            cancellation: (
              <a href={view.product.cancellation_terms_url} target="_blank" rel="noopener noreferrer">
                {shop.t("terms.cancellation")}
              </a>
            ),
          })}
        </label>
      </div>
      {termsError && (
        <p id="accept_terms-error" className="field-error">
          {termsError}
        </p>
      )}
      <details id="seller-terms" ref={terms} className="terms-text">
        <summary>{shop.t("terms.sellerTerms", { seller })}</summary>
        {view.product.terms ? (
          // Sanitised by the server (CheckoutView.product.terms).
          <div className="rich" dangerouslySetInnerHTML={{ __html: view.product.terms }} />
        ) : (
          <p>{shop.t("terms.default", { seller })}</p>
        )}
      </details>
      <div className="alert-slot" role="alert">
        {alert}
      </div>
      <button type="submit" className="buy" disabled={disabled || busy} aria-busy={busy}>
        {busy ? (
          <>
            <Spinner /> {shop.t("buy.processing")}
          </>
        ) : (
          label
        )}
      </button>
      <TrustSeals seals={view.trust_seals} seller={seller} />
    </section>
  );
}
