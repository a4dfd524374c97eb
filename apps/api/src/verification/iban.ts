// Shown instead of the whole IBAN wherever a list or another context names the account.
export function maskIban(iban: string): string {
  return iban.length <= 8 ? iban : `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;
}
