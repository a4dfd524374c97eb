import type { StoredFile } from "../../api/catalogTypes.ts";

/** A size variant of an uploaded image, or the original when that variant does not exist. */
export function imageUrl(file: StoredFile | null | undefined, variant: string): string | null {
  if (!file) return null;
  return file.variants?.[variant] ?? file.url;
}
