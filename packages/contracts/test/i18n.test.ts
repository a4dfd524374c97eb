import { describe, expect, it } from "vitest";
import { VALIDATION_CODES } from "@sellwerk/domain";
import { ERROR_CODES, messages, validationMessage, errorMessage, identity } from "../src/index.ts";

describe("message catalogs", () => {
  it("translate every validation code of the domain into both languages", () => {
    const missing = VALIDATION_CODES.flatMap((code) =>
      (["en", "de"] as const).filter((l) => !(code in messages[l].validation)).map((l) => `${l}:${code}`),
    );
    expect(missing).toEqual([]);
  });

  it("translate every error code into both languages", () => {
    for (const code of ERROR_CODES) {
      expect(messages.en.errors).toHaveProperty(code);
      expect(messages.de.errors).toHaveProperty(code);
    }
  });

  it("carry the same keys in both languages", () => {
    expect(Object.keys(messages.de.validation).sort()).toEqual(Object.keys(messages.en.validation).sort());
    expect(Object.keys(messages.de.errors).sort()).toEqual(Object.keys(messages.en.errors).sort());
  });

  it("fill bounds into messages", () => {
    expect(validationMessage("de", "too_short", { min: 8 })).toBe("Zu kurz: mindestens 8 Zeichen.");
    expect(errorMessage("en", "MS_MAX_CONCURRENT_REQ")).toBe("Too many requests. Please retry later.");
    expect(validationMessage("en", "wrong_vat")).toBe("wrong vat");
  });
});

describe("identity schemas", () => {
  it("turn zod's issues into our codes with their bounds", () => {
    const result = identity.signUpBody.safeParse({
      email: "x",
      password: "1234567",
      username: "ab",
      terms_accepted: false,
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byPath).toMatchObject({
      email: "invalid_email",
      password: "too_short",
      username: "too_small",
      first_name: "required",
      profile_type: "required",
      terms_accepted: "must_accept",
    });
  });

  it("normalise email and username to lower case", () => {
    const parsed = identity.signUpBody.parse({
      email: " Anna@Example.COM ",
      password: "long enough",
      username: "Anna-B",
      first_name: "Anna",
      last_name: "B",
      profile_type: "seller",
      terms_accepted: true,
    });
    expect(parsed.email).toBe("anna@example.com");
    expect(parsed.username).toBe("anna-b");
    expect(parsed.locale).toBe("en");
  });
});
