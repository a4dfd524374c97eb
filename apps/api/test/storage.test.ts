import { existsSync, mkdtempSync, readdirSync, readlinkSync, realpathSync, rmSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createStorage, LocalStorage } from "../src/platform/storage/index.ts";
import { loadConfig } from "../src/config.ts";
import { UrlSigner } from "../src/platform/auth/url-signer.ts";
import { parseRange } from "../src/platform/http/range.ts";

// Real path: /proc names a folder by it, and the temporary folder may be a symbolic link.
const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), "sellwerk-storage-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = new LocalStorage(root);

describe("local storage", () => {
  it("stores a stream, measuring size and SHA-256 on the way, and reads ranges back", async () => {
    const bytes = Buffer.from("0123456789abcdef");
    const stored = await storage.put("7/a", Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]));
    expect(stored).toEqual({ size: 16, sha256: createHash("sha256").update(bytes).digest("hex") });
    expect(await storage.exists("7/a")).toBe(true);
    expect(await storage.stat("7/a")).toEqual({ size: 16 });
    expect((await buffer((await storage.get("7/a", { start: 10, end: 12 }))!)).toString()).toBe("abc");
    await storage.delete("7/a");
    expect(await storage.get("7/a")).toBeUndefined();
    await storage.delete("7/a");
  });

  it("keeps nothing of a stream that fails half-way", async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1000, 1);
        throw new Error("connection lost");
      })(),
    );
    await expect(storage.put("7/b", failing)).rejects.toThrow("connection lost");
    expect(await storage.exists("7/b")).toBe(false);
    expect(readdirSync(path.join(root, ".incoming"))).toEqual([]);
  });

  it("answers only once the bytes and the new name are on the disk, new folders included", async () => {
    // Every flush a put asks of the disk, in order: a file's data, or a folder's entries.
    const probe = await open(root, "r");
    const handles = Object.getPrototypeOf(probe) as Pick<FileHandle, "datasync" | "sync">;
    await probe.close();
    const { datasync, sync } = handles;
    let key = "invoices/9/1.pdf";
    const flushed: string[] = [];
    const named = () => (existsSync(path.join(root, key)) ? "named" : "not named yet");
    const spies = [
      vi.spyOn(handles, "datasync").mockImplementation(async function (this: FileHandle) {
        flushed.push(`${(await this.stat()).size} bytes, ${named()}`);
        return datasync.call(this);
      }),
      vi.spyOn(handles, "sync").mockImplementation(async function (this: FileHandle) {
        flushed.push(
          `folder ${path.relative(root, readlinkSync(`/proc/self/fd/${this.fd}`)) || "."}, ${named()}`,
        );
        return sync.call(this);
      }),
    ];
    try {
      await storage.put(key, Readable.from([Buffer.from("%PDF-1.7 …")]));
      // The bytes before the name; then the root got "invoices", that got "9", and that the file.
      expect(flushed).toEqual([
        "12 bytes, not named yet",
        "folder ., named",
        "folder invoices, named",
        "folder invoices/9, named",
      ]);
      flushed.length = 0;
      // Into a folder that exists: the file's data, then that one folder.
      key = "invoices/9/2.pdf";
      await storage.put(key, Readable.from([Buffer.from("x")]));
      expect(flushed).toEqual(["1 bytes, not named yet", "folder invoices/9, named"]);
      flushed.length = 0;
      // The same folders seen by a storage that just started (another process), its root spelled
      // with a trailing "/": their entries are flushed once more, as it cannot know who did.
      key = "invoices/9/3.pdf";
      await new LocalStorage(`${root}/`).put(key, Readable.from([Buffer.from("y")]));
      expect(flushed).toEqual([
        "1 bytes, not named yet",
        "folder ., named",
        "folder invoices, named",
        "folder invoices/9, named",
      ]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("refuses keys that could leave its folder", async () => {
    for (const key of ["../x", "/etc/passwd", "a/../../b", "a//b", ""])
      await expect(storage.put(key, Readable.from([Buffer.from("x")]))).rejects.toThrow(
        /Invalid storage key/,
      );
  });

  it("reads S3 settings, and refuses half-given credentials before touching the network", async () => {
    const config = loadConfig({ STORAGE_S3_BUCKET: "files", STORAGE_S3_REGION: "eu-central-1" });
    expect(config.storage).toMatchObject({ kind: "s3", bucket: "files", region: "eu-central-1" });
    await expect(
      createStorage(loadConfig({ STORAGE_S3_BUCKET: "files", STORAGE_S3_ACCESS_KEY_ID: "k" }).storage),
    ).rejects.toThrow(/Set both/);
    expect(loadConfig({ DATA_DIR: "/srv/sellwerk" }).storage).toEqual({
      kind: "local",
      dir: "/srv/sellwerk/files",
    });
  });
});

describe("signed paths and ranges", () => {
  it("accepts only the signature of exactly that path", () => {
    const signer = new UrlSigner("secret");
    const url = signer.signedPath("/api/v1/files/3/s");
    expect(signer.verifyUrl(url)).toBe(true);
    expect(signer.verifyUrl(`${url}&download=1`)).toBe(true);
    expect(signer.verifyUrl(url.replace("/3/", "/4/"))).toBe(false);
    expect(new UrlSigner("other").verifyUrl(url)).toBe(false);
    expect(signer.verifyUrl("/api/v1/files/3/s")).toBe(false);
  });

  it("accepts a signature only in its one spelling, not another that decodes to the same bytes", () => {
    const signer = new UrlSigner("secret");
    const path = "/api/v1/files/3/s";
    // The last of 22 base64url characters carries 2 bits of the MAC and 4 unused ones: every
    // other character sharing its top 2 bits decodes to the same 16 bytes.
    const sig = signer.sign(path);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const top = alphabet.indexOf(sig.at(-1)!) & 0b110000;
    const twins = [...alphabet].filter((c, i) => (i & 0b110000) === top && c !== sig.at(-1));
    expect(twins).toHaveLength(15);
    for (const twin of twins) {
      const spelled = `${sig.slice(0, -1)}${twin}`;
      expect(Buffer.from(spelled, "base64url")).toEqual(Buffer.from(sig, "base64url"));
      expect(signer.verify(path, spelled)).toBe(false);
    }
    expect(signer.verify(path, sig)).toBe(true);
    const until = new Date("2030-01-01T00:00:00Z");
    const url = new URL(signer.signedPathUntil(path, until), "http://x");
    const expires = Number(url.searchParams.get("expires"));
    const good = url.searchParams.get("sig")!;
    const now = new Date("2029-01-01T00:00:00Z");
    expect(signer.verifyUntil(path, expires, good, now)).toBe("valid");
    const last = alphabet.indexOf(good.at(-1)!);
    const twin = alphabet[(last & 0b110000) | ((last + 1) & 0b001111)]!;
    expect(signer.verifyUntil(path, expires, `${good.slice(0, -1)}${twin}`, now)).toBe("invalid");
  });

  it("reads the range forms a browser or a download manager sends", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 100)).toBeUndefined();
    expect(parseRange("items=0-1", 100)).toBeUndefined();
    expect(parseRange(undefined, 100)).toBeUndefined();
  });
});
