import type {
  CheckoutLayout,
  ProductPublishingState,
  ProductReviewState,
  ContentLanguage,
  DiscountValueForm,
  PaymentMethod,
  PlanIntervalUnit,
  PricingPlanType,
  ProductNotReadyReason,
  ProductType,
  TrackingCodeKind,
  TrackingEvent,
} from "@sellwerk/domain";

// Shapes of the catalog API (docs/api-catalog.md) as the client hands them out: camelCase.

export type ProductState = ProductPublishingState;
export type StepKey =
  | "details"
  | "file_upload"
  | "content"
  | "products"
  | "ticket_details"
  | "design"
  | "license_keys"
  | "keys_details"
  | "checkout"
  | "upsell"
  | "delivery"
  | "pages"
  | "advanced";
export type IntervalUnit = PlanIntervalUnit;
export type OrderBumpPosition = "below_product_details" | "below_payer_details" | "below_payment_methods";
export type EmailDelivery = "standard" | "custom" | "no_email";
export type SuccessPage = "default" | "url" | "thank_you_page";

export interface StoredFile {
  id: number;
  filename?: string;
  contentType?: string;
  size?: number;
  url: string;
  variants: Record<string, string>;
}

export interface PlanInterval {
  count: number;
  unit: IntervalUnit;
}

export interface PlanRate {
  amount: number;
  interval: PlanInterval;
}

export interface ApiPlanPrefs {
  price?: number | null;
  firstAmount?: number | null;
  nextAmount?: number | null;
  paymentsCount?: number | null;
  customIntervals?: boolean | null;
  rates?: PlanRate[] | null;
  interval?: PlanInterval | null;
  trialDays?: number | null;
  customStartDay?: number | null;
}

export interface PricingPlan {
  id?: number;
  name: string;
  form: PricingPlanType;
  /** Always the product's currency. */
  currency?: string;
  useNetPrice: boolean;
  active: boolean;
  recommended?: boolean;
  position: number;
  prefs: ApiPlanPrefs;
  total?: number;
}

export interface Discount {
  active: boolean;
  limit: number | null;
  value: number;
  valueForm: DiscountValueForm;
  ordersCount: number;
}

export interface OrderBump {
  productId: number;
  planId: number | null;
  text: string;
}

export interface ProductCheckout {
  paymentMethods: PaymentMethod[];
  layout: CheckoutLayout;
  themeId: number | null;
  orderBumps: OrderBump[];
  orderBumpPosition: OrderBumpPosition;
}

export interface CustomEmail {
  subject: string;
  body: string;
}

export interface ProductDelivery {
  email: EmailDelivery;
  custom: Partial<Record<"en" | "de", CustomEmail>>;
}

export interface ProductPages {
  success: SuccessPage;
  successUrl: string;
  cancellationTerms: string;
  terms: string;
}

export interface TrackingCode {
  id?: number;
  kind: TrackingCodeKind;
  codeId: string;
  snippet: string;
  events: TrackingEvent[];
  active: boolean;
}

export interface ProductAdvanced {
  hiddenInShop: boolean;
  affiliateMarketplace: boolean;
  invoiceNote: string;
}

export interface Product {
  id: number;
  form: ProductType;
  name: string;
  slug: string;
  description: string;
  shortDescription: string;
  internalName: string;
  costCenter: string;
  contentLanguage: ContentLanguage;
  free: boolean;
  state: ProductState;
  reviewState: ProductReviewState;
  reviewReason: string | null;
  archived: boolean;
  limit: number | null;
  soldCount: number;
  reservedCount: number;
  isSoldOut: boolean;
  accessPassword: string | null;
  currency: string;
  /** The headline of the plan the checkout opens with (before a discount). */
  displayPrice: number | null;
  /** Other plans show other amounts: the list writes "from". */
  displayPriceFrom: boolean;
  /** The public checkout page's path while buyers can open it. */
  checkoutPath: string | null;
  cover: StoredFile | null;
  banner: StoredFile | null;
  categoryIds: number[];
  pricingPlans: PricingPlan[];
  discount: Discount | null;
  checkout: ProductCheckout;
  upsell: { productIds: number[] };
  delivery: ProductDelivery;
  pages: ProductPages;
  advanced: ProductAdvanced;
  design: Record<string, unknown>;
  typeSettings: Record<string, unknown>;
  trackingCodes: TrackingCode[];
  steps: StepKey[];
  lastStep: number;
  notReadyReasons: ProductNotReadyReason[];
  warnings: ProductNotReadyReason[];
  canBeSoldViaShop: boolean;
  hasDigitals: boolean;
  activeTicketsCount: number;
  productAddonsCount: number;
  licenseKeysAvailable: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProductCategory {
  id: number;
  parentId: number | null;
  title: string;
  description: string;
  color: string | null;
  hidden: boolean;
  position: number;
}

/** Extras a preview may carry besides the product (events with tickets, course modules). */
export interface PreviewEvent {
  id: number;
  name: string;
  location: string;
  startsAt: string;
  endsAt: string;
  ticketTypes?: { id: number; name: string; free: boolean; price: number }[];
}

export interface PreviewModule {
  id: number;
  title: string;
  lessons?: { id: number; title: string }[];
}

export interface PreviewProduct extends Product {
  events?: PreviewEvent[];
  courseModules?: PreviewModule[];
  modules?: PreviewModule[];
}

export interface ProductPreview {
  product: PreviewProduct;
  seller: { username: string; name: string };
  /** The buyer's checkout page in preview mode (signed; also before publishing). */
  pageUrl: string;
}

export interface SellerProfile {
  profile: Record<string, unknown>;
  canSell: boolean;
  paymentAccountDone: boolean;
  reviewRequired: boolean;
  missingFields: string[];
  version: number;
}

export interface ProductReview {
  product: Product;
  seller: {
    id: number;
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    powerSeller: boolean;
  };
  /** When the product last went to review (null if it never did). */
  submittedAt: string | null;
}
