import { dateTimeFormat, type Locale } from "@sellwerk/domain";

// The few fixed words printed on tickets and certificates, in the document's language.

const LABELS = {
  en: {
    date: "Date",
    location: "Location",
    ticket: "Ticket",
    price: "Price",
    free: "Free",
    attendee: "Attendee",
    order: "Order",
    code: "Ticket code",
    sample: "SAMPLE",
    admission: "Admission ticket",
    certificate: "Certificate",
    serial: "No.",
    verifyAt: "Check that this certificate is genuine:",
    sampleName: "Alex Sample",
    sampleEvent: "Sample event",
    sampleLocation: "Sample location",
    sampleTicket: "Standard",
  },
  de: {
    date: "Datum",
    location: "Ort",
    ticket: "Ticket",
    price: "Preis",
    free: "Kostenlos",
    attendee: "Teilnehmer",
    order: "Bestellung",
    code: "Ticketcode",
    sample: "MUSTER",
    admission: "Eintrittskarte",
    certificate: "Zertifikat",
    serial: "Nr.",
    verifyAt: "Echtheit dieses Zertifikats prüfen:",
    sampleName: "Erika Mustermann",
    sampleEvent: "Beispielveranstaltung",
    sampleLocation: "Beispielort",
    sampleTicket: "Standard",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type DocumentLabels = (typeof LABELS)[Locale];

export function documentLabels(locale: Locale): DocumentLabels {
  return LABELS[locale];
}

/**
 * Events are stored as moments (UTC); until sellers choose a time zone of their own, documents
 * print them in the platform's home zone (its default country is DE), with the zone's name.
 */
export const DOCUMENT_TIME_ZONE = "Europe/Berlin";

const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", de: "de-DE" };

/** "12 June 2031" / "12. Juni 2031" in the zone the document is for. */
export function formatDay(date: Date, locale: Locale, timeZone: string): string {
  return dateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone }).format(date);
}

/** "12 June 2031, 19:00 – 22:00 CEST", or both full moments when the event spans days. */
export function formatEventTime(startsAt: Date, endsAt: Date, locale: Locale, timeZone: string): string {
  const tag = INTL_LOCALE[locale];
  const day = (d: Date) => dateTimeFormat(tag, { dateStyle: "long", timeZone }).format(d);
  const time = (d: Date, zone: boolean) =>
    dateTimeFormat(tag, {
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
      ...(zone ? { timeZoneName: "short" as const } : {}),
    }).format(d);
  if (day(startsAt) === day(endsAt))
    return `${day(startsAt)}, ${time(startsAt, false)} – ${time(endsAt, true)}`;
  return `${day(startsAt)}, ${time(startsAt, false)} – ${day(endsAt)}, ${time(endsAt, true)}`;
}
