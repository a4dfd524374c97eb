import { and, eq, isNull } from "drizzle-orm";
import { validateEmbeddableItem, EMBED_FORM_RULES, type EmbeddableItemInput } from "@sellwerk/domain";
import type { Executor } from "../../platform/db/client.ts";
import { fieldsFail, ok, type Result } from "../../platform/result.ts";
import { lessons, products } from "../../catalog/tables.ts";
import { affiliateNodes, affiliateProgramProducts, affiliatePrograms } from "../tables.ts";

/**
 * An item is the publisher's door into a seller's program, so besides the domain's form rules:
 * the program must be one they are an active (accepted) publisher of, an embedded checkout needs
 * a program that allows embedding, the product must be the program's, the lesson the course's.
 */
export async function checkEmbeddableItem(
  ex: Executor,
  publisherId: number,
  item: EmbeddableItemInput,
): Promise<Result<void>> {
  const errors = validateEmbeddableItem(item);
  const named = (param: string) => errors.some((e) => e.param === param);
  if (item.programId !== null && !named("program_id")) {
    const [program] = await ex
      .select({
        sellerId: affiliatePrograms.sellerId,
        scope: affiliatePrograms.scope,
        embedFormsAllowed: affiliatePrograms.embedFormsAllowed,
      })
      .from(affiliatePrograms)
      .innerJoin(affiliateNodes, eq(affiliateNodes.programId, affiliatePrograms.id))
      .where(
        and(
          eq(affiliatePrograms.id, item.programId),
          isNull(affiliatePrograms.archivedAt),
          eq(affiliateNodes.publisherId, publisherId),
          eq(affiliateNodes.state, "accepted"),
        ),
      )
      .limit(1);
    if (!program) errors.push({ param: "program_id", code: "embed_program_not_joined" });
    else {
      if (EMBED_FORM_RULES[item.form].framesCheckout && !program.embedFormsAllowed)
        errors.push({ param: "form", code: "embed_forms_not_allowed" });
      if (item.productId !== null && !named("product_id")) {
        const covered = await productInProgram(ex, item.programId, program, item.productId);
        if (!covered) errors.push({ param: "product_id", code: "embed_product_not_in_program" });
        else if (item.purpose === "course_lesson" && item.settings.lesson_id) {
          const [lesson] = await ex
            .select({ id: lessons.id })
            .from(lessons)
            .where(and(eq(lessons.id, item.settings.lesson_id), eq(lessons.productId, item.productId)));
          if (!lesson) errors.push({ param: "settings.lesson_id", code: "embed_lesson_not_in_product" });
        }
      }
    }
  }
  return errors.length ? fieldsFail(errors) : ok(undefined);
}

/** all_products: any live product of the program's seller; with_products: the listed ones. */
async function productInProgram(
  ex: Executor,
  programId: number,
  program: { sellerId: number; scope: string },
  productId: number,
): Promise<boolean> {
  const [product] = await ex
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.id, productId), eq(products.sellerId, program.sellerId), eq(products.archived, false)),
    );
  if (!product) return false;
  if (program.scope === "all_products") return true;
  const [listed] = await ex
    .select({ productId: affiliateProgramProducts.productId })
    .from(affiliateProgramProducts)
    .where(
      and(
        eq(affiliateProgramProducts.programId, programId),
        eq(affiliateProgramProducts.productId, productId),
      ),
    );
  return Boolean(listed);
}
