import { z } from "zod";
import { and, eq } from "drizzle-orm";
import { admin, listResponse } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { AppError } from "../../platform/http/errors.ts";
import { actingSeller, currentUser } from "../../platform/auth/access.ts";
import { teamMemberships, users } from "../tables.ts";

const teamMember = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(["team_member", "sales_team_member"]),
  created_at: z.string(),
});

/** Team memberships: the sellers a member may act for, and a seller's own team (seller-scoped data). */
export const teamRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/team_member/sellers`,
    {
      config: { access: ["team_member", "sales_team_member"] },
      schema: {
        tags: ["team_member"],
        summary: "Sellers whose cabinet this member may act on",
        response: { 200: z.object({ list: z.array(admin.teamSeller) }) },
      },
    },
    async (req) => {
      const rows = await deps.db
        .select({
          id: users.id,
          username: users.username,
          first_name: users.firstName,
          last_name: users.lastName,
          role: teamMemberships.role,
        })
        .from(teamMemberships)
        .innerJoin(users, eq(users.id, teamMemberships.sellerId))
        .where(eq(teamMemberships.memberId, currentUser(req).userId))
        .orderBy(users.username);
      return { list: rows as z.infer<typeof admin.teamSeller>[] };
    },
  );

  const memberColumns = {
    id: teamMemberships.id,
    member_id: users.id,
    email: users.email,
    first_name: users.firstName,
    last_name: users.lastName,
    role: teamMemberships.role,
    createdAt: teamMemberships.createdAt,
  };
  const toView = (
    r: { createdAt: Date; role: string } & Omit<z.infer<typeof teamMember>, "created_at" | "role">,
  ) => ({
    ...r,
    role: r.role as "team_member",
    created_at: r.createdAt.toISOString(),
  });

  app.get(
    `${API}/cabinet/team_members`,
    {
      config: { access: ["seller", "team_member", "sales_team_member"] },
      schema: {
        tags: ["cabinet"],
        summary: "The acting seller's team",
        response: { 200: listResponse(teamMember) },
      },
    },
    async (req) => {
      const rows = await deps.db
        .select(memberColumns)
        .from(teamMemberships)
        .innerJoin(users, eq(users.id, teamMemberships.memberId))
        .where(eq(teamMemberships.sellerId, actingSeller(req)))
        .orderBy(teamMemberships.id);
      return { list: rows.map(toView), total_count: rows.length, total_count_max: rows.length };
    },
  );

  app.get(
    `${API}/cabinet/team_members/:id`,
    {
      config: { access: ["seller", "team_member", "sales_team_member"] },
      schema: {
        tags: ["cabinet"],
        summary: "One member of the acting seller's team",
        params: admin.idParams,
        response: { 200: z.object({ team_member: teamMember }) },
      },
    },
    async (req) => {
      const [row] = await deps.db
        .select(memberColumns)
        .from(teamMemberships)
        .innerJoin(users, eq(users.id, teamMemberships.memberId))
        .where(and(eq(teamMemberships.id, req.params.id), eq(teamMemberships.sellerId, actingSeller(req))));
      if (!row) throw new AppError("NOT_FOUND");
      return { team_member: toView(row) };
    },
  );
};
