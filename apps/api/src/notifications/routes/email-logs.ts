import { admin, common, listResponse } from "@sellwerk/contracts";
import { API, type RouteModule } from "../../platform/http/route.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { showEmailLog } from "../use-cases/show-email-log.ts";
import { setUnsubscribed } from "../use-cases/set-unsubscribed.ts";
import { listEmailLogs } from "../use-cases/list-email-logs.ts";

export const emailLogRoutes: RouteModule = (app, deps) => {
  app.get(
    `${API}/common/email_logs/:token`,
    {
      config: { access: "public" },
      schema: {
        tags: ["common"],
        summary: "A sent mail, by the token in its 'view in browser' link",
        params: common.tokenParams,
        response: { 200: common.emailLogEnvelope },
      },
    },
    async (req) => {
      const mail = unwrap(await showEmailLog(deps, req.params.token));
      return {
        email_log: {
          token: mail.token,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          locale: mail.locale,
          template: mail.template,
          created_at: mail.createdAt.toISOString(),
        },
      };
    },
  );

  app.get(
    `${API}/common/mail_delivery`,
    {
      config: { access: "public" },
      schema: {
        tags: ["common"],
        summary: "Whether mails are sent over SMTP or only kept in the email log",
        response: { 200: common.mailDelivery },
      },
    },
    async () => ({ sends_mail: deps.mail.delivers }),
  );

  app.get(
    `${API}/admin/email_logs`,
    {
      config: { access: ["manager"] },
      schema: {
        tags: ["admin"],
        summary: "Every mail the platform sent",
        querystring: admin.adminEmailLogsQuery,
        response: { 200: listResponse(admin.adminEmailLog) },
      },
    },
    async (req) => listEmailLogs(deps, req.query),
  );

  const unsubscribe = (method: "GET" | "POST" | "DELETE", value: boolean | undefined, summary: string) =>
    app.route({
      method,
      url: `${API}/common/emails/unsubscribe/:token`,
      config: { access: "public" },
      schema: {
        tags: ["common"],
        summary,
        params: common.tokenParams,
        response: { 200: common.unsubscribeState },
      },
      handler: async (req) => unwrap(await setUnsubscribed(deps, req.params.token, value)),
    });
  unsubscribe("GET", undefined, "Whether the address behind an unsubscribe link gets notification mails");
  unsubscribe("POST", true, "Stop notification mails (transactional mails still arrive)");
  unsubscribe("DELETE", false, "Receive notification mails again");
};
