import type { CheckoutView } from "../types.ts";
import { useShop } from "../i18n/context.tsx";
import { LockIcon } from "./Icons.tsx";

/** The seals the seller switched on, drawn inline (no image requests, no third-party logos). */
export function TrustSeals({ seals, seller }: { seals: CheckoutView["trust_seals"]; seller: string }) {
  const { t } = useShop();
  if (!seals.ssl_secure && !seals.visa && !seals.mastercard && !seals.product_seal_url) return null;
  return (
    <ul className="seals" aria-label={t("seal.label")}>
      {seals.ssl_secure && (
        <li className="seal seal-ssl">
          <LockIcon /> {t("seal.ssl")}
        </li>
      )}
      {seals.visa && (
        <li className="seal seal-visa" aria-label="Visa">
          <span aria-hidden="true">VISA</span>
        </li>
      )}
      {seals.mastercard && (
        <li className="seal seal-mc" aria-label="Mastercard">
          <svg viewBox="0 0 32 20" width="32" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="10" r="8" fill="#eb001b" />
            <circle cx="20" cy="10" r="8" fill="#f79e1b" fillOpacity="0.9" />
          </svg>
        </li>
      )}
      {seals.product_seal_url && (
        <li className="seal seal-own">
          <img src={seals.product_seal_url} alt={t("seal.product", { seller })} height="32" />
        </li>
      )}
    </ul>
  );
}
