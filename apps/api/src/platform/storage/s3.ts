import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import { Measure } from "./measure.ts";
import { copyObject } from "./s3-copy.ts";
import { isNotFound, unreachableReason } from "./s3-client.ts";
import { loadS3, loadS3Upload } from "./s3-sdk.ts";
import { assertStorageKey, type ByteRange, type Storage, type StoredObject } from "./storage.ts";

/** Outside the key space (keys start with a letter or digit), so no file can be named like one. */
const INCOMING = ".incoming";
/** Temporary objects this old belong to no running upload any more (a crash left them). */
const STALE_INCOMING_MS = 24 * 3600_000;
/** Memory per upload is about (queue + 1) parts, whatever the file's size. */
const PART_SIZE = 8 * 1024 ** 2;
const QUEUE_SIZE = 2;

/**
 * Files in an S3-compatible bucket. Uploads go to `.incoming/` first and are copied into place
 * (server-side) when complete, so a failed or cut-off upload leaves nothing under its key.
 */
export class S3Storage implements Storage {
  readonly kind = "s3";

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, body: Readable): Promise<StoredObject> {
    assertStorageKey(key);
    const temp = `${INCOMING}/${randomUUID()}`;
    const Upload = await loadS3Upload();
    const measure = new Measure();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: temp, Body: measure },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // On failure the SDK aborts the multipart upload, so no stored parts are left to pay for.
      leavePartsOnError: false,
    });
    try {
      const piping = pipeline(body, measure);
      const uploading = upload.done();
      // When S3 fails first nothing reads `measure` any more: end it so the source is let go too.
      uploading.catch((err: unknown) => measure.destroy(err instanceof Error ? err : new Error(String(err))));
      const [piped, uploaded] = await Promise.allSettled([piping, uploading]);
      // The source's own error (too large, refused type, connection lost) says more than the SDK's.
      if (piped.status === "rejected") throw piped.reason;
      if (uploaded.status === "rejected") throw uploaded.reason;
      const stored = measure.result();
      await copyObject(this.client, this.bucket, temp, key, stored.size);
      return stored;
    } finally {
      // Copied, or failed: either way the temporary object has no further use.
      await this.remove(temp).catch(() => undefined);
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    assertStorageKey(key);
    const s3 = await loadS3();
    try {
      const { Body } = await this.client.send(
        new s3.GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // In Node the SDK answers a Readable; the other body types exist for browsers.
      if (!(Body instanceof Readable)) throw new Error("S3 answered a body that is not a Node stream");
      return Body;
    } catch (err) {
      if (isNotFound(s3, err)) return undefined;
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    assertStorageKey(key);
    const s3 = await loadS3();
    try {
      const head = await this.client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(s3, err)) return undefined;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.remove(key);
  }

  /** S3 answers a delete of a missing key with success, as the interface wants. */
  private async remove(key: string): Promise<void> {
    const { DeleteObjectCommand } = await loadS3();
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Startup check: the server should refuse to start rather than fail on the first upload. */
  async checkBucket(where: string): Promise<void> {
    const s3 = await loadS3();
    try {
      await this.client.send(new s3.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      throw new Error(`S3 storage: ${where} is not reachable: ${unreachableReason(s3, err)}`, {
        cause: err,
      });
    }
  }

  /**
   * Removes temporary objects left by a crash between upload and copy; recent ones may belong to
   * an upload in progress. (Parts of multipart uploads cut off by a crash are not objects: a
   * bucket lifecycle rule aborts those, see ARCHITECTURE.md.)
   */
  async sweepIncoming(now = Date.now()): Promise<number> {
    let removed = 0;
    const { paginateListObjectsV2 } = await loadS3();
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: `${INCOMING}/` },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && now - object.LastModified.getTime() > STALE_INCOMING_MS) {
          await this.remove(object.Key);
          removed += 1;
        }
      }
    }
    return removed;
  }

  /** Closes the client's idle connections. */
  destroy(): void {
    this.client.destroy();
  }
}
