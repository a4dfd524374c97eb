// DATEV reads its import files as Windows-1252 (ANSI). Node has no encoder for it and iconv-lite
// is not a dependency, so this small table does it: Latin-1 plus the 27 characters Windows puts
// at 0x80–0x9F (€, „, “, ”, –, —, …, Š, š, Ž, ž, Œ, œ, Ÿ, ‰, ‹, ›, ˆ, ˜, ™, •, ƒ, †, ‡, ‘, ’, ‚).
// Anything else becomes "?" as Windows' own conversion does.

const HIGH: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const QUESTION_MARK = 0x3f;

export function encodeWindows1252(text: string): Buffer {
  const out = Buffer.alloc(text.length);
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out[n++] = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (HIGH[ch] ?? QUESTION_MARK);
  }
  return out.subarray(0, n);
}

/** The reverse, for tests and for reading a file back. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const back = new Map(Object.entries(HIGH).map(([ch, b]) => [b, ch]));
  return Array.from(bytes, (b) => back.get(b) ?? String.fromCharCode(b)).join("");
}
