import { describe, expect, it } from "vitest";
import { SecretBox, SecretBoxError } from "../src/platform/crypto/secret-box.ts";

const box = new SecretBox("a-long-enough-test-secret-value");
const secrets = { secret_key: "sk_test_51Abcdefghijklmnop4242", nested: { n: 1 } };

describe("the secret box", () => {
  it("round-trips a JSON object, differently every time", () => {
    const a = box.encrypt(secrets, "ctx");
    const b = box.encrypt(secrets, "ctx");
    expect(a).toMatch(/^v1\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("sk_test");
    expect(box.decrypt(a, "ctx")).toEqual(secrets);
    expect(box.decrypt(b, "ctx")).toEqual(secrets);
  });

  it("detects a changed byte, another key, another context and unknown formats", () => {
    const sealed = box.encrypt(secrets, "seller:1");
    const raw = Buffer.from(sealed.slice(3), "base64url");
    for (const at of [0, 12, 20, raw.length - 1]) {
      const changed = Buffer.from(raw);
      changed[at] = changed[at]! ^ 0x01;
      expect(() => box.decrypt(`v1.${changed.toString("base64url")}`, "seller:1")).toThrow(SecretBoxError);
    }
    expect(() => new SecretBox("another-secret-entirely-000000").decrypt(sealed, "seller:1")).toThrow(
      SecretBoxError,
    );
    expect(() => box.decrypt(sealed, "seller:2")).toThrow(SecretBoxError);
    expect(() => box.decrypt(sealed.replace(/^v1/, "v9"), "seller:1")).toThrow(SecretBoxError);
    expect(() => box.decrypt("v1.AAAA", "seller:1")).toThrow(SecretBoxError);
  });
});
