import { useMemo, useState } from "react";
import { Outlet, useSearchParams } from "react-router";
import { SIGN_UP_PROFILE_TYPES } from "@sellwerk/domain";
import { EMPTY_DRAFT, SignUpContext, type SignUpDraft } from "./signUpDraft.ts";

/**
 * Holds the draft across /users/sign_up and /users/sign_up/about_you. ?profile_type= preselects
 * the role; ?platform_affiliate= names the publisher whose platform link brought the visitor.
 */
export function SignUpFlow() {
  const [search] = useSearchParams();
  const [draft, setDraft] = useState<SignUpDraft>(() => ({
    ...EMPTY_DRAFT,
    profileType:
      SIGN_UP_PROFILE_TYPES.find((type) => type === search.get("profile_type")) ?? EMPTY_DRAFT.profileType,
    platformAffiliateId: publisherIdOf(search.get("platform_affiliate")),
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

/** A positive whole number, or null: anything else in the link is ignored, never an error. */
function publisherIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
