// The collection agency's status file (docs/dunning.md "Status file"): CSV, UTF-8, a header line
// `claim_id,status,not_collected_reason,note`, one line per update, applied in file order. Pure
// parsing and field checks here; whether each claim exists and may move is the API's to check.
import { NOT_COLLECTED_REASONS, type NotCollectedReason } from "./claims.ts";

export const AGENCY_STATUS_HEADER = ["claim_id", "status", "not_collected_reason", "note"] as const;
export const AGENCY_FILE_STATUSES = [
  "pre_court",
  "court",
  "post_court",
  "collected",
  "not_collected",
  "written_off",
] as const;
export type AgencyFileStatus = (typeof AGENCY_FILE_STATUSES)[number];
export const AGENCY_FILE_LINES_MAX = 10_000;
const NOTE_MAX = 500;

export interface AgencyStatusLine {
  /** The line in the file (the header is line 1). */
  line: number;
  claimId: number;
  status: AgencyFileStatus;
  notCollectedReason: NotCollectedReason | null;
  note: string | null;
}

export interface AgencyFileError {
  line: number;
  field: string;
  code: string;
}

/** RFC 4180 records: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      record.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || record.length) {
    record.push(cell);
    records.push(record);
  }
  // Blank lines (a trailing newline, an empty line a spreadsheet left) carry nothing.
  return records.filter((r) => r.some((c) => c.trim() !== ""));
}

/** The file's lines, or every field error it has (nothing is applied from a file with errors). */
export function readAgencyStatusFile(
  text: string,
): { ok: true; lines: AgencyStatusLine[] } | { ok: false; errors: AgencyFileError[] } {
  const [header, ...rows] = parseCsv(text);
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  if (names.join(",") !== AGENCY_STATUS_HEADER.join(","))
    return { ok: false, errors: [{ line: 1, field: "header", code: "invalid_csv_header" }] };
  if (rows.length === 0) return { ok: false, errors: [{ line: 2, field: "claim_id", code: "required" }] };
  if (rows.length > AGENCY_FILE_LINES_MAX)
    return { ok: false, errors: [{ line: 1, field: "csv", code: "too_long" }] };
  const errors: AgencyFileError[] = [];
  const lines: AgencyStatusLine[] = [];
  rows.forEach((cells, index) => {
    const line = index + 2;
    const [id = "", status = "", reason = "", note = ""] = cells.map((c) => c.trim());
    const fail = (field: string, code: string) => errors.push({ line, field, code });
    if (!/^\d{1,15}$/.test(id)) fail("claim_id", id ? "invalid" : "required");
    if (!(AGENCY_FILE_STATUSES as readonly string[]).includes(status))
      fail("status", status ? "invalid_value" : "required");
    if (status === "not_collected" && !reason) fail("not_collected_reason", "required");
    else if (reason && !(NOT_COLLECTED_REASONS as readonly string[]).includes(reason))
      fail("not_collected_reason", "invalid_value");
    else if (reason && status !== "not_collected") fail("not_collected_reason", "invalid");
    if (note.length > NOTE_MAX) fail("note", "too_long");
    lines.push({
      line,
      claimId: Number(id),
      status: status as AgencyFileStatus,
      notCollectedReason: (reason || null) as NotCollectedReason | null,
      note: note || null,
    });
  });
  return errors.length ? { ok: false, errors } : { ok: true, lines };
}
