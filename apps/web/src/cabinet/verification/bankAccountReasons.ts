/** Our reasons for a rejected account (the API's codes), translated; a provider's own message is shown as it is. */
export const BANK_ACCOUNT_REASONS = ["sca_not_completed", "payout_method_unavailable"] as const;

export function bankAccountReason(reason: string): { key: string } | { text: string } {
  return (BANK_ACCOUNT_REASONS as readonly string[]).includes(reason)
    ? { key: `bankAccounts.reasons.${reason}` }
    : { text: reason };
}
