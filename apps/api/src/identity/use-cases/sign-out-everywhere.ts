import type { Deps } from "../../platform/deps.ts";
import { revokeAllSessions } from "../sessions.ts";

export async function signOutEverywhere(deps: Deps, userId: number): Promise<void> {
  await revokeAllSessions(deps.db, userId, "sign_out_everywhere", deps.clock.now());
}
