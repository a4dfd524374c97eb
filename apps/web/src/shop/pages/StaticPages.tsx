import { useShop } from "../i18n/context.tsx";
import { Shell } from "../components/Shell.tsx";
import type { CancellationTermsView } from "../types.ts";

// Pages without a script: plain server HTML.

/** /s/:username/document/cancellation_terms — the product's text, else the platform's default. */
export function CancellationTermsPage({ terms }: { terms: CancellationTermsView }) {
  const { t } = useShop();
  return (
    <Shell seller={terms.seller_name}>
      <article className="card document" aria-labelledby="doc-title">
        <h1 id="doc-title">{t("cterms.title")}</h1>
        <p className="muted">
          {terms.product_name
            ? t("cterms.of", { product: terms.product_name, seller: terms.seller_name })
            : t("cterms.ofSeller", { seller: terms.seller_name })}
        </p>
        {terms.html ? (
          // Sanitised when the seller saved it (catalog pages step).
          <div className="rich" dangerouslySetInnerHTML={{ __html: terms.html }} />
        ) : (
          <div className="rich">
            <p>{t("cterms.defaultRight")}</p>
            <p>{t("cterms.defaultHow")}</p>
            <p>{t("cterms.defaultEffects")}</p>
            <p>{t("cterms.defaultDigital")}</p>
          </div>
        )}
      </article>
    </Shell>
  );
}

export function NotFoundPage() {
  const { t } = useShop();
  return (
    <Shell seller={null}>
      <section className="card status" aria-labelledby="nf-title">
        <h1 id="nf-title">{t("notfound.title")}</h1>
        <p>{t("notfound.text")}</p>
      </section>
    </Shell>
  );
}
