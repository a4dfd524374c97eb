// Test-only fault injection for the crash test (apps/api/test/crash-recovery.test.ts). With
// CRASH_AT naming one of the points below, the process kills itself with SIGKILL — no cleanup,
// no graceful shutdown, as a power cut or the OOM killer would — the CRASH_AFTER-th time (default
// 1) execution passes that point. Without CRASH_AT every call is a no-op.

export type CrashPoint =
  /** The payment row committed; the provider not called yet. */
  | "before_provider"
  /** The provider answered (it may have charged); nothing of its answer recorded yet. */
  | "after_provider_call"
  /** The answer committed; the request's answer neither stored nor sent. */
  | "after_commit";

const armed = process.env.CRASH_AT;
const after = Number(process.env.CRASH_AFTER ?? 1);
let passes = 0;

export function crashPoint(point: CrashPoint): void {
  if (armed !== point) return;
  passes += 1;
  if (passes >= after) process.kill(process.pid, "SIGKILL");
}
