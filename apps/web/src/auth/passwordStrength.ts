import { PASSWORD_MIN_LENGTH } from "@sellwerk/domain";

export type PasswordStrength = "weak" | "fair" | "good" | "strong";

/**
 * A hint, not a rule: the only rule is the length (8 to 40). Length counts most, variety of
 * character kinds a little, and one repeated character counts as nothing.
 */
export function passwordStrength(password: string): { level: PasswordStrength; score: number } {
  if (password.length < PASSWORD_MIN_LENGTH || new Set(password).size <= 2)
    return { level: "weak", score: 0 };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let score = 1;
  if (password.length >= 12) score += 1;
  if (password.length >= 16) score += 1;
  if (kinds >= 3) score += 1;
  const levels: PasswordStrength[] = ["weak", "fair", "good", "strong"];
  const capped = Math.min(score, 3);
  return { level: levels[capped] ?? "strong", score: capped };
}
