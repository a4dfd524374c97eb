import type { Readable } from "node:stream";

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a completed put measured while the bytes passed through (never read back afterwards). */
export interface StoredObject {
  size: number;
  sha256: string;
}

/**
 * Where file bytes live: a local folder by default, an S3-compatible bucket when configured.
 * Keys are chosen by the platform (never by users). A put either stores the whole stream under
 * its key or nothing at all: a failed or aborted stream leaves no partial object behind.
 */
export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, body: Readable): Promise<StoredObject>;
  /** The bytes (or a range of them), or undefined when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(key: string): Promise<{ size: number } | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are relative, slash-separated, without dot segments, so no key can point outside the store. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split("/").some((part) => part === "." || part === "..") || key.length > 512)
    throw new Error(`Invalid storage key: ${key}`);
}
