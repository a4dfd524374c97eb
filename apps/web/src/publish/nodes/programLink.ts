// A program link a publisher pastes to ask to join (/publish/affiliate_nodes/new): the public
// landing page /affiliate_programs/{id}, a marketplace page /publish/affiliate_marketplace/{id},
// or a buyer's affiliate link /aff/{programId}/{publisherId}; a recruit link carries the
// recruiting publisher as ?recruiter={publisherId}. A bare number is a program ID.

export interface ProgramLink {
  programId: number;
  recruiterId: number | null;
}

const PATTERNS = [
  /^\/affiliate_programs\/(\d+)\/?$/,
  /^\/publish\/affiliate_marketplace\/(\d+)\/?$/,
  /^\/aff\/(\d+)(?:\/\d+)?\/?$/,
];

const positive = (text: string | null | undefined): number | null => {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
};

/** The program (and recruiter) a pasted link names, or null when it names none. */
export function parseProgramLink(input: string, origin = "http://localhost"): ProgramLink | null {
  const text = input.trim();
  const bare = positive(text);
  if (bare) return { programId: bare, recruiterId: null };
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  for (const pattern of PATTERNS) {
    const programId = positive(pattern.exec(url.pathname)?.[1]);
    if (programId) return { programId, recruiterId: positive(url.searchParams.get("recruiter")) };
  }
  return null;
}
