import type { StorageConfig } from "../../config.ts";
import { LocalStorage } from "./local.ts";
import { S3Storage } from "./s3.ts";
import { createS3Client, describeS3 } from "./s3-client.ts";
import type { Storage } from "./storage.ts";

export type { Storage, StoredObject, ByteRange } from "./storage.ts";
export { LocalStorage } from "./local.ts";
export { S3Storage } from "./s3.ts";
export { createS3Client } from "./s3-client.ts";

/** The configured storage, checked and swept before the server takes its first upload. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === "s3") {
    const storage = new S3Storage(await createS3Client(config), config.bucket);
    try {
      await storage.checkBucket(describeS3(config));
      await storage.sweepIncoming();
    } catch (err) {
      storage.destroy();
      throw err;
    }
    return storage;
  }
  const storage = new LocalStorage(config.dir);
  await storage.sweepIncoming();
  return storage;
}
