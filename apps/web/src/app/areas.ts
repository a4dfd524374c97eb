import type { ProfileType, SignUpProfileType } from "@sellwerk/domain";
import type { User } from "../api/types.ts";

// The signed-in areas and which profiles open them (spec core §2, two §2 audience prefixes).

export const AREA_KEYS = ["cabinet", "publish", "team_member", "admin", "payer"] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

export interface AreaDefinition {
  key: AreaKey;
  path: string;
  profileTypes: readonly ProfileType[];
  /** The profile a person may add to themselves to enter; granted areas have none. */
  addableProfile: SignUpProfileType | null;
}

export const AREAS: Record<AreaKey, AreaDefinition> = {
  cabinet: { key: "cabinet", path: "/cabinet", profileTypes: ["seller"], addableProfile: "seller" },
  publish: {
    key: "publish",
    path: "/publish",
    profileTypes: ["publisher", "platform_affiliate"],
    addableProfile: "publisher",
  },
  team_member: {
    key: "team_member",
    path: "/team_member",
    profileTypes: ["team_member", "sales_team_member"],
    addableProfile: null,
  },
  admin: { key: "admin", path: "/admin", profileTypes: ["manager"], addableProfile: null },
  payer: { key: "payer", path: "/payer", profileTypes: ["payer"], addableProfile: "payer" },
};

export function areaOfProfile(type: ProfileType): AreaKey | null {
  return AREA_KEYS.find((key) => AREAS[key].profileTypes.includes(type)) ?? null;
}

/** The user's areas in the order of their profiles, each once. */
export function userAreas(user: User): AreaKey[] {
  const keys = user.profiles.map((p) => areaOfProfile(p.type)).filter((k): k is AreaKey => k !== null);
  return [...new Set(keys)];
}

export function hasArea(user: User, area: AreaKey): boolean {
  return user.profiles.some((p) => AREAS[area].profileTypes.includes(p.type));
}

/** Where a person lands after sign-in without a remembered link: their first profile's area. */
export function homePath(user: User, preferred?: ProfileType | null): string {
  const preferredArea = preferred ? areaOfProfile(preferred) : null;
  if (preferredArea && hasArea(user, preferredArea)) return AREAS[preferredArea].path;
  const first = userAreas(user)[0];
  return first ? AREAS[first].path : "/account";
}

const PROTECTED_PREFIXES = ["/account", ...AREA_KEYS.map((key) => AREAS[key].path)];

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
