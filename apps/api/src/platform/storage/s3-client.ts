import type { S3Client } from "@aws-sdk/client-s3";
import type { StorageConfig } from "../../config.ts";
import { loadS3, type S3Sdk } from "./s3-sdk.ts";

export type S3StorageConfig = Extract<StorageConfig, { kind: "s3" }>;

/** Every download holds one socket for as long as the buyer takes; the SDK's default is 50. */
const MAX_SOCKETS = 256;
/** Fail fast on an unreachable endpoint (startup, a dead server) instead of waiting on TCP's minutes. */
const CONNECTION_TIMEOUT_MS = 5000;

/**
 * A client for AWS S3 or an S3-compatible server (MinIO, s3rver, R2, …). Credentials come from the
 * settings when both are given, otherwise from the SDK's default chain (environment, profile,
 * instance or task role).
 */
export async function createS3Client(config: S3StorageConfig): Promise<S3Client> {
  if (Boolean(config.accessKeyId) !== Boolean(config.secretAccessKey))
    throw new Error(
      "Set both STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY, or neither to use the AWS default credentials.",
    );
  const { S3Client } = await loadS3();
  const custom = config.endpoint !== undefined;
  return new S3Client({
    region: config.region,
    ...(custom ? { endpoint: config.endpoint } : {}),
    // Self-hosted servers rarely have a wildcard DNS name per bucket: address buckets by path.
    forcePathStyle: custom,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // The SDK's default CRC32 checksums on every put are not understood by many S3-compatible
    // servers; we hash the bytes ourselves anyway (SHA-256), so only AWS gets them.
    ...(custom
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
}

/** Where the bucket is, for messages: the endpoint, or AWS and its region. */
export function describeS3(config: S3StorageConfig): string {
  return `bucket "${config.bucket}" at ${config.endpoint ?? `AWS S3 (${config.region})`}`;
}

/** S3's "no such key" (GetObject) and "not found" (HeadObject, no body to name it) alike. */
export function isNotFound({ S3ServiceException }: S3Sdk, err: unknown): boolean {
  return err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;
}

/** A startup failure in words an operator can act on. */
export function unreachableReason({ S3ServiceException }: S3Sdk, err: unknown): string {
  if (err instanceof S3ServiceException) {
    const status = err.$metadata.httpStatusCode;
    if (status === 404) return "the bucket does not exist";
    if (status === 403) return "access denied (check the credentials and the bucket policy)";
    if (status === 301) return "the bucket is in another region (set STORAGE_S3_REGION)";
    return `${err.name}${status ? ` (HTTP ${status})` : ""}: ${err.message}`;
  }
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}
