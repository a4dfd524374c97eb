import type { StorageConfig } from "../../config.ts";
import { LocalStorage } from "./local.ts";
import type { Storage } from "./storage.ts";

export type { Storage, StoredObject, ByteRange } from "./storage.ts";
export { LocalStorage } from "./local.ts";

/** The configured storage. The S3-compatible kind needs an S3 client package that is not installed yet. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === "s3") {
    throw new Error(
      "STORAGE_S3_BUCKET is set, but S3-compatible storage is not available in this build yet " +
        "(it needs @aws-sdk/client-s3). Unset the STORAGE_S3_* settings to keep files in STORAGE_DIR.",
    );
  }
  const storage = new LocalStorage(config.dir);
  await storage.sweepIncoming();
  return storage;
}
