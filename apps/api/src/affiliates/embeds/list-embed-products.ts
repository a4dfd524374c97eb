import { and, asc, eq, exists } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { products } from "../../catalog/tables.ts";
import { affiliateNodes, affiliateProgramProducts, affiliatePrograms } from "../tables.ts";

/**
 * The products an item of this program may lead to, for the editor: the listed ones of a
 * with_products program, else the seller's live products. Only for a program the publisher is an
 * active publisher of (invited programs are not in the marketplace, so its detail cannot say).
 */
export async function listEmbedProducts(deps: Deps, publisherId: number, programId: number) {
  const [program] = await deps.db
    .select({ sellerId: affiliatePrograms.sellerId, scope: affiliatePrograms.scope })
    .from(affiliatePrograms)
    .innerJoin(affiliateNodes, eq(affiliateNodes.programId, affiliatePrograms.id))
    .where(
      and(
        eq(affiliatePrograms.id, programId),
        eq(affiliateNodes.publisherId, publisherId),
        eq(affiliateNodes.state, "accepted"),
      ),
    );
  if (!program) throw new AppError("NOT_FOUND");
  const listed = exists(
    deps.db
      .select({ one: affiliateProgramProducts.productId })
      .from(affiliateProgramProducts)
      .where(
        and(
          eq(affiliateProgramProducts.programId, programId),
          eq(affiliateProgramProducts.productId, products.id),
        ),
      ),
  );
  return deps.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.sellerId, program.sellerId),
        eq(products.archived, false),
        program.scope === "with_products" ? listed : eq(products.state, "published"),
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(500);
}
