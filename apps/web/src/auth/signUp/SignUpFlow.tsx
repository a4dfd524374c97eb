import { useMemo, useState } from "react";
import { Outlet, useSearchParams } from "react-router";
import { SIGN_UP_PROFILE_TYPES } from "@sellwerk/domain";
import { EMPTY_DRAFT, SignUpContext, type SignUpDraft } from "./signUpDraft.ts";

/** Holds the draft across /users/sign_up and /users/sign_up/about_you. ?profile_type= preselects the role. */
export function SignUpFlow() {
  const [search] = useSearchParams();
  const [draft, setDraft] = useState<SignUpDraft>(() => ({
    ...EMPTY_DRAFT,
    profileType:
      SIGN_UP_PROFILE_TYPES.find((type) => type === search.get("profile_type")) ?? EMPTY_DRAFT.profileType,
  }));
  const value = useMemo(
    () => ({
      draft,
      update: (changes: Partial<SignUpDraft>) => setDraft((current) => ({ ...current, ...changes })),
    }),
    [draft],
  );
  return (
    <SignUpContext value={value}>
      <Outlet />
    </SignUpContext>
  );
}
