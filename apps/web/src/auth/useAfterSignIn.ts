import { useNavigate } from "react-router";
import type { ProfileType } from "@sellwerk/domain";
import type { User } from "../api/types.ts";
import { homePath } from "../app/areas.ts";
import { safeRedirect, takeRememberedRedirect } from "../app/redirect.ts";

/** After any sign-in: back to the remembered link, else to the area of the user's first profile. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  return (user: User, options: { redirect?: string | null; preferred?: ProfileType | null } = {}) => {
    const remembered = takeRememberedRedirect();
    const target = safeRedirect(options.redirect) ?? remembered ?? homePath(user, options.preferred);
    void navigate(target, { replace: true });
  };
}
