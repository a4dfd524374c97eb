import type { Deps } from "../../platform/deps.ts";
import { auditLogs } from "../tables.ts";

/** Every request a manager makes in admin mode, with its outcome. */
export async function recordAdminAction(
  deps: Deps,
  entry: {
    managerId: number;
    userId: number;
    method: string;
    path: string;
    statusCode: number;
    requestId: string;
  },
): Promise<void> {
  await deps.db.insert(auditLogs).values({ ...entry, action: "request" });
}
