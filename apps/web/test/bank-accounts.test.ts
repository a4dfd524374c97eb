import { describe, expect, it } from "vitest";
import { verification } from "@sellwerk/contracts";
import en from "../src/i18n/locales/en/verification.json";
import de from "../src/i18n/locales/de/verification.json";
import { snakeToCamel } from "../src/api/client/caseConversion.ts";
import { BANK_ACCOUNT_REASONS, bankAccountReason } from "../src/cabinet/verification/bankAccountReasons.ts";

// The payout bank accounts page: an account waiting for its holder's confirmation at the provider
// (Mangopay's SCA on recipients) and the reasons we give for a rejected one, in both languages.

describe("payout bank accounts", () => {
  it("reads the API's confirmation fields under the names the page uses", () => {
    expect(Object.keys(verification.bankAccount.shape)).toContain("confirmation_required");
    expect(snakeToCamel("confirmation_required")).toBe("confirmationRequired");
    expect(Object.keys(verification.bankAccountConfirmation.shape)).toEqual(["redirect_url"]);
    expect(snakeToCamel("redirect_url")).toBe("redirectUrl");
  });

  it("translates our own reasons and shows a provider's message as it is", () => {
    for (const reason of BANK_ACCOUNT_REASONS) {
      expect(bankAccountReason(reason)).toEqual({ key: `bankAccounts.reasons.${reason}` });
      expect(en.bankAccounts.reasons[reason]).toBeTruthy();
      expect(de.bankAccounts.reasons[reason]).toBeTruthy();
    }
    expect(bankAccountReason("The IBAN is not valid")).toEqual({ text: "The IBAN is not valid" });
    expect(en.bankAccounts.confirm && de.bankAccounts.confirm).toBeTruthy();
    expect(de.bankAccounts.confirmHint).toMatch(/Bestätige/);
  });
});
