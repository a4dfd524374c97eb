import type { ProfileType } from "@sellwerk/domain";
import type { Deps } from "../../src/platform/deps.ts";
import { hashPassword, profiles, teamMemberships, users } from "../../src/identity/index.ts";
import { randomToken } from "../../src/platform/auth/tokens.ts";

let counter = 0;

/** A confirmed user with the given profiles, written directly (the sign-up path has its own tests). */
export async function givenUser(
  deps: Deps,
  input: {
    profiles: ProfileType[];
    email?: string;
    password?: string;
    locale?: "en" | "de";
    powerSeller?: boolean;
  },
) {
  counter += 1;
  const tag = `${process.pid}-${counter}-${Math.random().toString(36).slice(2, 6)}`;
  const [user] = await deps.db
    .insert(users)
    .values({
      email: input.email ?? `given-${tag}@example.com`,
      username: `given-${tag}`,
      passwordHash: await hashPassword(input.password ?? "correct horse"),
      firstName: "Given",
      lastName: `User ${counter}`,
      locale: input.locale ?? "en",
      powerSeller: input.powerSeller ?? false,
      emailConfirmedAt: new Date(),
      unsubscribeToken: randomToken(24),
    })
    .returning();
  for (const type of input.profiles) await deps.db.insert(profiles).values({ userId: user!.id, type });
  return user!;
}

/** A seller's team: a full team member and a sales team member, both of the seller's team. */
export async function givenTeam(deps: Deps, sellerId: number) {
  const member = await givenUser(deps, { profiles: ["team_member"] });
  const sales = await givenUser(deps, { profiles: ["sales_team_member"] });
  await deps.db.insert(teamMemberships).values([
    { sellerId, memberId: member.id, role: "team_member" },
    { sellerId, memberId: sales.id, role: "sales_team_member" },
  ]);
  return { member, sales };
}
