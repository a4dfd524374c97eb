import { randomUUID } from "node:crypto";
import { pipeline, type Readable } from "node:stream";
import { buffer as readAll } from "node:stream/consumers";
import { fileTypeFromBuffer } from "file-type";
import type { catalogFiles } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { StoredObject } from "../../platform/storage/index.ts";
import { fail, fieldFail, ok, type Failure, type Result } from "../../platform/result.ts";
import { files } from "../tables.ts";
import {
  ACCEPTED_TYPES,
  IMAGE_MAX_BYTES,
  KYC_DOCUMENT_MAX_BYTES,
  acceptsType,
  brokenPromise,
  fallbackType,
  isImageType,
} from "../files/file-types.ts";
import { ByteLimit, InspectHead, TooLarge } from "../files/streams.ts";
import { checkCrop, cropAspect, type CropInput } from "../files/crop.ts";
import { imageInfo, writeVariants } from "../files/variants.ts";
import { toStoredFile, type StoredFileView } from "../files/view.ts";
import { cleanFilename } from "../files/filename.ts";

export interface UploadInput {
  purpose: catalogFiles.FilePurpose;
  filename: string | undefined;
  /** The file's bytes as they arrive; never buffered whole. */
  stream: Readable;
  /** Form fields sent before the file (the crop area of an image). */
  crop: CropInput;
}

/** A refusal found while the bytes stream; it ends the pipeline before more is written. */
class Refused extends Error {
  constructor(readonly failure: Failure) {
    super(failure.field?.code ?? failure.code);
  }
}

/** Images-only purposes are read back into memory for their variants, so they get a tighter limit. */
export function uploadLimit(deps: Deps, purpose: catalogFiles.FilePurpose): number {
  if (purpose === "kyc_document") return Math.min(deps.config.uploadMaxBytes, KYC_DOCUMENT_MAX_BYTES);
  const accepted: readonly string[] = ACCEPTED_TYPES[purpose];
  const imagesOnly = accepted.length > 0 && accepted.every(isImageType);
  return imagesOnly ? Math.min(deps.config.uploadMaxBytes, IMAGE_MAX_BYTES) : deps.config.uploadMaxBytes;
}

/**
 * Streams an upload into storage with flat memory: counted and cut off at the limit, its type
 * detected from the first bytes and checked against the purpose before anything past them is
 * written. Images then get their size variants (cropped as the seller chose). Whatever fails, no
 * bytes stay behind: storage drops a partial object, and objects written before a later failure
 * are removed here.
 */
export async function uploadFile(
  deps: Deps,
  sellerId: number,
  input: UploadInput,
): Promise<Result<StoredFileView>> {
  const filename = cleanFilename(input.filename);
  const limit = uploadLimit(deps, input.purpose);
  const key = `${sellerId}/${randomUUID()}`;
  let contentType = "";

  const inspect = new InspectHead(async (head) => {
    if (head.length === 0) return new Refused(fieldFail("file", "file_empty"));
    const detected = (await fileTypeFromBuffer(head))?.mime;
    contentType = detected ?? fallbackType(filename);
    if (!acceptsType(input.purpose, contentType))
      return new Refused(fieldFail("file", "file_type_not_allowed", { type: contentType }));
    if (brokenPromise(filename, detected)) return new Refused(fieldFail("file", "file_name_mismatch"));
    return undefined;
  });
  let firstError: Error | undefined;
  const body = pipeline(input.stream, new ByteLimit(limit), inspect, (err) => {
    firstError ??= err ?? undefined;
  });

  const written: string[] = [];
  try {
    let stored: StoredObject;
    try {
      stored = await deps.storage.put(key, body);
    } catch (err) {
      const cause = firstError ?? err;
      if (cause instanceof TooLarge) return fail("PAYLOAD_TOO_LARGE");
      if (cause instanceof Refused) return cause.failure;
      throw cause;
    }
    written.push(key);

    let variants: Record<string, string> = {};
    if (isImageType(contentType) && stored.size <= IMAGE_MAX_BYTES) {
      const made = await makeVariants(deps, key, input);
      if (!made.ok) return made;
      variants = made.value;
      written.push(...Object.values(variants));
    }

    const [row] = await deps.db
      .insert(files)
      .values({
        sellerId,
        purpose: input.purpose,
        storageKey: key,
        filename,
        contentType,
        size: stored.size,
        sha256: stored.sha256,
        variants,
      })
      .returning();
    written.length = 0; // recorded: nothing to clean up
    return ok(toStoredFile(deps.urlSigner, row!));
  } finally {
    // Reached with keys still listed only when the upload failed after they were written.
    for (const k of written) await deps.storage.delete(k).catch(() => undefined);
  }
}

async function makeVariants(
  deps: Deps,
  key: string,
  input: UploadInput,
): Promise<Result<Record<string, string>>> {
  const original = await deps.storage.get(key);
  const buffer = original ? await readAll(original) : undefined;
  const info = buffer ? await imageInfo(buffer) : undefined;
  if (!buffer || !info) return fieldFail("file", "image_unreadable");
  const aspect = cropAspect(input.purpose);
  const crop = checkCrop(input.crop, info, aspect);
  if (!crop.ok) return crop;
  const shape = aspect ? ({ kind: "aspect", ratio: aspect } as const) : ({ kind: "inside" } as const);
  try {
    return ok(await writeVariants(deps.storage, key, buffer, crop.value, shape));
  } catch (err) {
    // A valid header over broken pixel data is found only while decoding.
    deps.log.info({ err }, "image upload could not be decoded");
    return fieldFail("file", "image_unreadable");
  }
}
