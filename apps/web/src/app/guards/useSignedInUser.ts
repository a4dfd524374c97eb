import { useCurrentUser } from "../../api/session.ts";
import type { User } from "../../api/types.ts";

/** The user below RequireSignedIn, where it is always loaded. */
export function useSignedInUser(): User {
  const { data } = useCurrentUser();
  if (!data) throw new Error("useSignedInUser is only usable below RequireSignedIn");
  return data;
}
