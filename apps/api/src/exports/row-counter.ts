import { Transform } from "node:stream";

/**
 * Passes a CSV through unchanged and counts its records as they go by: a line break ends a
 * record only outside quotes (a quoted cell may hold one; a doubled quote toggles twice, so it
 * changes nothing). Calls `onRecords` with the running count after each chunk (a list export
 * writes one chunk per page of rows), not counting the header line.
 */
export function countingRecords(onRecords: (records: number) => void): Transform {
  let quoted = false;
  let lines = 0;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = typeof chunk === "string" ? chunk : chunk.toString("utf8");
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) lines += 1;
      }
      onRecords(Math.max(0, lines - 1));
      done(null, chunk);
    },
  });
}
