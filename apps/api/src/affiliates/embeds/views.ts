import { eq, type SQL } from "drizzle-orm";
import {
  embedFrameUrl,
  embedLabel,
  embedLinkUrl,
  embedSnippet,
  EMBED_FORM_RULES,
  type EmbedDisplay,
  type EmbedForm,
  type EmbedPurpose,
  type EmbedTarget,
} from "@sellwerk/domain";
import type { affiliates } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import { products } from "../../catalog/tables.ts";
import { users } from "../../identity/tables.ts";
import { affiliatePrograms, embeddableItems } from "../tables.ts";

/** An item with what its links need: the program's seller and the product's slug. */
export interface EmbedRow {
  id: number;
  publisherId: number;
  name: string;
  form: string;
  purpose: string;
  display: string;
  programId: number | null;
  programName: string | null;
  embedFormsAllowed: boolean | null;
  productId: number | null;
  productName: string | null;
  productSlug: string | null;
  sellerUsername: string | null;
  customUrl: string | null;
  settings: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

/** The item joined with its program, product and the program's seller; filter by `where`. */
export function selectEmbedRows(ex: Executor, where: SQL | undefined) {
  return ex
    .select({
      id: embeddableItems.id,
      publisherId: embeddableItems.publisherId,
      name: embeddableItems.name,
      form: embeddableItems.form,
      purpose: embeddableItems.purpose,
      display: embeddableItems.display,
      programId: embeddableItems.programId,
      programName: affiliatePrograms.name,
      embedFormsAllowed: affiliatePrograms.embedFormsAllowed,
      productId: embeddableItems.productId,
      productName: products.name,
      productSlug: products.slug,
      sellerUsername: users.username,
      customUrl: embeddableItems.customUrl,
      settings: embeddableItems.settings,
      createdAt: embeddableItems.createdAt,
      updatedAt: embeddableItems.updatedAt,
    })
    .from(embeddableItems)
    .leftJoin(affiliatePrograms, eq(affiliatePrograms.id, embeddableItems.programId))
    .leftJoin(users, eq(users.id, affiliatePrograms.sellerId))
    .leftJoin(products, eq(products.id, embeddableItems.productId))
    .where(where)
    .$dynamic();
}

/** What a link or button says when the publisher gave no text. */
const fallbackLabel = (row: EmbedRow) => row.productName ?? row.programName ?? row.name;

export function targetOf(row: EmbedRow): EmbedTarget {
  return {
    id: row.id,
    form: row.form as EmbedForm,
    purpose: row.purpose as EmbedPurpose,
    display: row.display as EmbedDisplay,
    programId: row.programId,
    productId: row.productId,
    publisherId: row.publisherId,
    customUrl: row.customUrl,
    settings: row.settings,
    sellerUsername: row.sellerUsername,
    productSlug: row.productSlug,
  };
}

/** The publisher's view: the item, the names it points at, its link and copyable snippet. */
export function embeddableItemView(row: EmbedRow, origin: string): affiliates.EmbeddableItem {
  const target = targetOf(row);
  return {
    id: row.id,
    name: row.name,
    form: target.form,
    purpose: target.purpose,
    display: target.display,
    program_id: row.programId,
    program_name: row.programName,
    product_id: row.productId,
    product_name: row.productName,
    custom_url: row.customUrl,
    settings: target.settings,
    link_url: embedLinkUrl(target, origin),
    snippet: embedSnippet(target, origin, fallbackLabel(row)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * What a stranger's page may learn: the look and the two URLs, no names of programs or the
 * publisher's own item name. The checkout is framed only when the program allows embedding.
 */
export function publicEmbeddableItemView(row: EmbedRow, origin: string): affiliates.PublicEmbeddableItem {
  const target = targetOf(row);
  const s = target.settings;
  const framable = row.embedFormsAllowed === true;
  const rule = EMBED_FORM_RULES[target.form];
  return {
    id: row.id,
    form: target.form,
    display: target.display,
    label: embedLabel(target, fallbackLabel(row)),
    description: s.description ?? null,
    color: s.color ?? null,
    text_color: s.text_color ?? null,
    image_url: rule.image === "one" ? (s.image_url ?? null) : null,
    images: rule.image === "many" ? (s.images ?? []) : [],
    link_url: embedLinkUrl(target, origin),
    frame_url: framable ? embedFrameUrl(target, origin) : null,
    publisher_id: row.publisherId,
    program_id: row.programId,
    product_id: row.productId,
  };
}
