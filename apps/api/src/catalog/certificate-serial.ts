import { formatCertificateSerial } from "@sellwerk/domain";
import type { designs } from "@sellwerk/contracts";

/**
 * How a serial of a certificate reads, for the editor and the preview. The real serial is issued
 * with the order (issue 5): its running number per product and a random part drawn from
 * crypto.randomBytes, so no serial can be derived from another.
 */
export function serialExample(settings: designs.CertificateSettings, now: Date): string {
  return formatCertificateSerial({
    prefix: settings.serial_prefix,
    format: settings.serial_format,
    year: now.getUTCFullYear(),
    number: 1,
    random: "K7Q2XF",
  });
}
