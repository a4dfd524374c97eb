import {
  CERTIFICATE_DATA_FIELDS,
  CERTIFICATE_SERIAL_FORMATS,
  checkLength,
  checkSerialPrefix,
  DESIGN_LIMITS,
  formatCertificateSerial,
} from "@sellwerk/domain";
import type { KeysDetails } from "../../../../../api/catalogContent.ts";
import type { Product } from "../../../../../api/catalogTypes.ts";
import { IssueList, type Issues } from "../form/issues.ts";

// The certificate's "keys details": which fields it prints, its texts and how its serial reads.

export function toKeysDetails(product: Product): KeysDetails {
  const saved = product.typeSettings as Partial<KeysDetails>;
  return {
    fields: saved.fields ?? [...CERTIFICATE_DATA_FIELDS],
    title: saved.title ?? "",
    customText: saved.customText ?? "",
    validityText: saved.validityText ?? "",
    serialPrefix: saved.serialPrefix ?? "",
    serialFormat: saved.serialFormat ?? CERTIFICATE_SERIAL_FORMATS[1],
  };
}

export function validateKeysDetails(details: KeysDetails): Issues {
  const list = new IssueList();
  const text = (path: string, value: string, max: number) =>
    list.code(path, checkLength(value.trim(), { max }), { max });
  text("title", details.title, DESIGN_LIMITS.titleMax);
  text("customText", details.customText, DESIGN_LIMITS.textMax);
  text("validityText", details.validityText, DESIGN_LIMITS.validityMax);
  list.code("serialPrefix", checkSerialPrefix(details.serialPrefix.trim()));
  return list.issues;
}

/**
 * How a serial will read. The last part stands for the random characters each certificate gets
 * when it is issued (so serials cannot be guessed from one another).
 */
export function serialExample(details: KeysDetails, now = new Date()): string {
  return formatCertificateSerial({
    prefix: details.serialPrefix.trim(),
    format: details.serialFormat,
    year: now.getUTCFullYear(),
    number: 1,
    random: "K7Q2XF",
  });
}

export const keysDetailsPayload = (details: KeysDetails): KeysDetails => ({
  ...details,
  title: details.title.trim(),
  customText: details.customText.trim(),
  validityText: details.validityText.trim(),
  serialPrefix: details.serialPrefix.trim(),
});
