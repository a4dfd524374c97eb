import type { COURSE_PUBLISH_STATES } from "../states/lists.ts";

/** Spec two §4 "Course publish". */
export type CoursePublishState = (typeof COURSE_PUBLISH_STATES)[number];

export interface CoursePublishFacts {
  /** The product's publishing state (PRODUCT_PUBLISHING_STATES), as stored. */
  productState: string;
  archived: boolean;
  /** Buyers exist: taking the course off sale pauses it for them rather than leaving it unborn. */
  soldCount: number;
  /** Each lesson's status (SELLER_LESSON_STATUSES) and drip date. */
  lessons: readonly { status: string; dripDate: Date | null }[];
  now: Date;
}

/**
 * The course's publish state is derived, never stored, so it cannot drift from the product and
 * its lessons (docs/api-catalog.md, "Course content, events, designs" has the table):
 * - archived, revoked or unpublished by a manager → publish_canceled;
 * - waiting for publishing or review → publish_pending;
 * - published, while a lesson is still pending or opens on a date still ahead → publishing;
 * - published with every lesson out → published;
 * - unpublished or rejected: publish_paused once buyers have it, publish_pending before.
 * Lessons "not_for_publish" never count; drip by days is per buyer and does not hold it back.
 */
export function coursePublishState(facts: CoursePublishFacts): CoursePublishState {
  const { productState } = facts;
  if (facts.archived || productState === "revoked" || productState === "admin_unpublished") {
    return "publish_canceled";
  }
  if (productState === "publish_pending" || productState === "in_review") return "publish_pending";
  if (productState === "published") {
    const stillComing = facts.lessons.some(
      (l) =>
        l.status === "pending" ||
        (l.status === "published" && l.dripDate !== null && l.dripDate.getTime() > facts.now.getTime()),
    );
    return stillComing ? "publishing" : "published";
  }
  return facts.soldCount > 0 ? "publish_paused" : "publish_pending";
}
