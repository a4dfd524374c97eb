/**
 * The name a file is shown and downloaded under: without any folder part (some browsers send a
 * full path), without control characters, at most 255 characters, never empty.
 */
export function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (cleaned.length <= 255) return cleaned || "file";
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 255 - ext.length) + ext;
}
