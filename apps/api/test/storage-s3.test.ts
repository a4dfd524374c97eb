import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCopyCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Client, createStorage, S3Storage } from "../src/platform/storage/index.ts";
import { copyObject } from "../src/platform/storage/s3-copy.ts";
import { loadConfig } from "../src/config.ts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { givenUser } from "./support/users.ts";
import { signIn } from "./support/api.ts";
import { upload } from "./support/multipart.ts";

// s3rver ships no types: the little of it used here, typed by hand.
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

const BUCKET = "sellwerk-files";
const MiB = 1024 ** 2;
const directory = mkdtempSync(path.join(os.tmpdir(), "sellwerk-s3rver-"));
const server = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET }],
});
let env: Record<string, string>;
let storage: S3Storage;
let client: S3Client;

beforeAll(async () => {
  const { port } = await server.run();
  // s3rver accepts any credentials; these keep the SDK from looking for real ones.
  env = {
    STORAGE_S3_BUCKET: BUCKET,
    STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    STORAGE_S3_REGION: "us-east-1",
    STORAGE_S3_ACCESS_KEY_ID: "S3RVER",
    STORAGE_S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  const created = await createStorage(loadConfig(env).storage);
  if (!(created instanceof S3Storage)) throw new Error("STORAGE_S3_BUCKET should give S3 storage");
  storage = created;
  const config = loadConfig(env).storage;
  if (config.kind !== "s3") throw new Error("expected S3 settings");
  client = await createS3Client(config);
});
afterAll(async () => {
  storage.destroy();
  client.destroy();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

/** Every key in the bucket, temporary objects included. */
async function keys(prefix = ""): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).map((o) => o.Key ?? "").sort();
}

/** `size` random bytes as 64 KiB chunks, and their SHA-256. */
function randomStream(size: number): { stream: Readable; bytes: Buffer; sha256: string } {
  const bytes = randomBytes(size);
  const chunks = Array.from({ length: Math.ceil(size / (64 * 1024)) }, (_, i) =>
    bytes.subarray(i * 64 * 1024, (i + 1) * 64 * 1024),
  );
  return { stream: Readable.from(chunks), bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** `good` bytes, then the stream is destroyed as the upload route does at the size limit. */
function cutOff(good: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= good) return void this.destroy(new Error("cut off"));
      const n = Math.min(64 * 1024, good - sent);
      sent += n;
      this.push(randomBytes(n));
    },
  });
}

describe("S3 storage", () => {
  it("stores a stream, measuring size and SHA-256 on the way, and reads ranges back", async () => {
    const bytes = Buffer.from("0123456789abcdef");
    const stored = await storage.put("7/a", Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]));
    expect(stored).toEqual({ size: 16, sha256: createHash("sha256").update(bytes).digest("hex") });
    expect(await storage.exists("7/a")).toBe(true);
    expect(await storage.stat("7/a")).toEqual({ size: 16 });
    expect((await buffer((await storage.get("7/a"))!)).equals(bytes)).toBe(true);
    expect((await buffer((await storage.get("7/a", { start: 10, end: 12 }))!)).toString()).toBe("abc");
    expect((await buffer((await storage.get("7/a", { start: 15, end: 15 }))!)).toString()).toBe("f");
    expect(await keys(".incoming/")).toEqual([]);
    await storage.delete("7/a");
    expect(await storage.get("7/a")).toBeUndefined();
    expect(await storage.stat("7/a")).toBeUndefined();
    expect(await storage.exists("7/a")).toBe(false);
    await storage.delete("7/a");
  });

  it("keeps nothing of a stream cut off mid-way, in a single put or mid-multipart", async () => {
    await expect(storage.put("7/b", cutOff(1000))).rejects.toThrow("cut off");
    // Past the first 8 MiB part: a multipart upload is under way when the stream dies.
    await expect(storage.put("7/c", cutOff(9 * MiB))).rejects.toThrow("cut off");
    expect(await storage.exists("7/b")).toBe(false);
    expect(await storage.exists("7/c")).toBe(false);
    expect(await keys()).toEqual([]);
  });

  it("round-trips 20 MiB through a multipart upload with the right SHA-256", async () => {
    const { stream, bytes, sha256 } = randomStream(20 * MiB);
    expect(await storage.put("7/big", stream)).toEqual({ size: bytes.length, sha256 });
    expect(await storage.stat("7/big")).toEqual({ size: bytes.length });
    const back = createHash("sha256");
    for await (const chunk of (await storage.get("7/big"))!) back.update(chunk as Buffer);
    expect(back.digest("hex")).toBe(sha256);
    const range = await buffer((await storage.get("7/big", { start: 8 * MiB - 2, end: 8 * MiB + 1 }))!);
    expect(range.equals(bytes.subarray(8 * MiB - 2, 8 * MiB + 2))).toBe(true);
    expect(await keys()).toEqual(["7/big"]);
    await storage.delete("7/big");
  });

  it("refuses keys outside the key space", async () => {
    for (const key of ["../x", ".incoming/x", "a//b"]) {
      await expect(storage.put(key, Readable.from([Buffer.from("x")]))).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("sweeps temporary objects a crash left behind, not recent ones", async () => {
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: ".incoming/left-over", Body: "x" }));
    expect(await storage.sweepIncoming()).toBe(0);
    expect(await storage.sweepIncoming(Date.now() + 25 * 3600_000)).toBe(1);
    expect(await keys()).toEqual([]);
  });

  it("refuses to start when the bucket is missing or the server unreachable", async () => {
    await expect(createStorage(loadConfig({ ...env, STORAGE_S3_BUCKET: "nope" }).storage)).rejects.toThrow(
      /bucket "nope" at http:\/\/127\.0\.0\.1:\d+ is not reachable: the bucket does not exist/,
    );
    await expect(
      createStorage(loadConfig({ ...env, STORAGE_S3_ENDPOINT: "http://127.0.0.1:9" }).storage),
    ).rejects.toThrow(/is not reachable: .*ECONNREFUSED/);
    await expect(
      createStorage(loadConfig({ ...env, STORAGE_S3_SECRET_ACCESS_KEY: "" }).storage),
    ).rejects.toThrow(/Set both/);
  });
});

