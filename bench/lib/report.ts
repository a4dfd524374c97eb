import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO } from "./api.ts";

/** A plain text table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("   ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("   "), ...rows.map(line)].join("\n");
}

export const fmt = {
  int: (n: number) => Math.round(n).toLocaleString("en-US"),
  ms: (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1)),
  ratio: (n: number) => (n < 0.1 ? n.toFixed(3) : n.toFixed(2)),
};

export function machine() {
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? "unknown",
    platform: `${os.platform()} ${os.release()}`,
  };
}

/**
 * How busy the CPUs are with other work (%, over `ms`), measured before a bench starts: the
 * figures are only comparable between runs on an otherwise idle machine.
 */
export async function cpuBusyPercent(ms = 1000): Promise<number> {
  const sample = () =>
    os.cpus().reduce(
      (a, c) => ({
        idle: a.idle + c.times.idle,
        total: a.total + Object.values(c.times).reduce((x, y) => x + y, 0),
      }),
      { idle: 0, total: 0 },
    );
  const before = sample();
  await new Promise((r) => setTimeout(r, ms));
  const after = sample();
  const total = after.total - before.total;
  return total > 0 ? Math.round(100 * (1 - (after.idle - before.idle) / total)) : 0;
}

/** Writes bench/results/<name>-<timestamp>.json (git-ignored) and answers its path. */
export function writeResults(name: string, data: object): string {
  const dir = path.join(REPO, "bench/results");
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${name}-${stamp}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2) + "\n");
  return path.relative(REPO, file);
}
