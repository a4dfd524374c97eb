// Phone numbers as typed, with spaces, dashes, dots, slashes or brackets; E.164 allows up to 15
// digits, and fewer than 6 cannot be a reachable number. 00 counts as the international +.
const PHONE = /^(?:\+|00)?\d{6,15}$/;

export function normalizePhone(value: string): string {
  return value.replace(/[\s\-./()]/g, "");
}

export function checkPhone(value: string): "invalid_phone" | null {
  return PHONE.test(normalizePhone(value)) ? null : "invalid_phone";
}
