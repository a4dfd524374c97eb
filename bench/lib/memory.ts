import { readFileSync } from "node:fs";

/** A process's resident memory in bytes, from /proc/<pid>/status (Linux). */
export function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

export interface RssSampler {
  /** Stops sampling and answers every sample taken (bytes). */
  stop(): number[];
}

/** Samples a process's resident memory every `everyMs` until stopped. */
export function sampleRss(pid: number, everyMs = 200): RssSampler {
  const samples = [residentBytes(pid)];
  const timer = setInterval(() => samples.push(residentBytes(pid)), everyMs);
  return {
    stop() {
      clearInterval(timer);
      samples.push(residentBytes(pid));
      return samples;
    },
  };
}

export const mib = (bytes: number) => bytes / 1024 / 1024;
