import type { catalogFiles } from "@sellwerk/contracts";

type FilePurpose = catalogFiles.FilePurpose;

// Which content a purpose accepts. Types are detected from the bytes (file-type), never taken
// from the name or the browser's Content-Type, which the uploader controls.

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

/** Accepted content types per purpose (`type/*` wildcards allowed); an empty list accepts anything. */
export const ACCEPTED_TYPES: Record<FilePurpose, readonly string[]> = {
  cover: IMAGE_TYPES,
  banner: IMAGE_TYPES,
  ticket_logo: IMAGE_TYPES,
  certificate_background: IMAGE_TYPES,
  digital: [],
  lesson_media: ["video/*", "audio/*", "application/pdf", ...IMAGE_TYPES],
  trust_seal: IMAGE_TYPES,
  // What KYC providers accept for identity and company documents.
  kyc_document: ["application/pdf", "image/jpeg", "image/png"],
};

/** KYC providers refuse larger documents (Mangopay: 10 MB), so the upload does too. */
export const KYC_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Images read into memory for their size variants, so these purposes get a tighter limit. */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;

export function isImageType(contentType: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(contentType);
}

export function acceptsType(purpose: FilePurpose, contentType: string): boolean {
  const accepted: readonly string[] = ACCEPTED_TYPES[purpose];
  if (accepted.length === 0) return true;
  return accepted.some((t) =>
    t.endsWith("/*") ? contentType.startsWith(t.slice(0, -1)) : contentType === t,
  );
}

/**
 * Names whose extension promises a type that can be recognised: such a name on other content
 * (a "report.pdf" that is not a PDF) is refused rather than delivered to buyers as a broken file.
 */
const PROMISED_BY_EXTENSION: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : "";
}

/** The type the name promises and the content does not keep, or null when they agree. */
export function brokenPromise(filename: string, detected: string | undefined): string | null {
  const promised = PROMISED_BY_EXTENSION[extensionOf(filename)];
  return promised && promised !== detected ? promised : null;
}

/** Plain-text formats file-type cannot recognise by content, named by their extension. */
const TEXT_TYPES: Record<string, string> = {
  txt: "text/plain",
  csv: "text/csv",
  md: "text/markdown",
  json: "application/json",
};

/** What an unrecognised file is served as: a few text types by name, otherwise opaque bytes. */
export function fallbackType(filename: string): string {
  return TEXT_TYPES[extensionOf(filename)] ?? "application/octet-stream";
}
