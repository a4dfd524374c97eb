import type * as ClientS3 from "@aws-sdk/client-s3";
import type * as LibStorage from "@aws-sdk/lib-storage";
import { lazyImport } from "../lazy-import.ts";

// The AWS SDK loads only when S3 storage is configured (platform/lazy-import.ts): its import took
// a good part of a second of every start, S3 or not.

export type S3Sdk = typeof ClientS3;

export const loadS3 = lazyImport((): Promise<S3Sdk> => import("@aws-sdk/client-s3"));

export const loadS3Upload = lazyImport(async (): Promise<typeof LibStorage.Upload> => {
  return (await import("@aws-sdk/lib-storage")).Upload;
});
