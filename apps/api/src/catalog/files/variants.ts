import { Readable } from "node:stream";
import sharp, { type Sharp } from "sharp";
import { catalogFiles } from "@sellwerk/contracts";
import type { Storage } from "../../platform/storage/index.ts";
import type { CropBox } from "./crop.ts";

/** More pixels than a 100-megapixel photo is not a cover but an attempt to exhaust memory. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface ImageInfo {
  /** Width and height as displayed, i.e. after applying the EXIF orientation. */
  width: number;
  height: number;
}

/** Reads an image's displayed size; undefined when sharp cannot decode it. */
export async function imageInfo(input: Buffer): Promise<ImageInfo | undefined> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) return undefined;
    // Orientations 5-8 rotate by 90°: the picture the seller saw is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    return { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  } catch {
    return undefined;
  }
}

export type VariantShape = { kind: "aspect"; ratio: number } | { kind: "inside" };

/** Variant file extension: PNG keeps transparency, JPEG is smaller for photos. Both embed in PDFs. */
async function variantFormat(input: Buffer): Promise<"png" | "jpg"> {
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  return meta.hasAlpha ? "png" : "jpg";
}

function render(base: Sharp, width: number, shape: VariantShape, format: "png" | "jpg"): Sharp {
  const resized =
    shape.kind === "aspect"
      ? base.resize({
          width,
          height: Math.round(width / shape.ratio),
          fit: "cover",
          position: "centre",
          withoutEnlargement: true,
        })
      : base.resize({ width, fit: "inside", withoutEnlargement: true });
  return format === "png"
    ? resized.png({ compressionLevel: 9 })
    : resized.jpeg({ quality: 82, mozjpeg: true });
}

/**
 * Writes the s, m and l variants of an image (200, 600, 1200 px wide) next to the original and
 * answers their storage keys. The image is turned upright first, then cropped to the seller's area
 * (or, for a fixed aspect without one, to the centre).
 */
export async function writeVariants(
  storage: Storage,
  originalKey: string,
  input: Buffer,
  crop: CropBox | undefined,
  shape: VariantShape,
): Promise<Record<catalogFiles.ImageVariant, string>> {
  const format = await variantFormat(input);
  // Order matters to sharp: rotate, then extract, then resize crops the upright picture.
  const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const base = crop ? upright.extract(crop) : upright;
  const keys = {} as Record<catalogFiles.ImageVariant, string>;
  try {
    for (const variant of catalogFiles.IMAGE_VARIANTS) {
      const output = await render(
        base.clone(),
        catalogFiles.IMAGE_VARIANT_WIDTHS[variant],
        shape,
        format,
      ).toBuffer();
      const key = `${originalKey}.${variant}.${format}`;
      await storage.put(key, Readable.from([output]));
      keys[variant] = key;
    }
  } catch (err) {
    for (const key of Object.values(keys)) await storage.delete(key).catch(() => undefined);
    throw err;
  }
  return keys;
}

/** The content type of a variant, from the extension its key was given above. */
export function variantContentType(key: string): string {
  return key.endsWith(".png") ? "image/png" : "image/jpeg";
}
