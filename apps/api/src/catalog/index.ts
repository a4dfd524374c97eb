// The catalog context: products of the eight types, their editor steps, files, plans, review.
import type { RouteModule } from "../platform/http/route.ts";
import { fileRoutes } from "./routes/files.ts";
import { digitalRoutes } from "./routes/digitals.ts";
import { licenseKeyRoutes } from "./routes/license-keys.ts";
import { itemRoutes } from "./routes/items.ts";
import { courseRoutes } from "./routes/course.ts";
import { eventRoutes } from "./routes/events.ts";
import { designRoutes } from "./routes/design.ts";
import { productRoutes } from "./routes/products.ts";
import { productStepRoutes } from "./routes/product-steps.ts";
import { productPublishingRoutes } from "./routes/product-publishing.ts";
import { categoryRoutes } from "./routes/categories.ts";
import { sellerProfileRoutes } from "./routes/seller-profile.ts";
import { productReviewRoutes } from "./routes/product-reviews.ts";

/** Each part of the catalog registers its routes here. */
const parts: RouteModule[] = [
  fileRoutes,
  digitalRoutes,
  licenseKeyRoutes,
  itemRoutes,
  courseRoutes,
  eventRoutes,
  designRoutes,
  productRoutes,
  productStepRoutes,
  productPublishingRoutes,
  categoryRoutes,
  sellerProfileRoutes,
  productReviewRoutes,
];

export const catalogRoutes: RouteModule = (app, deps) => {
  for (const register of parts) register(app, deps);
};

export { findOwnProduct, touchProduct, type ProductRow } from "./repository.ts";
export * from "./tables.ts";
export { countActiveTickets } from "./event-content.ts";
export {
  renderTicketPdf,
  renderCertificatePdf,
  type TicketDocument,
  type CertificateDocument,
} from "./documents/index.ts";
export { SELLER_ACCESS } from "./routes/part-route.ts";
// What billing reads and writes of the seller profile: its VAT settings (pending VAT changes).
export { withVatSettings, type SellerVatFields } from "./seller-status.ts";
export { applySellerVatSettings } from "./use-cases/apply-seller-vat-settings.ts";
export { checkFileUses, fileRef, type FileRow } from "./file-refs.ts";
export { checkOwnOtherProducts } from "./product-refs.ts";
// What fulfilment reads to deliver a product (issue 5): its files, designs and key generator.
export { openFile, type FileTarget } from "./use-cases/open-file.ts";
export {
  designFiles,
  readDesignImage,
  storedCertificateDesign,
  storedCertificateSettings,
  storedTicketDesign,
} from "./product-designs.ts";
export { DOCUMENT_TIME_ZONE } from "./documents/index.ts";
export { generateKey } from "./license-keys/generate.ts";
export { savedFormat } from "./license-keys/pool.ts";
// The seller's shop page (/s/{username}), rendered by the shop routes.
export { showSellerShop } from "./use-cases/show-seller-shop.ts";
// What the seller's home reads of the catalog (statistics context).
export { showCatalogSummary, type CatalogSummary } from "./use-cases/show-catalog-summary.ts";
