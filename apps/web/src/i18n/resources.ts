import contractsEn from "@sellwerk/contracts/i18n/en.json";
import contractsDe from "@sellwerk/contracts/i18n/de.json";
import commonEn from "./locales/en/common.json";
import commonDe from "./locales/de/common.json";
import areaEn from "./locales/en/area.json";
import areaDe from "./locales/de/area.json";
import authEn from "./locales/en/auth.json";
import authDe from "./locales/de/auth.json";
import adminEn from "./locales/en/admin.json";
import adminDe from "./locales/de/admin.json";
import marketingEn from "./locales/en/marketing.json";
import marketingDe from "./locales/de/marketing.json";
import legalEn from "./locales/en/legal.json";
import legalDe from "./locales/de/legal.json";
import catalogEn from "./locales/en/catalog.json";
import catalogDe from "./locales/de/catalog.json";
import catalogFilesEn from "./locales/en/catalogFiles.json";
import catalogFilesDe from "./locales/de/catalogFiles.json";
import catalogContentEn from "./locales/en/catalogContent.json";
import catalogContentDe from "./locales/de/catalogContent.json";
import checkoutSettingsEn from "./locales/en/checkoutSettings.json";
import checkoutSettingsDe from "./locales/de/checkoutSettings.json";
import ordersEn from "./locales/en/orders.json";
import ordersDe from "./locales/de/orders.json";
import payerEn from "./locales/en/payer.json";
import payerDe from "./locales/de/payer.json";
import billingEn from "./locales/en/billing.json";
import billingDe from "./locales/de/billing.json";
import fulfilmentEn from "./locales/en/fulfilment.json";
import fulfilmentDe from "./locales/de/fulfilment.json";
import homeEn from "./locales/en/home.json";
import homeDe from "./locales/de/home.json";
import verificationEn from "./locales/en/verification.json";
import verificationDe from "./locales/de/verification.json";
import dunningEn from "./locales/en/dunning.json";
import dunningDe from "./locales/de/dunning.json";
import payoutsEn from "./locales/en/payouts.json";
import payoutsDe from "./locales/de/payouts.json";
import affiliatesEn from "./locales/en/affiliates.json";
import affiliatesDe from "./locales/de/affiliates.json";
import accountingEn from "./locales/en/accounting.json";
import accountingDe from "./locales/de/accounting.json";
import exportsEn from "./locales/en/exports.json";
import exportsDe from "./locales/de/exports.json";
import publishEn from "./locales/en/publish.json";
import publishDe from "./locales/de/publish.json";
import embedsEn from "./locales/en/embeds.json";
import embedsDe from "./locales/de/embeds.json";

// Namespaces per part of the app; `contracts` holds the API's own error and validation words,
// shared so the browser and the server say the same thing.
export const NAMESPACES = [
  "common",
  "contracts",
  "area",
  "auth",
  "admin",
  "marketing",
  "legal",
  "catalog",
  "catalogFiles",
  "catalogContent",
  "checkoutSettings",
  "orders",
  "payer",
  "billing",
  "fulfilment",
  "home",
  "verification",
  "dunning",
  "payouts",
  "accounting",
  "exports",
  "affiliates",
  "publish",
  "embeds",
] as const;

export const resources = {
  en: {
    common: commonEn,
    contracts: contractsEn,
    area: areaEn,
    auth: authEn,
    admin: adminEn,
    marketing: marketingEn,
    legal: legalEn,
    catalog: catalogEn,
    catalogFiles: catalogFilesEn,
    catalogContent: catalogContentEn,
    checkoutSettings: checkoutSettingsEn,
    orders: ordersEn,
    payer: payerEn,
    billing: billingEn,
    fulfilment: fulfilmentEn,
    home: homeEn,
    verification: verificationEn,
    dunning: dunningEn,
    payouts: payoutsEn,
    accounting: accountingEn,
    exports: exportsEn,
    affiliates: affiliatesEn,
    publish: publishEn,
    embeds: embedsEn,
  },
  de: {
    common: commonDe,
    contracts: contractsDe,
    area: areaDe,
    auth: authDe,
    admin: adminDe,
    marketing: marketingDe,
    legal: legalDe,
    catalog: catalogDe,
    catalogFiles: catalogFilesDe,
    catalogContent: catalogContentDe,
    checkoutSettings: checkoutSettingsDe,
    orders: ordersDe,
    payer: payerDe,
    billing: billingDe,
    fulfilment: fulfilmentDe,
    home: homeDe,
    verification: verificationDe,
    dunning: dunningDe,
    payouts: payoutsDe,
    accounting: accountingDe,
    exports: exportsDe,
    affiliates: affiliatesDe,
    publish: publishDe,
    embeds: embedsDe,
  },
} as const;
