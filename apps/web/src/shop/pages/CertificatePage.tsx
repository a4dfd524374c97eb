import { useShop } from "../i18n/context.tsx";
import { Shell } from "../components/Shell.tsx";
import { CheckIcon } from "../components/Icons.tsx";
import type { CertificateVerification } from "../types.ts";

/** /certificates/:serial — the public answer to "is this certificate genuine?" (server HTML only). */
export function CertificatePage({ certificate: c }: { certificate: CertificateVerification }) {
  const shop = useShop();
  const { t } = shop;
  const valid = c.state === "valid";
  return (
    <Shell seller={c.seller_name}>
      <section className={`card status ${valid ? "" : "status-failed"}`} aria-labelledby="certificate-title">
        {valid && (
          <span className="status-icon" aria-hidden="true">
            <CheckIcon />
          </span>
        )}
        <h1 id="certificate-title">{t("certificate.title")}</h1>
        <p role="status">
          <strong>{valid ? t("certificate.valid") : t("certificate.revoked")}</strong>
        </p>
        <dl className="bank">
          <div>
            <dt>{t("certificate.serial")}</dt>
            <dd>{c.serial}</dd>
          </div>
          <div>
            <dt>{t("certificate.holder")}</dt>
            <dd>{c.holder_name}</dd>
          </div>
          <div>
            <dt>{t("certificate.product")}</dt>
            <dd>{c.product_name}</dd>
          </div>
          <div>
            <dt>{t("certificate.seller")}</dt>
            <dd>{c.seller_name}</dd>
          </div>
          <div>
            <dt>{t("certificate.issued")}</dt>
            <dd>{shop.date(c.issued_at)}</dd>
          </div>
        </dl>
      </section>
    </Shell>
  );
}
