import { lazyImport } from "../../platform/lazy-import.ts";

/** Loaded on the first code drawn (platform/lazy-import.ts), not at start. */
const loadQRCode = lazyImport(async () => (await import("qrcode")).default);

/**
 * A QR code as PNG for embedding. Error correction M survives a scuffed printout or a cracked
 * phone screen; the quiet zone is part of the image, so scanners find its edge on any background.
 */
export async function qrPng(payload: string): Promise<Buffer> {
  const QRCode = await loadQRCode();
  return QRCode.toBuffer(payload, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 8 });
}

/** A QR code as SVG for screens: sharp at any size, a few kilobytes. */
export async function qrSvg(payload: string): Promise<string> {
  const QRCode = await loadQRCode();
  return QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
