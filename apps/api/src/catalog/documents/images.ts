import sharp from "sharp";
import type { PDFDocument, PDFImage } from "pdf-lib";

/** An image as stored: its bytes and the type detected from them at upload. */
export interface ImageBytes {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * PDF takes PNG and JPEG as they are; any other image a seller uploads (WebP, GIF, AVIF, SVG …)
 * is converted to PNG first. An image that cannot be read is left out rather than failing the
 * whole document: a ticket without its logo is still a ticket.
 */
export async function embedImage(doc: PDFDocument, image: ImageBytes | null): Promise<PDFImage | null> {
  if (!image) return null;
  try {
    if (image.contentType === "image/png") return await doc.embedPng(image.bytes);
    if (image.contentType === "image/jpeg") return await doc.embedJpg(image.bytes);
    const png = await sharp(image.bytes, { limitInputPixels: 40_000_000 }).rotate().png().toBuffer();
    return await doc.embedPng(png);
  } catch {
    return null;
  }
}

/** The largest size of the image inside a box, keeping its proportions. */
export function fitInto(
  image: PDFImage,
  box: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}
