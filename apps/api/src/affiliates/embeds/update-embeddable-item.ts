import { and, eq } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { AppError, unwrap } from "../../platform/http/errors.ts";
import { embeddableItems } from "../tables.ts";
import { checkEmbeddableItem } from "./checks.ts";
import { embedInput } from "./input.ts";
import { showEmbeddableItem } from "./show-embeddable-item.ts";

/** The whole item is sent again (PUT) and checked again: the program may have changed meanwhile. */
export async function updateEmbeddableItem(
  deps: Deps,
  publisherId: number,
  id: number,
  body: affiliates.EmbeddableItemBody,
) {
  const own = and(eq(embeddableItems.id, id), eq(embeddableItems.publisherId, publisherId));
  const [existing] = await deps.db.select({ id: embeddableItems.id }).from(embeddableItems).where(own);
  if (!existing) throw new AppError("NOT_FOUND");
  const input = embedInput(body);
  unwrap(await checkEmbeddableItem(deps.db, publisherId, input));
  const [updated] = await deps.db
    .update(embeddableItems)
    .set({
      name: input.name,
      form: input.form,
      purpose: input.purpose,
      display: input.display,
      programId: input.programId,
      productId: input.productId,
      customUrl: input.customUrl,
      settings: input.settings as Record<string, unknown>,
      updatedAt: deps.clock.now(),
    })
    .where(own)
    .returning({ id: embeddableItems.id });
  if (!updated) throw new AppError("NOT_FOUND");
  return showEmbeddableItem(deps, publisherId, id);
}
