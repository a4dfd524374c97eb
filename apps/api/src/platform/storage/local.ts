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

/** Flushes a folder's entries (a new name in it, a new folder under it) to the disk. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files in a folder on this machine (DATA_DIR/files by default). Uploads are written to
 * `.incoming/` first and renamed into place when complete, so a reader never sees a partial file
 * and a failed upload leaves nothing under its key. A put answers only once the bytes and the
 * file's name are on the disk: the caller records the key in the database next (an acknowledged
 * upload, an invoice's PDF), and a power cut must not leave a key naming an empty or missing file.
 */
export class LocalStorage implements Storage {
  readonly kind = "local";
  /** Folders whose own entry (in their parent) a finished put has flushed: not flushed again. */
  private readonly durableFolders = new Set<string>();
  private readonly root: string;

  constructor(root: string) {
    // Absolute, without a trailing "/": the walk up from a file's folder stops at exactly this.
    this.root = path.resolve(root);
  }

  /**
   * Flushes a new file's name in its folder, and once per process the entry of each folder on the
   * way up to the root: mkdir may have made them now, or another put that has not flushed them
   * yet. Top down, and a folder counts as durable only after its entry was flushed.
   */
  private async syncFolders(folder: string): Promise<void> {
    const parents: string[] = [];
    for (let f = folder; f !== this.root && !this.durableFolders.has(f); f = path.dirname(f))
      parents.unshift(path.dirname(f));
    for (const parent of parents) await syncFolder(parent);
    await syncFolder(folder);
    for (let f = folder; f !== this.root; f = path.dirname(f)) this.durableFolders.add(f);
  }

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
    const file = await open(temp, "wx");
    try {
      // Written chunk by chunk rather than through a write stream, which owns the handle it
      // writes to: the handle stays ours to flush.
      await pipeline(body, measure, async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) await file.write(chunk);
      });
      // The bytes reach the disk before a name points at them: a rename is journaled ahead of
      // the data, so after a crash the name could show an empty file.
      await file.datasync();
      await file.close();
      await rename(temp, target);
    } catch (err) {
      await file.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw err;
    }
    await this.syncFolders(path.dirname(target));
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
