import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Every English namespace has a German twin with exactly the same keys, and every placeholder
// used in one language is used in the other.

const root = new URL("../src/i18n/locales/", import.meta.url);

function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value))
      for (const [k, v] of leaves(inner, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

function load(lang: string, file: string): Map<string, string> {
  return leaves(JSON.parse(readFileSync(new URL(`${lang}/${file}`, root), "utf8")));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("translations", () => {
  const files = readdirSync(new URL("en/", root)).filter((f) => f.endsWith(".json"));

  it("has the same namespaces in both languages", () => {
    expect(readdirSync(new URL("de/", root)).sort()).toEqual(files.sort());
  });

  for (const file of files) {
    it(`${file}: same keys and placeholders in en and de`, () => {
      const en = load("en", file);
      const de = load("de", file);
      expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect({ key, placeholders: placeholders(de.get(key) ?? "") }).toEqual({
          key,
          placeholders: placeholders(text),
        });
        expect(text.trim(), key).not.toBe("");
      }
    });

    // i18n.ts interpolates {name}: a "{{name}}" would show its braces around the value.
    it(`${file}: placeholders in single braces`, () => {
      for (const lang of ["en", "de"])
        for (const [key, text] of load(lang, file))
          expect({ lang, key, text }).not.toMatchObject({
            text: expect.stringMatching(/\{\{\w+\}\}/),
          });
    });
  }
});
