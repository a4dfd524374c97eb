import { useShop } from "../i18n/context.tsx";
import { Shell } from "../components/Shell.tsx";
import type { SellerShop } from "../types.ts";

/**
 * /s/:username — the seller's published products, each with cover, name, price and a buy link
 * to its checkout. The shop builder will replace this layout; the address stays.
 */
export function SellerShopPage({ shop }: { shop: SellerShop }) {
  const { t, money } = useShop();
  const seller = shop.seller.name || shop.seller.username;
  return (
    <Shell seller={seller} wide>
      <h1 className="shop-heading">{t("sellerShop.heading", { seller })}</h1>
      {shop.products.length === 0 ? (
        <section className="card status">
          <p>{t("sellerShop.empty", { seller })}</p>
        </section>
      ) : (
        <ul className="shop-grid">
          {shop.products.map((p) => (
            <li key={p.id} className="card shop-card">
              {p.cover_url ? (
                <img
                  className="shop-cover"
                  src={p.cover_url}
                  alt=""
                  width="600"
                  height="600"
                  loading="lazy"
                />
              ) : (
                <div className="shop-cover" aria-hidden="true" />
              )}
              <h2 className="shop-name">{p.name}</h2>
              {p.short_description && <p className="shop-lead">{p.short_description}</p>}
              <div className="shop-foot">
                <p className="price shop-price">
                  {p.free || p.price === null ? (
                    <span className="price-now">{t("checkout.free")}</span>
                  ) : (
                    <>
                      {p.price_before !== null && (
                        <s className="price-before">{money(p.price_before, p.currency)}</s>
                      )}
                      <span className="price-now">
                        {p.price_from
                          ? t("sellerShop.from", { amount: money(p.price, p.currency) })
                          : money(p.price, p.currency)}
                      </span>
                    </>
                  )}
                </p>
                {p.sold_out ? (
                  <p className="muted">{t("sellerShop.soldOut")}</p>
                ) : (
                  <a
                    className="button primary shop-buy"
                    href={p.checkout_path}
                    aria-label={t("sellerShop.buyName", { product: p.name })}
                  >
                    {t("sellerShop.buy")}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Shell>
  );
}
