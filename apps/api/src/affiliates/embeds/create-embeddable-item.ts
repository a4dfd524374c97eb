import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { embeddableItems } from "../tables.ts";
import { checkEmbeddableItem } from "./checks.ts";
import { embedInput } from "./input.ts";
import { showEmbeddableItem } from "./show-embeddable-item.ts";

export async function createEmbeddableItem(
  deps: Deps,
  publisherId: number,
  body: affiliates.EmbeddableItemBody,
) {
  const input = embedInput(body);
  unwrap(await checkEmbeddableItem(deps.db, publisherId, input));
  const [row] = await deps.db
    .insert(embeddableItems)
    .values({
      publisherId,
      name: input.name,
      form: input.form,
      purpose: input.purpose,
      display: input.display,
      programId: input.programId,
      productId: input.productId,
      customUrl: input.customUrl,
      settings: input.settings as Record<string, unknown>,
    })
    .returning({ id: embeddableItems.id });
  return showEmbeddableItem(deps, publisherId, row!.id);
}
