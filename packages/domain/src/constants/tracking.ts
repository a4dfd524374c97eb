// Tracking code kinds and the events they fire on (spec core §3, spec two §3).
export const TRACKING_CODE_KINDS = [
  "google_analytics",
  "ga4",
  "tag_manager",
  "facebook_pixel",
  "custom",
  "tracify",
] as const;
export type TrackingCodeKind = (typeof TRACKING_CODE_KINDS)[number];

export const TRACKING_EVENTS = ["shop", "product", "payment", "funnel", "success", "shop_sub_page"] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];
