import QRCode from "qrcode";

/**
 * A QR code as PNG for embedding. Error correction M survives a scuffed printout or a cracked
 * phone screen; the quiet zone is part of the image, so scanners find its edge on any background.
 */
export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 8 });
}

/** A QR code as SVG for screens: sharp at any size, a few kilobytes. */
export function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
