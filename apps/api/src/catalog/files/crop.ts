import { IMAGE_CROP_ASPECTS } from "@sellwerk/domain";
import type { catalogFiles } from "@sellwerk/contracts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";

export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface CropInput {
  crop_x?: number | undefined;
  crop_y?: number | undefined;
  crop_w?: number | undefined;
  crop_h?: number | undefined;
}

/** Covers are square, banners 16:9 (spec core §9); other images keep their shape. */
export function cropAspect(purpose: catalogFiles.FilePurpose): number | undefined {
  if (purpose === "cover") return IMAGE_CROP_ASPECTS.square;
  if (purpose === "banner") return IMAGE_CROP_ASPECTS.banner;
  return undefined;
}

/**
 * The crop area the seller chose, checked against the image: all four fields or none, inside the
 * image, and in the purpose's aspect. A browser cropper rounds to whole pixels, so the aspect may
 * be off by a pixel or 1 %.
 */
export function checkCrop(
  input: CropInput,
  image: { width: number; height: number },
  aspect: number | undefined,
): Result<CropBox | undefined> {
  const { crop_x: x, crop_y: y, crop_w: w, crop_h: h } = input;
  const given = [x, y, w, h].filter((v) => v !== undefined).length;
  if (given === 0) return ok(undefined);
  if (x === undefined || y === undefined || w === undefined || h === undefined) {
    const missing = (["crop_x", "crop_y", "crop_w", "crop_h"] as const).find((k) => input[k] === undefined)!;
    return fieldFail(missing, "required");
  }
  if (x + w > image.width || y + h > image.height) return fieldFail("crop_w", "crop_out_of_bounds");
  if (aspect !== undefined && Math.abs(w - h * aspect) > Math.max(1, 0.01 * w))
    return fieldFail("crop_w", "crop_aspect");
  return ok({ left: x, top: y, width: w, height: h });
}
