import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Measure } from "./measure.ts";
import { assertStorageKey, type ByteRange, type Storage, type StoredObject } from "./storage.ts";

const INCOMING = ".incoming";
/** Partial files this old belong to no running upload any more (a crash or a kill left them). */
const STALE_INCOMING_MS = 24 * 3600_000;

function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

/**
 * Files in a folder on this machine (DATA_DIR/files by default). Uploads are written to
 * `.incoming/` first and renamed into place when complete, so a reader never sees a partial file
 * and a failed upload leaves nothing under its key.
 */
export class LocalStorage implements Storage {
  readonly kind = "local";

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, body: Readable): Promise<StoredObject> {
    const target = this.pathOf(key);
    const incoming = path.join(this.root, INCOMING);
    await mkdir(incoming, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(incoming, `${randomUUID()}.part`);
    const measure = new Measure();
    try {
      await pipeline(body, measure, createWriteStream(temp, { flags: "wx" }));
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return measure.result();
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    try {
      const handle = await open(this.pathOf(key), "r");
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size } : undefined;
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Removes partial files left by a crash; recent ones may belong to an upload in progress. */
  async sweepIncoming(now = Date.now()): Promise<number> {
    const incoming = path.join(this.root, INCOMING);
    let removed = 0;
    let names: string[];
    try {
      names = await readdir(incoming);
    } catch (err) {
      if (isMissing(err)) return 0;
      throw err;
    }
    for (const name of names) {
      const file = path.join(incoming, name);
      const s = await stat(file).catch(() => undefined);
      if (s && now - s.mtimeMs > STALE_INCOMING_MS) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
