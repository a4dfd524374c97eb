// <input type="datetime-local"> speaks the browser's local wall time without a zone ("2031-06-12T19:00");
// the API speaks moments with an offset. These convert between the two in the browser's zone.

const pad = (n: number) => String(n).padStart(2, "0");

/** "2031-06-12T17:00:00.000Z" → "2031-06-12T19:00" in Berlin; "" for nothing. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local wall time as a UTC moment the API takes; null for an empty or unreadable input. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
