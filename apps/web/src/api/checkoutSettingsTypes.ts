import type {
  BUY_BUTTON_TEXTS,
  CheckoutLayout,
  CouponAmountBase,
  CouponCodeType,
  CouponDiscountType,
  CouponForm,
  CouponScope,
  MethodProviderKey,
  ORDER_BUMP_POSITIONS,
  PaymentMethod,
  PaymentProviderName,
} from "@sellwerk/domain";

// Shapes of the checkout settings API (docs/api-checkout-settings.md) as the client hands them
// out: camelCase. The method choices come back under the domain's own keys (cardProvider …).

export interface ProviderAccount {
  provider: PaymentProviderName;
  available: boolean;
  builtIn: boolean;
  connected: boolean;
  mode: string | null;
  testMode: boolean | null;
  /** Public ids and masked secrets (`secretKeyHint`), never a secret. */
  publicConfig: Record<string, string | boolean>;
  methods: PaymentMethod[];
  /** Method choices routed to it, as wire values (card_provider …: values are not camelCased). */
  usedBy: string[];
  connectedAt: string | null;
}

export interface PaymentFlags {
  twint: boolean;
  klarna: boolean;
  mondu: boolean;
  klarnaSubscriptions: boolean;
}

export interface BankWireDetails {
  accountHolder: string;
  iban: string;
  bic: string;
}

export interface PaymentSettings {
  methodProviders: Record<MethodProviderKey, string | null>;
  bankWire: BankWireDetails;
  flags: PaymentFlags;
  version: number;
}

export interface CheckoutThemeLook {
  pageColor: string;
  backgroundColor: string;
  buyButtonColor: string;
  buyButtonFontColor: string;
  buyButtonRadius: number;
  buyButtonText: (typeof BUY_BUTTON_TEXTS)[number];
  couponButtonColor: string;
  couponButtonFontColor: string;
  couponButtonRadius: number;
  getForFreeText: string;
  recommendedBadgeColor: string;
  recommendedBadgeFontColor: string;
  countdownEnabled: boolean;
  countdownEndsAt: string | null;
  countdownColor: string;
  countdownFontColor: string;
  countdownText: string;
  mobileDescriptionEnabled: boolean;
  mobileDescriptionDefault: "expanded" | "collapsed";
  upsellPosition: (typeof ORDER_BUMP_POSITIONS)[number];
}

export interface TrustSealsSettings {
  visa: boolean;
  sslSecure: boolean;
  mastercard: boolean;
  productSealFileId: number | null;
  productSealUrl: string | null;
}

export type BuyerIncludeType = "private" | "business" | "private_and_business";

export interface CheckoutTheme {
  id: number;
  name: string;
  layout: CheckoutLayout;
  theme: CheckoutThemeLook;
  trustSeals: TrustSealsSettings;
  buyerIncludeType: BuyerIncludeType;
  isDefault: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface Coupon {
  id: number;
  code: string;
  form: CouponForm;
  batch: number | null;
  codeType: CouponCodeType;
  discountType: CouponDiscountType;
  /** Minor units for currency, the percent for percents. */
  value: number;
  currency: string | null;
  amountBase: CouponAmountBase;
  scope: CouponScope;
  productIds: number[];
  usageLimit: number | null;
  usedCount: number;
  appliesToAllRates: boolean;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  /** Coupon-bound attribution: the publisher's node a sale with this coupon goes to. */
  affiliateNodeId: number | null;
  createdAt: string;
  updatedAt: string;
}
