import type { course } from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import { lessonFiles, type LessonRow } from "../catalog/course-content.ts";
import { sanitizeLessonHtml } from "../catalog/lesson-html.ts";
import { lessonView } from "../catalog/views/course.ts";

/**
 * A lesson's blocks as the buyer gets them: media with signed file URLs (a <video> or a download
 * link cannot send a bearer token), text cleaned once more on the way out — it was cleaned when
 * saved, but rows written before a rule changed (or by a seed) are then covered too. The quiz is
 * left out: its options carry the correct answers.
 */
export async function lessonContent(
  deps: Deps,
  sellerId: number,
  row: LessonRow,
): Promise<course.Lesson["content"]> {
  const files = await lessonFiles(deps, deps.db, sellerId, row);
  return lessonView(row, files).content.map((block) =>
    block.type === "text" ? { ...block, html: sanitizeLessonHtml(block.html ?? "") } : block,
  );
}
