import type { catalog } from "@sellwerk/contracts";
import type { z } from "zod";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProduct } from "../repository.ts";
import { loadSeller, sellerName } from "../seller-context.ts";
import { productView } from "../views/product.ts";
import { eventView } from "../views/events.ts";
import { moduleView } from "../views/course.ts";
import { eventRows } from "../event-content.ts";
import { courseRows } from "../course-content.ts";
import { previewUrl } from "../../checkout/preview-link.ts";

/**
 * What the buyer's product page will show, whatever the product's state (the seller previews
 * drafts): the product with its events and tickets, or its course modules and lessons.
 */
export async function previewProduct(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<z.infer<typeof catalog.previewAnswer>>> {
  const row = await findOwnProduct(deps.db, sellerId, productId);
  if (!row) return fail("NOT_FOUND");
  const [product, seller, events, course] = await Promise.all([
    productView(deps, deps.db, row),
    loadSeller(deps.db, sellerId),
    row.form === "event" ? eventRows(deps.db, row.id) : Promise.resolve([]),
    row.form === "course" ? courseRows(deps.db, row.id) : Promise.resolve({ modules: [], lessons: [] }),
  ]);
  return ok({
    product: {
      ...product,
      events: events.map(({ event, tickets }) => eventView(event, tickets, row.currency)),
      course_modules: course.modules.map((m) =>
        moduleView(
          m,
          course.lessons.filter((l) => l.moduleId === m.id),
        ),
      ),
    },
    seller: { username: seller.username, name: sellerName(seller) },
    page_url: previewUrl(deps.urlSigner, seller.username, row.slug),
  });
}
