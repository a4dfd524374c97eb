import { sql } from "drizzle-orm";
import { products } from "./tables.ts";

/**
 * When a product last went to review: its latest "submitted" decision. The product's own
 * updated_at moves with every edit made while it waits, so it cannot say how long it has waited.
 * Written out qualified: drizzle leaves columns of a one-table select unqualified, and inside
 * the subquery an unqualified "id" would be the review's.
 */
export const reviewSubmittedAt =
  sql<Date | null>`(SELECT max(r.created_at) FROM product_reviews r WHERE r.product_id = "products"."id" AND r.decision = 'submitted')`.mapWith(
    products.createdAt,
  );
