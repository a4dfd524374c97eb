// Some fields (names on invoices, bank data) must be Latin script for payment providers and
// document templates; the Unicode script property covers every Cyrillic block.
const CYRILLIC = /\p{Script=Cyrillic}/u;
// An opening or closing script tag, however spaced or cased.
const SCRIPT_TAG = /<\s*\/?\s*script\b/i;

export function containsCyrillic(text: string): boolean {
  return CYRILLIC.test(text);
}

export function containsScriptTag(text: string): boolean {
  return SCRIPT_TAG.test(text);
}

export function checkNoCyrillic(text: string): "contains_cyrillic" | null {
  return containsCyrillic(text) ? "contains_cyrillic" : null;
}

export function checkNoScript(text: string): "contains_script" | null {
  return containsScriptTag(text) ? "contains_script" : null;
}
