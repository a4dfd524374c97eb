// The buyer pages' own Content-Security-Policy, stricter than the back-office's: no inline style
// except the seller's theme block (allowed by its hash), and Stripe's origins only on pages that
// offer a Stripe method (Stripe.js, its frames for 3-D Secure, its API).

/**
 * Who may frame the page: nobody; our own cabinet (the seller's preview); or any site (a
 * publisher's embedded checkout of a program that allows embedding, apps/api/src/affiliates/embeds).
 */
export type FrameAncestors = "none" | "cabinet" | "anyone";

const FRAME_ANCESTORS: Record<FrameAncestors, string> = {
  none: "'none'",
  cabinet: "'self'",
  anyone: "*",
};

export function shopPageCsp(o: {
  stripe: boolean;
  styleHashes: string[];
  framedBy?: FrameAncestors;
}): string {
  const stripe = (...origins: string[]) => (o.stripe ? origins : []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...stripe("https://js.stripe.com")],
    "style-src": ["'self'", ...o.styleHashes],
    // Seller descriptions may show images from the seller's own site.
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...stripe("https://api.stripe.com")],
    "frame-src": o.stripe ? stripe("https://js.stripe.com", "https://hooks.stripe.com") : ["'none'"],
    // Only the seller's preview (by our own cabinet) and embedded checkouts may be framed.
    "frame-ancestors": [FRAME_ANCESTORS[o.framedBy ?? "none"]],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
