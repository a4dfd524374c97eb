import { sql } from "drizzle-orm";
import type { PayerLessonStatus } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { lessonProgress } from "../fulfilment/tables.ts";

/**
 * Writes a payer's lesson status and answers the one kept. Opening a lesson (`in_progress`) never
 * takes back a `completed`: reading a finished lesson again does not undo it. Marking it in
 * progress on purpose does, through `force`.
 */
export async function recordProgress(
  ex: Executor,
  userId: number,
  lessonId: number,
  status: Exclude<PayerLessonStatus, "not_started">,
  now: Date,
  options: { force?: boolean } = {},
): Promise<PayerLessonStatus> {
  const keepCompleted = options.force
    ? sql`excluded.status`
    : sql`case when ${lessonProgress.status} = 'completed' then ${lessonProgress.status} else excluded.status end`;
  const [row] = await ex
    .insert(lessonProgress)
    .values({ userId, lessonId, status, updatedAt: now })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { status: keepCompleted, updatedAt: now },
    })
    .returning({ status: lessonProgress.status });
  return row!.status as PayerLessonStatus;
}
