import { z } from "zod";

// Every issue's message becomes one of our validation codes (see i18n/*.json "validation"),
// so the API can translate it and the web can show the same words for the same code.
// Bounds travel in the issue itself (minimum / maximum) and fill the {min}/{max} placeholders.
z.config({
  customError: (iss) => {
    if ((iss.input === undefined || iss.input === null) && iss.code !== "custom") return "required";
    switch (iss.code) {
      case "invalid_type":
        return iss.input === undefined || iss.input === null ? "required" : "invalid_type";
      case "too_small":
        if (iss.origin === "string") return Number(iss.minimum) <= 1 ? "required" : "too_short";
        if (iss.origin === "array" || iss.origin === "set") return "required";
        return "too_low";
      case "too_big":
        return iss.origin === "string" ? "too_long" : "too_high";
      case "invalid_format":
        if (iss.format === "email") return "invalid_email";
        if (iss.format === "url") return "invalid_url";
        return "invalid";
      case "invalid_value":
        return "invalid_value";
      case "unrecognized_keys":
        return "unknown_field";
      default:
        return "invalid";
    }
  },
});

export { z };

/** Adds the code a domain check returns as a zod issue, carrying bounds for the message. */
export function fromCheck<T>(
  check: (value: T) => string | null,
  params: { min?: number; max?: number } = {},
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const code = check(value);
    if (code)
      ctx.addIssue({ code: "custom", message: code, params: { minimum: params.min, maximum: params.max } });
  };
}

/** A required, trimmed text of inclusive bounds. */
export function text(max: number, min = 1) {
  return z.string().trim().min(min).max(max);
}
