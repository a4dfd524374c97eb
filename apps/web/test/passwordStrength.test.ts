import { describe, expect, it } from "vitest";
import { passwordStrength } from "../src/auth/passwordStrength.ts";

describe("password strength hint", () => {
  it("calls anything shorter than the minimum weak", () => {
    expect(passwordStrength("Ab1!").level).toBe("weak");
  });
  it("does not reward a repeated character", () => {
    expect(passwordStrength("aaaaaaaaaaaaaaaaaa").level).toBe("weak");
  });
  it("grows with length and variety", () => {
    expect(passwordStrength("abcdefgh").level).toBe("fair");
    expect(passwordStrength("abcdefghijkl").level).toBe("good");
    expect(passwordStrength("Correct-horse-battery-9").level).toBe("strong");
  });
});
