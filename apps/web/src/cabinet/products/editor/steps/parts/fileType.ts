const NAMES: Record<string, string> = { plain: "TXT", markdown: "MD", "octet-stream": "" };

/**
 * A short name for a detected content type: "PDF", "PNG", "ZIP", "MP4"; for types without one
 * (opaque bytes, long vendor names) the file's extension, as sellers know their files by it.
 */
export function shortFileType(contentType: string, filename: string): string {
  const subtype = (contentType.split("/")[1] ?? "").replace(/^(x-|vnd\.)/, "");
  const named = NAMES[subtype] ?? (subtype.length <= 5 ? subtype.toUpperCase() : "");
  if (named) return named;
  const dot = filename.lastIndexOf(".");
  return dot > 0
    ? filename
        .slice(dot + 1)
        .toUpperCase()
        .slice(0, 8)
    : "–";
}
