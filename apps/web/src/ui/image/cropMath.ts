import type { CropBox } from "../../api/uploads.ts";

// A crop is a box of the image's own pixels with a fixed aspect (covers 1, banners 16:9). The
// person moves and zooms it; the box is what the files API cuts out.

export interface Size {
  w: number;
  h: number;
}

/** Centre of the box in image pixels and how far it is zoomed in (1 = the largest box). */
export interface CropView {
  cx: number;
  cy: number;
  zoom: number;
}

export const MAX_ZOOM = 4;

/** The largest box of this aspect (width / height) inside the image. */
export function largestBox(image: Size, aspect: number): Size {
  return image.w / image.h > aspect
    ? { w: image.h * aspect, h: image.h }
    : { w: image.w, h: image.w / aspect };
}

export function initialView(image: Size): CropView {
  return { cx: image.w / 2, cy: image.h / 2, zoom: 1 };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view pulled back inside the image: zoom within 1..MAX_ZOOM, the box never leaving the picture. */
export function clampView(image: Size, aspect: number, view: CropView): CropView {
  const zoom = clamp(view.zoom, 1, MAX_ZOOM);
  const base = largestBox(image, aspect);
  const half = { w: base.w / zoom / 2, h: base.h / zoom / 2 };
  return {
    zoom,
    cx: clamp(view.cx, half.w, image.w - half.w),
    cy: clamp(view.cy, half.h, image.h - half.h),
  };
}

/** The box in whole pixels, inside the image. */
export function cropBox(image: Size, aspect: number, view: CropView): CropBox {
  const { cx, cy, zoom } = clampView(image, aspect, view);
  const base = largestBox(image, aspect);
  const w = Math.max(1, Math.min(image.w, Math.round(base.w / zoom)));
  const h = Math.max(1, Math.min(image.h, Math.round(base.h / zoom)));
  const x = clamp(Math.round(cx - w / 2), 0, image.w - w);
  const y = clamp(Math.round(cy - h / 2), 0, image.h - h);
  return { x, y, w, h };
}

/** Dragging the picture by (dx, dy) screen pixels at `scale` screen pixels per image pixel. */
export function dragView(
  image: Size,
  aspect: number,
  view: CropView,
  dx: number,
  dy: number,
  scale: number,
): CropView {
  return clampView(image, aspect, { ...view, cx: view.cx - dx / scale, cy: view.cy - dy / scale });
}

export function zoomView(image: Size, aspect: number, view: CropView, zoom: number): CropView {
  return clampView(image, aspect, { ...view, zoom });
}
