import { createContext, useContext } from "react";
import type { CompanyPosition, CompanySize, SignUpProfileType } from "@sellwerk/domain";

// What the two sign-up steps collect. It lives in memory only (never in storage, it holds a
// password); reloading step two sends the person back to step one.

export interface SignUpDraft {
  profileType: SignUpProfileType;
  email: string;
  username: string;
  password: string;
  termsAccepted: boolean;
  firstName: string;
  lastName: string;
  companySize: CompanySize | null;
  position: CompanyPosition | null;
  /** Step one was completed and checked against the server. */
  accountReady: boolean;
  /** ?platform_affiliate= of a publisher's platform link; sent with the sign-up. */
  platformAffiliateId: number | null;
}

export const EMPTY_DRAFT: SignUpDraft = {
  profileType: "seller",
  email: "",
  username: "",
  password: "",
  termsAccepted: false,
  firstName: "",
  lastName: "",
  companySize: null,
  position: null,
  accountReady: false,
  platformAffiliateId: null,
};

export interface SignUpContextValue {
  draft: SignUpDraft;
  update: (changes: Partial<SignUpDraft>) => void;
}

export const SignUpContext = createContext<SignUpContextValue | null>(null);

export function useSignUpDraft(): SignUpContextValue {
  const value = useContext(SignUpContext);
  if (!value) throw new Error("useSignUpDraft is only usable inside SignUpFlow");
  return value;
}
