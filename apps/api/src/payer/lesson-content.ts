import type { course } from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import { findSellerFiles, fileRef, type FileRef } from "../catalog/file-refs.ts";
import type { LessonRow } from "../catalog/course-content.ts";
import { sanitizeLessonHtml } from "../catalog/lesson-html.ts";
import { blockFileIds, lessonView, storedBlocks } from "../catalog/views/course.ts";
import { lessonFileExpiry, signedLessonFileUrl } from "./lesson-file-links.ts";

/**
 * The files a lesson's blocks name, each with a link signed for this payer that expires
 * (lesson-file-links.ts) instead of the catalog's lasting signature; no image variants, which
 * lesson media do not use.
 */
async function payerLessonFiles(
  deps: Deps,
  input: { sellerId: number; userId: number; productId: number; row: LessonRow; now: Date },
): Promise<Map<number, FileRef>> {
  const rows = await findSellerFiles(deps.db, input.sellerId, blockFileIds(storedBlocks(input.row)));
  const expiresAt = lessonFileExpiry(input.now);
  return new Map(
    [...rows].map(([id, file]) => [
      id,
      {
        ...fileRef(deps, file),
        url: signedLessonFileUrl(
          deps.urlSigner,
          { userId: input.userId, productId: input.productId, lessonId: input.row.id, fileId: id },
          expiresAt,
        ),
        variants: {},
      },
    ]),
  );
}

/**
 * A lesson's blocks as the buyer gets them: media with signed, expiring file URLs (a <video> or a
 * download link cannot send a bearer token), text cleaned once more on the way out — it was
 * cleaned when saved, but rows written before a rule changed (or by a seed) are then covered too.
 * The quiz goes separately (payer-quiz.ts): its options carry the correct answers.
 */
export async function lessonContent(
  deps: Deps,
  input: { sellerId: number; userId: number; productId: number; row: LessonRow; now: Date },
): Promise<course.Lesson["content"]> {
  const files = await payerLessonFiles(deps, input);
  return lessonView(input.row, files).content.map((block) =>
    block.type === "text" ? { ...block, html: sanitizeLessonHtml(block.html ?? "") } : block,
  );
}
