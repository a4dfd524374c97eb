import type { Locale } from "@sellwerk/domain";
import { interpolate } from "@sellwerk/contracts";
import { catalogs, type MailTemplate } from "./catalog.ts";

export interface RenderInput {
  template: MailTemplate;
  locale: Locale;
  vars: Record<string, string | number>;
  /** The call to action. */
  actionUrl: string;
  viewUrl: string;
  unsubscribeUrl: string | undefined;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * A plain, robust layout: one column, inline styles (mail clients ignore style sheets), a text twin.
 * Line breaks in the body (a delivery's keys and codes, a seller's own text) stay line breaks.
 */
export function renderMail(input: RenderInput): { subject: string; html: string; text: string } {
  const catalog = catalogs[input.locale];
  const lines = catalog.templates[input.template];
  const t = (s: string) => interpolate(s, input.vars);
  const subject = t(lines.subject);
  const greeting = t(lines.greeting);
  const body = t(lines.body);
  const ignore = t(lines.ignore);
  const footerLinks = [
    `<a href="${escapeHtml(input.viewUrl)}" style="color:#6b7280">${escapeHtml(catalog.footer.viewInBrowser)}</a>`,
    ...(input.unsubscribeUrl
      ? [
          `<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(catalog.footer.unsubscribe)}</a>`,
        ]
      : []),
  ].join(" · ");
  const html = `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Sellwerk</p>
${greeting ? `<p>${escapeHtml(greeting)}</p>` : ""}
<p>${escapeHtml(body).replace(/\n/g, "<br>")}</p>
<p style="margin:32px 0"><a href="${escapeHtml(input.actionUrl)}" style="background:#ffc107;color:#1f2937;padding:12px 20px;border-radius:22px;text-decoration:none;font-weight:bold">${escapeHtml(lines.button)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(catalog.footer.linkFallback)}<br><a href="${escapeHtml(input.actionUrl)}">${escapeHtml(input.actionUrl)}</a></p>
${ignore ? `<p style="font-size:13px;color:#6b7280">${escapeHtml(ignore)}</p>` : ""}
</div>
<p style="text-align:center;font-size:12px;color:#6b7280">${escapeHtml(catalog.footer.sentBy)} · ${footerLinks}</p>
</body></html>`;
  const text = [
    ...(greeting ? [greeting, ""] : []),
    body,
    "",
    `${lines.button}: ${input.actionUrl}`,
    "",
    ignore,
    "",
    "--",
    `${catalog.footer.viewInBrowser}: ${input.viewUrl}`,
    ...(input.unsubscribeUrl ? [`${catalog.footer.unsubscribe}: ${input.unsubscribeUrl}`] : []),
  ]
    // Parts left out (no greeting, no "ignore" line) must not leave runs of blank lines.
    .filter((line, i, all) => line !== "" || (i > 0 && all[i - 1] !== ""))
    .join("\n");
  return { subject, html, text };
}
