import { admin, identity, listResponse } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { currentUser } from "../../platform/auth/access.ts";
import { listUsers } from "../use-cases/list-users.ts";
import { startAdminSession } from "../use-cases/start-admin-session.ts";
import { listAuditLogs } from "../use-cases/list-audit-logs.ts";

export const adminRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/admin/users`,
    {
      config: { access: ["manager"] },
      schema: {
        tags: ["admin"],
        summary: "All users",
        querystring: admin.adminUsersQuery,
        response: { 200: listResponse(identity.user) },
      },
    },
    async (req) => listUsers(deps, req.query),
  );

  app.post(
    `${API}/admin/users/:id/admin_session`,
    {
      config: { access: ["manager"] },
      schema: {
        tags: ["admin"],
        summary: "Act as this user (admin mode, audited)",
        params: admin.idParams,
        response: { 200: admin.adminSession },
      },
    },
    async (req) => {
      const manager = currentUser(req);
      // A manager already in admin mode cannot chain into another user.
      if (manager.managerId) unwrap({ ok: false, code: "PERMISSION_DENIED" });
      return unwrap(
        await startAdminSession(deps, manager.userId, req.params.id, {
          ip: req.ip,
          userAgent: req.headers["user-agent"],
          requestId: req.id,
        }),
      );
    },
  );

  app.get(
    `${API}/admin/audit_logs`,
    {
      config: { access: ["manager"] },
      schema: {
        tags: ["admin"],
        summary: "What managers did in admin mode",
        querystring: admin.auditLogsQuery,
        response: { 200: listResponse(admin.auditLog) },
      },
    },
    async (req) => listAuditLogs(deps, req.query),
  );
};
