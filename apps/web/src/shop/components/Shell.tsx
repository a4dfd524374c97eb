import type { ReactNode } from "react";
import { useShop } from "../i18n/context.tsx";
import { LockIcon } from "./Icons.tsx";

/**
 * The frame of every buyer page: who sells, test mode, and one <main>. Pages that take a payment
 * say that it is secure; the others (deliveries, documents, certificates) would only mislead.
 */
export function Shell({
  seller,
  testMode = false,
  wide = false,
  secure = false,
  children,
}: {
  seller: string | null;
  testMode?: boolean;
  wide?: boolean;
  secure?: boolean;
  children: ReactNode;
}) {
  const { t } = useShop();
  return (
    <>
      {testMode && (
        <p className="ribbon" role="note">
          <strong>{t("common.testMode")}</strong> · {t("common.testModeHint")}
        </p>
      )}
      <header className="top">
        <div className={wide ? "top-in wrap wide" : "top-in wrap"}>
          <span className="brand">{seller}</span>
          {secure && (
            <span className="secure">
              <LockIcon /> {t("common.secure")}
            </span>
          )}
        </div>
      </header>
      <main id="main" className={wide ? "wrap wide" : "wrap"}>
        {children}
      </main>
      <footer className="foot wrap">{t("common.poweredBy")}</footer>
    </>
  );
}
