import type { TrackingCodeKind } from "../constants/tracking.ts";

// Ids as the vendors issue them: Universal Analytics UA-<account>-<property>, GA4 measurement
// ids G-XXXXXXXXXX, Tag Manager containers GTM-XXXXXXX, Meta pixels are numeric.
const TRACKING_ID_PATTERNS: Record<Exclude<TrackingCodeKind, "custom">, RegExp> = {
  google_analytics: /^UA-\d{4,10}-\d{1,4}$/,
  ga4: /^G-[A-Z0-9]{4,15}$/,
  tag_manager: /^GTM-[A-Z0-9]{4,12}$/,
  facebook_pixel: /^\d{6,20}$/,
  tracify: /^[A-Za-z0-9_-]{1,64}$/,
};

/** `custom` codes are free snippets without an id, so any id passes; other kinds need their shape. */
export function checkTrackingId(kind: TrackingCodeKind, id: string): "invalid_tracking_id" | null {
  if (kind === "custom") return null;
  return TRACKING_ID_PATTERNS[kind].test(id.trim()) ? null : "invalid_tracking_id";
}
