import { lessonOpensAt } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, type Result } from "../../platform/result.ts";
import type { SendableFile } from "../../platform/http/send-file.ts";
import { openFile } from "../../catalog/index.ts";
import { findLesson } from "../../catalog/course-content.ts";
import { blockFileIds, storedBlocks } from "../../catalog/views/course.ts";
import { openCourse } from "../open-course.ts";
import { lessonFilePath, type LessonFileRef } from "../lesson-file-links.ts";

/**
 * A file of a lesson through its signed link: the signature must be genuine (else 404, nothing
 * revealed) and not expired (403 LESSON_FILE_LINK_EXPIRED: the payer opens the lesson again).
 * Then, on every request (a video's ranges too), the payer named in the link must still hold the
 * course (ended and paused accesses answer 403 with their reason), the lesson must be published
 * and open to them, and it must name the file, which belongs to the course's seller.
 */
export async function openLessonFile(
  deps: Deps,
  request: LessonFileRef & { expires: number; sig: string },
): Promise<Result<SendableFile>> {
  const now = deps.clock.now();
  const check = deps.urlSigner.verifyUntil(lessonFilePath(request), request.expires, request.sig, now);
  if (check === "invalid") return fail("NOT_FOUND");
  if (check === "expired") return fail("LESSON_FILE_LINK_EXPIRED");
  const opened = await openCourse(deps, request.userId, request.productId);
  if (!opened.ok) return opened;
  const { product, access } = opened.value;
  const lesson = await findLesson(deps.db, product.id, request.lessonId);
  if (!lesson || lesson.status !== "published" || lessonOpensAt(lesson, access.startsAt) > now)
    return fail("NOT_FOUND");
  if (!blockFileIds(storedBlocks(lesson)).includes(request.fileId)) return fail("NOT_FOUND");
  return openFile(deps, { sellerId: product.sellerId }, request.fileId, undefined);
}
