import type { ProductType } from "@sellwerk/domain";
import type { Grant } from "./grant.ts";
import { issueTickets } from "./tickets.ts";
import { assignLicenseKeys } from "./license-keys.ts";
import { issueCertificate } from "./certificate.ts";
import { grantCourseAccess } from "./course-access.ts";
import { openSellerTask } from "./seller-task.ts";

export type { Grant } from "./grant.ts";
export { LicenseKeysExhausted } from "./license-keys.ts";

/**
 * What each product type gives besides its delivery row. Downloads need nothing more (links are
 * signed when asked for); bundles give only what they include, delivered as products of their own.
 */
const GRANTS: Record<ProductType, ((g: Grant) => Promise<void>) | null> = {
  download: null,
  bundle: null,
  course: grantCourseAccess,
  membership: grantCourseAccess,
  event: issueTickets,
  license_key: assignLicenseKeys,
  certificate: issueCertificate,
  service: openSellerTask,
};

export async function grantProduct(g: Grant): Promise<void> {
  await GRANTS[g.product.form as ProductType]?.(g);
}
