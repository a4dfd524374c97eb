import { useShop } from "../i18n/context.tsx";
import { TextField } from "../components/Field.tsx";
import type { CheckoutView } from "../types.ts";

const MAX_PER_TYPE = 100;

/**
 * Event tickets: a quantity stepper per ticket type (bounded by the seats left) and, per seat,
 * an optional name for the ticket.
 */
export function Tickets({
  view,
  counts,
  onCount,
  attendees,
  onAttendee,
  error,
}: {
  view: CheckoutView;
  counts: Record<number, number>;
  onCount: (typeId: number, count: number) => void;
  attendees: Record<number, string[]>;
  onAttendee: (typeId: number, seat: number, name: string) => void;
  error?: string | undefined;
}) {
  const shop = useShop();
  const events = view.product.events;
  if (events.length === 0) return null;
  const currency = view.product.currency;
  return (
    <section
      className="card tickets"
      aria-labelledby="tickets-title"
      aria-describedby={error ? "tickets-error" : undefined}
    >
      <h2 id="tickets-title" className="card-title">
        {shop.t("checkout.tickets")}
      </h2>
      {error && (
        <p id="tickets-error" className="field-error" tabIndex={-1}>
          {error}
        </p>
      )}
      {events.map((event) => (
        <div key={event.id} className="event">
          <h3>{event.name}</h3>
          <p className="muted">
            {shop.date(event.starts_at)}
            {event.location && ` · ${event.location}`}
          </p>
          <ul className="ticket-types">
            {event.ticket_types.map((type) => {
              const count = counts[type.id] ?? 0;
              const max = Math.min(MAX_PER_TYPE, type.available ?? MAX_PER_TYPE);
              const inputId = `ticket-${type.id}`;
              return (
                <li key={type.id} className="ticket-type">
                  <div className="ticket-info">
                    <label htmlFor={inputId} className="option-name">
                      {type.name}
                    </label>
                    <span className="muted">
                      {type.free ? shop.t("checkout.free") : shop.money(type.price, currency)}
                      {type.sold_out
                        ? ` · ${shop.t("checkout.ticketSoldOut")}`
                        : type.available !== null &&
                          ` · ${shop.t("checkout.ticketsLeft", { count: type.available })}`}
                    </span>
                  </div>
                  {!type.sold_out && (
                    <div className="stepper">
                      <button
                        type="button"
                        aria-label={shop.t("checkout.fewer", { name: type.name })}
                        disabled={count <= 0}
                        onClick={() => onCount(type.id, count - 1)}
                      >
                        −
                      </button>
                      <input
                        id={inputId}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={max}
                        value={count}
                        aria-label={shop.t("checkout.quantity", { name: type.name })}
                        onChange={(e) =>
                          onCount(
                            type.id,
                            Math.max(0, Math.min(max, Math.floor(Number(e.target.value) || 0))),
                          )
                        }
                      />
                      <button
                        type="button"
                        aria-label={shop.t("checkout.more", { name: type.name })}
                        disabled={count >= max}
                        onClick={() => onCount(type.id, count + 1)}
                      >
                        +
                      </button>
                    </div>
                  )}
                  {count > 0 && (
                    <div className="attendees">
                      <p className="hint">{shop.t("checkout.attendeesHint")}</p>
                      {Array.from({ length: count }, (_, seat) => (
                        <TextField
                          key={seat}
                          id={`attendee-${type.id}-${seat}`}
                          label={shop.t("checkout.attendee", { number: seat + 1, name: type.name })}
                          value={attendees[type.id]?.[seat] ?? ""}
                          onValue={(v) => onAttendee(type.id, seat, v)}
                          autoComplete="off"
                          maxLength={120}
                        />
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
