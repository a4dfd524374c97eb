import { buffer } from "node:stream/consumers";
import { designs } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import type { Deps } from "../platform/deps.ts";
import type { ProductRow } from "./repository.ts";
import { findSellerFiles, type FileRow, type FileUse } from "./file-refs.ts";
import type { ImageBytes } from "./documents/index.ts";

// Reading a product's stored design and certificate settings, and the images a design names.

/** Which design each product type has; only events and certificates have a design step. */
export const DESIGN_KINDS = { event: "ticket", certificate: "certificate" } as const;
export const DESIGN_FORMS = Object.keys(DESIGN_KINDS) as (keyof typeof DESIGN_KINDS)[];
export const CERTIFICATE_FORMS = ["certificate"] as const;

export function designKindOf(product: ProductRow): designs.Design["kind"] {
  return DESIGN_KINDS[product.form as keyof typeof DESIGN_KINDS];
}

/**
 * The stored design with every default filled in. A design saved before a field existed reads
 * with that field's default; one that no longer validates falls back to the defaults entirely.
 */
export function storedDesign(product: ProductRow): designs.Design {
  const kind = designKindOf(product);
  const parsed = designs.design.safeParse({ ...product.design, kind });
  return parsed.success ? parsed.data : designs.design.parse({ kind });
}

export function storedTicketDesign(product: ProductRow): designs.TicketDesign {
  const design = storedDesign(product);
  return design.kind === "ticket" ? design : designs.ticketDesign.parse({ kind: "ticket" });
}

export function storedCertificateDesign(product: ProductRow): designs.CertificateDesign {
  const design = storedDesign(product);
  return design.kind === "certificate" ? design : designs.certificateDesign.parse({ kind: "certificate" });
}

export function storedCertificateSettings(product: ProductRow): designs.CertificateSettings {
  const parsed = designs.certificateSettings.safeParse(product.typeSettings);
  return parsed.success ? parsed.data : designs.certificateSettings.parse({});
}

/** The image a design names: the ticket's logo or the certificate's background. */
export function designImageUse(design: designs.Design): FileUse | null {
  const id = design.kind === "ticket" ? design.logo_file_id : design.background_file_id;
  const param = design.kind === "ticket" ? "design.logo_file_id" : "design.background_file_id";
  return id === null ? null : { param, id, kind: "image" };
}

export async function designFiles(
  ex: Executor,
  sellerId: number,
  design: designs.Design,
): Promise<FileRow[]> {
  const use = designImageUse(design);
  return use ? [...(await findSellerFiles(ex, sellerId, [use.id])).values()] : [];
}

/** Images larger than this are not read into a PDF; the document is drawn without them. */
const IMAGE_READ_LIMIT = 30 * 1024 * 1024;

const VARIANT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg" };

/**
 * The bytes of a design image: its 1200 px variant when there is one, since variants carry the
 * crop the seller chose (the original does not) and keep the PDF small; the original otherwise.
 */
export async function readDesignImage(deps: Deps, file: FileRow | undefined): Promise<ImageBytes | null> {
  if (!file || file.size > IMAGE_READ_LIMIT) return null;
  const variantKey = file.variants.l;
  const variantType = variantKey ? VARIANT_TYPES[variantKey.split(".").pop() ?? ""] : undefined;
  const key = variantKey && variantType ? variantKey : file.storageKey;
  const stream = await deps.storage.get(key);
  if (!stream) return null;
  return {
    bytes: await buffer(stream),
    contentType: key === file.storageKey ? file.contentType : variantType!,
  };
}
