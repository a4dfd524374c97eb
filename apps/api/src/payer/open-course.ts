import { eq } from "drizzle-orm";
import type { payer } from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import { fail, ok, type Result } from "../platform/result.ts";
import { products, type ProductRow } from "../catalog/index.ts";
import { COURSE_FORMS } from "../catalog/course-content.ts";
import { sellerById } from "../checkout/sellers.ts";
import { accessesTo, accessState, bestAccess, type CourseAccessRow } from "./course-access.ts";
import { payerTree, type PayerTree } from "./course-tree.ts";

export interface OpenedCourse {
  product: ProductRow;
  seller: payer.PayerSeller;
  access: CourseAccessRow;
  /** The access is paused for an unpaid rate: only the overview is shown, every lesson locked. */
  paused: boolean;
  now: Date;
}

/**
 * The course a payer asks for, when they may enter it: a course they hold an access to (else 404,
 * as if it did not exist) that has not ended (else 403 COURSE_ACCESS_ENDED, which says why) and
 * is not paused for an unpaid rate (403 ACCESS_PAUSED) — except for the course overview
 * (`overview`), which shows a paused course locked with the way to pay. An upcoming access enters
 * the area with every lesson still locked until it starts.
 */
export async function openCourse(
  deps: Deps,
  userId: number,
  productId: number,
  options: { overview?: boolean } = {},
): Promise<Result<OpenedCourse>> {
  const now = deps.clock.now();
  const [product] = await deps.db.select().from(products).where(eq(products.id, productId));
  if (!product || !(COURSE_FORMS as readonly string[]).includes(product.form)) return fail("NOT_FOUND");
  const access = bestAccess(await accessesTo(deps.db, userId, productId), now);
  if (!access) return fail("NOT_FOUND");
  const state = accessState(access, now);
  if (state === "ended") return fail("COURSE_ACCESS_ENDED");
  if (state === "paused" && !options.overview) return fail("ACCESS_PAUSED");
  const seller = await sellerById(deps.db, product.sellerId);
  if (!seller) return fail("NOT_FOUND");
  return ok({
    product,
    seller: { username: seller.username, name: seller.name },
    access,
    paused: state === "paused",
    now,
  });
}

export interface OpenedLesson extends OpenedCourse {
  tree: PayerTree;
  /** The lesson's place in the course's reading order. */
  index: number;
  entry: PayerTree["flat"][number];
}

/**
 * A lesson of a course the payer may enter, once it is open for them: unknown in this course →
 * 404, not open yet (drip date, upcoming access) → 403 LESSON_LOCKED.
 */
export async function openLesson(
  deps: Deps,
  userId: number,
  productId: number,
  lessonId: number,
): Promise<Result<OpenedLesson>> {
  const opened = await openCourse(deps, userId, productId);
  if (!opened.ok) return opened;
  const { access, now } = opened.value;
  const tree = await payerTree(deps.db, { productId, userId, accessStartsAt: access.startsAt, now });
  const index = tree.flat.findIndex((f) => f.lesson.id === lessonId);
  const entry = tree.flat[index];
  if (!entry) return fail("NOT_FOUND");
  if (!entry.lesson.open) return fail("LESSON_LOCKED");
  return ok({ ...opened.value, tree, index, entry });
}
