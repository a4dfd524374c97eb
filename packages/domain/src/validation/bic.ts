// ISO 9362: 4 letters bank, 2 letters country, 2 alphanumerics location, optional 3 alphanumerics
// branch. People type BICs in lower case and with spaces, so both are tolerated.
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function checkBic(value: string): "invalid_bic" | null {
  return BIC.test(normalizeBic(value)) ? null : "invalid_bic";
}
