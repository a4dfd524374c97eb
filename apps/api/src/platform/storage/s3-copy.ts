import type { CompletedPart, S3Client } from "@aws-sdk/client-s3";
import { loadS3 } from "./s3-sdk.ts";

/** S3 copies at most 5 GiB in one CopyObject; larger objects are copied part by part. */
export const MAX_SINGLE_COPY = 5 * 1024 ** 3;
const COPY_PART = 512 * 1024 ** 2;
const COPY_CONCURRENCY = 4;

function copySource(bucket: string, key: string): string {
  return `${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/** Copies an object inside the bucket, server-side (no bytes pass through us). */
export async function copyObject(
  client: S3Client,
  bucket: string,
  from: string,
  to: string,
  size: number,
): Promise<void> {
  const {
    AbortMultipartUploadCommand,
    CompleteMultipartUploadCommand,
    CopyObjectCommand,
    CreateMultipartUploadCommand,
    UploadPartCopyCommand,
  } = await loadS3();
  const CopySource = copySource(bucket, from);
  if (size <= MAX_SINGLE_COPY) {
    await client.send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource }));
    return;
  }
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: to }));
  try {
    const count = Math.ceil(size / COPY_PART);
    const parts: CompletedPart[] = [];
    let next = 0;
    let failed: { error: unknown } | undefined;
    // A few parts at a time: one by one, a 20 GiB copy would keep the upload request waiting minutes.
    // The first failure stops the others, so the abort below is not raced by new parts.
    const worker = async () => {
      while (next < count && !failed) {
        const index = next++;
        const start = index * COPY_PART;
        const end = Math.min(start + COPY_PART, size) - 1;
        try {
          const { CopyPartResult } = await client.send(
            new UploadPartCopyCommand({
              Bucket: bucket,
              Key: to,
              UploadId,
              PartNumber: index + 1,
              CopySource,
              CopySourceRange: `bytes=${start}-${end}`,
            }),
          );
          parts[index] = { PartNumber: index + 1, ETag: CopyPartResult?.ETag };
        } catch (error) {
          failed ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(COPY_CONCURRENCY, count) }, worker));
    if (failed) throw failed.error;
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: to,
        UploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (err) {
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: to, UploadId }))
      .catch(() => undefined);
    throw err;
  }
}
