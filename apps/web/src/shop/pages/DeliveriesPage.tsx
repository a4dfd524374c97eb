import type { ReactNode } from "react";
import { formatFileSize } from "@sellwerk/domain";
import { useShop } from "../i18n/context.tsx";
import { Shell } from "../components/Shell.tsx";
import { StateBadge } from "../components/Badge.tsx";
import type { Deliveries } from "../types.ts";

// Server HTML only (no script): every action is a plain link, so the page works anywhere a
// delivery mail is opened. Download links are signed for 24 hours at render time.

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /s/:username/payment/:token/deliveries — everything the order gave, where delivery mails point. */
export function DeliveriesPage({ deliveries: d }: { deliveries: Deliveries }) {
  const shop = useShop();
  const { t } = shop;
  const seller = d.order.seller.name;
  const empty =
    d.downloads.length +
      d.tickets.length +
      d.license_keys.length +
      d.certificates.length +
      d.course_accesses.length +
      d.services.length ===
    0;
  return (
    <Shell seller={seller}>
      <section className="card" aria-labelledby="deliveries-title">
        <h1 id="deliveries-title">{t("deliveries.title")}</h1>
        <p className="muted">{t("deliveries.of", { product: d.order.product_name, seller })}</p>
        {d.status === "waiting" && <p role="status">{t("deliveries.waiting")}</p>}
        {d.status === "revoked" && <p role="status">{t("deliveries.revoked")}</p>}
        {d.status === "paused" && (
          <>
            <p role="status">{t("deliveries.paused")}</p>
            <a className="button" href={d.manage_url}>
              {t("deliveries.payNow")}
            </a>
          </>
        )}
        {d.status === "delivered" && empty && <p>{t("deliveries.nothing")}</p>}
      </section>

      {d.downloads.length > 0 && (
        <Section id="downloads-title" title={t("deliveries.downloads")}>
          <ul className="deliveries">
            {d.downloads.map((file) => (
              <li key={file.digital_id}>
                <a className="button secondary" href={file.url}>
                  {t("deliveries.download", { name: file.filename })}
                </a>
                <span className="muted small">
                  {formatFileSize(file.size, shop.locale)} ·{" "}
                  {t("deliveries.downloaded", { count: file.download_count })}
                </span>
              </li>
            ))}
          </ul>
          <p className="muted small">{t("deliveries.linksExpire")}</p>
        </Section>
      )}

      {d.tickets.length > 0 && (
        <Section id="tickets-title" title={t("deliveries.tickets")}>
          <ul className="deliveries">
            {d.tickets.map((ticket) => (
              <li key={ticket.code}>
                <strong>{ticket.event.name}</strong> · {ticket.ticket_type} ·{" "}
                {shop.date(ticket.event.starts_at)} <StateBadge state={ticket.state} />
                {ticket.attendee_name && (
                  <>
                    {" "}
                    <span className="muted small">
                      {t("deliveries.attendee", { name: ticket.attendee_name })}
                    </span>
                  </>
                )}
                <br />
                <code className="code">{ticket.code}</code>{" "}
                {(ticket.state === "unused" || ticket.state === "used") && (
                  <a href={ticket.pdf_url}>{t("deliveries.ticketPdf", { code: ticket.code })}</a>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {d.license_keys.length > 0 && (
        <Section id="keys-title" title={t("deliveries.keys")}>
          <ul className="deliveries">
            {d.license_keys.map((key, i) => (
              <li key={`${key.product.id}-${i}`}>
                {key.product.name}:{" "}
                {key.state === "paused" ? (
                  <span className="muted small">{t("deliveries.keyPaused")}</span>
                ) : (
                  <code className="code">{key.key}</code>
                )}
                {key.state !== "assigned" && <StateBadge state={key.state} />}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {d.certificates.length > 0 && (
        <Section id="certificates-title" title={t("deliveries.certificates")}>
          <ul className="deliveries">
            {d.certificates.map((c) => (
              <li key={c.serial}>
                <strong>{c.product.name}</strong> · {c.holder_name} <StateBadge state={c.state} />
                <br />
                {c.state === "valid" && (
                  <>
                    <a href={c.pdf_url}>{t("deliveries.certificatePdf", { serial: c.serial })}</a> ·{" "}
                  </>
                )}
                <a href={c.verify_url}>{t("deliveries.verify")}</a>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {d.course_accesses.length > 0 && (
        <Section id="courses-title" title={t("deliveries.courses")}>
          <ul className="deliveries">
            {d.course_accesses.map((a) => (
              <li key={a.product.id}>
                <strong>{a.product.name}</strong> <StateBadge state={a.state} />
                <br />
                <span className="muted small">
                  {t("deliveries.accessSince", { date: shop.date(a.starts_at) })}
                  {a.ends_at && ` · ${t("deliveries.accessUntil", { date: shop.date(a.ends_at) })}`}
                </span>
                {a.state !== "ended" && a.state !== "paused" && (
                  <>
                    <br />
                    <a className="button secondary" href={a.sign_in_url}>
                      {t("deliveries.signIn")}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {d.services.length > 0 && (
        <Section id="services-title" title={t("deliveries.services")}>
          <ul className="deliveries">
            {d.services.map((s) => (
              <li key={s.product.id}>
                <strong>{s.product.name}</strong> –{" "}
                {s.state === "done" ? t("deliveries.serviceDone") : t("deliveries.serviceOpen", { seller })}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </Shell>
  );
}