describe("copying past S3's 5 GiB CopyObject limit", () => {
  /** Records the commands a copy sends; s3rver has no UploadPartCopy to run them against. */
  function recordingClient(failPart?: number) {
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    const send = async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      if (command instanceof CreateMultipartUploadCommand) return { UploadId: "u1" };
      if (command instanceof UploadPartCopyCommand) {
        if (command.input.PartNumber === failPart) throw new Error("part failed");
        return { CopyPartResult: { ETag: `"e${command.input.PartNumber}"` } };
      }
      return {};
    };
    return { client: { send } as unknown as S3Client, sent };
  }

  it("copies part by part, covering every byte once, and completes in order", async () => {
    const size = 5 * 1024 ** 3 + 1;
    const { client: fake, sent } = recordingClient();
    await copyObject(fake, BUCKET, ".incoming/t", "7/huge", size);
    const ranges = sent
      .filter((c) => c.name === UploadPartCopyCommand.name)
      .map((c) =>
        String(c.input.CopySourceRange)
          .match(/^bytes=(\d+)-(\d+)$/)!
          .slice(1)
          .map(Number),
      )
      .sort((a, b) => a[0]! - b[0]!);
    expect(ranges[0]![0]).toBe(0);
    expect(ranges.at(-1)![1]).toBe(size - 1);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1]! + 1);
    const complete = sent.find((c) => c.name === CompleteMultipartUploadCommand.name)!;
    const parts = (complete.input.MultipartUpload as { Parts: { PartNumber: number; ETag: string }[] }).Parts;
    expect(parts.map((p) => p.PartNumber)).toEqual(ranges.map((_, i) => i + 1));
    expect(parts[0]!.ETag).toBe('"e1"');
  });

  it("aborts the multipart copy when a part fails", async () => {
    const { client: fake, sent } = recordingClient(3);
    await expect(copyObject(fake, BUCKET, ".incoming/t", "7/huge", 6 * 1024 ** 3)).rejects.toThrow(
      "part failed",
    );
    expect(sent.at(-1)!.name).toBe("AbortMultipartUploadCommand");
    expect(sent.some((c) => c.name === CompleteMultipartUploadCommand.name)).toBe(false);
  });
});

describe("the file routes on S3 storage", () => {
  let t: TestPlatform;
  let token: string;
  beforeAll(async () => {
    t = await startTestPlatform({ ...env, UPLOAD_MAX_BYTES: String(MiB) });
    const seller = await givenUser(t.deps, { profiles: ["seller"] });
    token = (await signIn(t.app, seller.email)).access_token;
  });
  afterAll(async () => {
    await t.close();
    if (t.deps.storage instanceof S3Storage) t.deps.storage.destroy();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}`, ...headers } });

  it("uploads and downloads a file, whole and by range", async () => {
    const content = randomBytes(300_000);
    const res = await upload(t.app, token, "digital", [{ name: "file", filename: "data.bin", content }]);
    expect(res.status).toBe(201);
    expect(res.body.file.size).toBe(content.length);
    const whole = await get(`/api/v1/files/${res.body.file.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    const part = await get(`/api/v1/files/${res.body.file.id}`, { range: "bytes=1000-1999" });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(content.subarray(1000, 2000))).toBe(true);
  });

  it("writes and serves image variants", async () => {
    const image = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#0000ff" } })
      .png()
      .toBuffer();
    const res = await upload(t.app, token, "cover", [
      { name: "file", filename: "cover.png", content: image, contentType: "image/png" },
    ]);
    expect(res.status).toBe(201);
    const small = await t.app.inject({ method: "GET", url: res.body.file.variants.s });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(200);
  });

  it("stops an upload at the limit with 413 and leaves no object behind", async () => {
    const before = await keys();
    const stream = Readable.from(
      (function* () {
        for (let i = 0; i < 40; i++) yield randomBytes(64 * 1024);
      })(),
    );
    const res = await upload(t.app, token, "digital", [
      { name: "file", filename: "big.bin", content: stream },
    ]);
    expect(res.status).toBe(413);
    expect(await keys()).toEqual(before);
  });
});
