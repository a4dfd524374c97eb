/**
 * Keys from a pasted text or an uploaded text/CSV file: one key per line, trimmed, empty lines
 * ignored. In a CSV file the key is the first column (quotes removed), so exports of other shops
 * with extra columns import as they are.
 */
export function licenseKeysFromText(text: string, options: { csv?: boolean } = {}): string[] {
  const keys: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = options.csv ? firstCsvCell(raw) : raw;
    const key = line.trim();
    if (key) keys.push(key);
  }
  return keys;
}

function firstCsvCell(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('"')) {
    const end = trimmed.indexOf('"', 1);
    return end === -1 ? trimmed.slice(1) : trimmed.slice(1, end);
  }
  const cut = trimmed.search(/[,;\t]/);
  return cut === -1 ? trimmed : trimmed.slice(0, cut);
}

/** What pasting keys would do, before it is sent: the distinct keys and those given twice. */
export function distinctLicenseKeys(keys: readonly string[]): { distinct: string[]; repeated: string[] } {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const key of keys) {
    if (seen.has(key)) repeated.push(key);
    else seen.add(key);
  }
  return { distinct: [...seen], repeated };
}
