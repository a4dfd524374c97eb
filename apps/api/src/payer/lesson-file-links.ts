import { API } from "../platform/http/route.ts";
import type { UrlSigner } from "../platform/auth/url-signer.ts";

// Files of a lesson as the payer gets them: signed with an expiry like a buyer's download
// (fulfilment/links.ts), never the catalog's lasting file signature. Access to a course can end
// or pause, so a copied link must die with it; the path names the payer, so the route checks that
// payer's access again on every request.

/** Long enough to watch a long video from one opening of the lesson, short enough that a shared link dies. */
export const LESSON_FILE_LINK_HOURS = 6;

export interface LessonFileRef {
  userId: number;
  productId: number;
  lessonId: number;
  fileId: number;
}

export function lessonFilePath(ref: LessonFileRef): string {
  return `${API}/payer/lesson_files/${ref.userId}/${ref.productId}/${ref.lessonId}/${ref.fileId}`;
}

export function lessonFileExpiry(now: Date): Date {
  return new Date(now.getTime() + LESSON_FILE_LINK_HOURS * 3600_000);
}

export function signedLessonFileUrl(signer: UrlSigner, ref: LessonFileRef, expiresAt: Date): string {
  return signer.signedPathUntil(lessonFilePath(ref), expiresAt);
}
