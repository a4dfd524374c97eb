import { describe, expect, it } from "vitest";
import { turnsPerKey } from "../src/platform/limit.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The in-process queue an invoice series' issues wait in before they take the row lock.
describe("turnsPerKey", () => {
  it("runs one task per key at a time, in the order they came, and other keys beside them", async () => {
    const turns = turnsPerKey();
    const log: string[] = [];
    let inA = 0;
    let peakA = 0;
    let peakAll = 0;
    let inAll = 0;
    const task = (key: string, i: number, ms: number) =>
      turns(key, async () => {
        inAll++;
        peakAll = Math.max(peakAll, inAll);
        if (key === "a") peakA = Math.max(peakA, ++inA);
        log.push(`${key}${i}+`);
        await sleep(ms);
        log.push(`${key}${i}-`);
        if (key === "a") inA--;
        inAll--;
        return `${key}${i}`;
      });
    const results = await Promise.all([task("a", 1, 30), task("a", 2, 5), task("b", 1, 10), task("a", 3, 1)]);
    expect(results).toEqual(["a1", "a2", "b1", "a3"]);
    expect(peakA).toBe(1);
    expect(peakAll).toBe(2);
    expect(log.filter((e) => e.startsWith("a"))).toEqual(["a1+", "a1-", "a2+", "a2-", "a3+", "a3-"]);
  });

  it("goes on after a failed task, and the failure reaches only its caller", async () => {
    const turns = turnsPerKey();
    const failed = turns("k", () => Promise.reject(new Error("boom")));
    const next = turns("k", async () => "next");
    await expect(failed).rejects.toThrow("boom");
    await expect(next).resolves.toBe("next");
    await expect(turns("k", async () => "again")).resolves.toBe("again");
  });
});
