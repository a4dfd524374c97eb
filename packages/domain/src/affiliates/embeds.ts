// Embeddable items (spec two §3 "Embeddable items"): a publisher's link, button, banner, badge,
// slider or embedded checkout that third-party pages show, always carrying the publisher's
// attribution. Which form may lead where and how it may open is one table here, so the API, the
// screens and the embed script agree.
import { checkUrl } from "../validation/web.ts";
import { checkHexColor } from "../validation/style.ts";

export const EMBED_FORMS = [
  "plain_link",
  "text_link",
  "button",
  "banner",
  "badge",
  "slider",
  "embed_form",
  "embed_payment_page",
] as const;
export type EmbedForm = (typeof EMBED_FORMS)[number];

export const EMBED_PURPOSES = ["shop", "product", "course_lesson", "login_page", "custom_link"] as const;
export type EmbedPurpose = (typeof EMBED_PURPOSES)[number];

export const EMBED_DISPLAYS = ["modal", "on_page"] as const;
export type EmbedDisplay = (typeof EMBED_DISPLAYS)[number];

export const EMBED_NAME_MAX = 100;
export const EMBED_LABEL_MAX = 100;
export const EMBED_DESCRIPTION_MAX = 300;
export const EMBED_URL_MAX = 2000;
export const EMBED_SLIDES_MAX = 5;

interface FormRule {
  purposes: readonly EmbedPurpose[];
  displays: readonly EmbedDisplay[];
  /** Shows an image (banner, badge) or several (slider): image_url / images are required. */
  image: "none" | "one" | "many";
  /** The script renders it (everything but the two plain links, which are pure HTML). */
  scripted: boolean;
  /** It frames the checkout: only programs with embed_forms_allowed. */
  framesCheckout: boolean;
}

const ALL_PURPOSES = EMBED_PURPOSES;
/**
 * Why these rules: only a checkout page may be framed (its CSP allows it for embed-allowed
 * programs), so the two embedded forms lead to a product only, and only they can sit on the page;
 * the clickable forms open the checkout in a modal when it is a product and framing is allowed,
 * else they navigate like a link.
 */
export const EMBED_FORM_RULES: Record<EmbedForm, FormRule> = {
  plain_link: {
    purposes: ALL_PURPOSES,
    displays: ["modal"],
    image: "none",
    scripted: false,
    framesCheckout: false,
  },
  text_link: {
    purposes: ALL_PURPOSES,
    displays: ["modal"],
    image: "none",
    scripted: false,
    framesCheckout: false,
  },
  button: {
    purposes: ALL_PURPOSES,
    displays: ["modal"],
    image: "none",
    scripted: true,
    framesCheckout: false,
  },
  banner: {
    purposes: ALL_PURPOSES,
    displays: ["modal"],
    image: "one",
    scripted: true,
    framesCheckout: false,
  },
  badge: { purposes: ALL_PURPOSES, displays: ["modal"], image: "one", scripted: true, framesCheckout: false },
  slider: {
    purposes: ALL_PURPOSES,
    displays: ["modal"],
    image: "many",
    scripted: true,
    framesCheckout: false,
  },
  embed_form: {
    purposes: ["product"],
    displays: ["modal", "on_page"],
    image: "none",
    scripted: true,
    framesCheckout: true,
  },
  embed_payment_page: {
    purposes: ["product"],
    displays: ["modal", "on_page"],
    image: "none",
    scripted: true,
    framesCheckout: true,
  },
};

/** The form's texts, colours and images (the `settings` column). */
export interface EmbedSettings {
  label?: string | null;
  description?: string | null;
  color?: string | null;
  text_color?: string | null;
  image_url?: string | null;
  images?: string[] | null;
  /** course_lesson: the lesson the link opens. */
  lesson_id?: number | null;
}

export interface EmbeddableItemInput {
  name: string;
  form: EmbedForm;
  purpose: EmbedPurpose;
  display: EmbedDisplay;
  programId: number | null;
  productId: number | null;
  customUrl: string | null;
  settings: EmbedSettings;
}

export interface EmbedFieldError {
  param: string;
  code: string;
}

/** Purposes that lead into a seller's program and so need one. */
const NEEDS_PROGRAM: readonly EmbedPurpose[] = ["shop", "product", "course_lesson", "login_page"];
const NEEDS_PRODUCT: readonly EmbedPurpose[] = ["product", "course_lesson"];

/**
 * The rules that need no database: the form/purpose/display table, what each purpose needs, the
 * texts, colours and images. Every broken field is named (the first error per field).
 */
export function validateEmbeddableItem(item: EmbeddableItemInput): EmbedFieldError[] {
  const errors: EmbedFieldError[] = [];
  const add = (param: string, code: string) => {
    if (!errors.some((e) => e.param === param)) errors.push({ param, code });
  };
  const rule = EMBED_FORM_RULES[item.form];
  if (!item.name.trim()) add("name", "required");
  else if (item.name.length > EMBED_NAME_MAX) add("name", "too_long");
  if (!rule.purposes.includes(item.purpose)) add("purpose", "embed_not_allowed_for_form");
  if (!rule.displays.includes(item.display)) add("display", "embed_not_allowed_for_form");

  if (NEEDS_PROGRAM.includes(item.purpose) && item.programId === null) add("program_id", "required");
  if (NEEDS_PRODUCT.includes(item.purpose)) {
    if (item.productId === null) add("product_id", "required");
  } else if (item.productId !== null) add("product_id", "embed_not_allowed_for_purpose");

  if (item.purpose === "custom_link") {
    if (!item.customUrl) add("custom_url", "required");
    else if (item.customUrl.length > EMBED_URL_MAX || checkUrl(item.customUrl))
      add("custom_url", "invalid_url");
  } else if (item.customUrl) add("custom_url", "embed_not_allowed_for_purpose");

  const s = item.settings;
  if (item.purpose === "course_lesson" && !(Number.isSafeInteger(s.lesson_id) && (s.lesson_id ?? 0) > 0))
    add("settings.lesson_id", "required");
  if (s.label && s.label.length > EMBED_LABEL_MAX) add("settings.label", "too_long");
  if (s.description && s.description.length > EMBED_DESCRIPTION_MAX) add("settings.description", "too_long");
  for (const key of ["color", "text_color"] as const) {
    const value = s[key];
    if (value && checkHexColor(value)) add(`settings.${key}`, "invalid_hex_color");
  }
  if (rule.image === "one") {
    if (!s.image_url) add("settings.image_url", "required");
    else if (checkImageUrl(s.image_url)) add("settings.image_url", "invalid_url");
  }
  if (rule.image === "many") {
    const images = s.images ?? [];
    if (images.length === 0) add("settings.images", "required");
    else if (images.length > EMBED_SLIDES_MAX) add("settings.images", "too_long");
    images.forEach((url, i) => {
      if (checkImageUrl(url)) add(`settings.images.${i}`, "invalid_url");
    });
  }
  return errors;
}

/** Images load on someone else's page: only https (or http for localhost development). */
function checkImageUrl(url: string): "invalid_url" | null {
  return url.length > EMBED_URL_MAX || checkUrl(url) ? "invalid_url" : null;
}

// --- where an item leads ---

export interface EmbedTarget {
  id: number;
  form: EmbedForm;
  purpose: EmbedPurpose;
  display: EmbedDisplay;
  programId: number | null;
  productId: number | null;
  publisherId: number;
  customUrl: string | null;
  settings: EmbedSettings;
  /** The seller's username (for the login page). */
  sellerUsername: string | null;
  /** The product's slug, when the item names a product. */
  productSlug: string | null;
}

/**
 * Where a click goes: the affiliate link (`/aff/{program}/{publisher}`, which records the click,
 * sets the attribution cookie and redirects) for the shop, a product or a lesson's course; the
 * seller's payer login; or the publisher's own URL.
 */
export function embedLinkUrl(item: EmbedTarget, origin: string): string {
  switch (item.purpose) {
    case "custom_link":
      return item.customUrl ?? origin;
    case "login_page":
      return `${origin}/s/${encodeURIComponent(item.sellerUsername ?? "")}/sign_in`;
    case "course_lesson":
      return `${origin}/payer/courses/${item.productId}/lessons/${item.settings.lesson_id}`;
    default: {
      const base = `${origin}/aff/${item.programId}/${item.publisherId}`;
      return item.purpose === "product" ? `${base}?product_id=${item.productId}` : base;
    }
  }
}

/**
 * The checkout page in embed mode (`embed=1`, `item`): framable when the item's program allows
 * embedding. The embed script adds the attribution: the `click_token` of the click it recorded
 * (a third-party frame may get no cookie), or `pid` when the click call failed, which makes the
 * page record the click itself. Null when the item does not lead to a product's checkout.
 */
export function embedFrameUrl(item: EmbedTarget, origin: string): string | null {
  if (item.purpose !== "product" || !item.sellerUsername || !item.productSlug) return null;
  const path = `/s/${encodeURIComponent(item.sellerUsername)}/${encodeURIComponent(item.productSlug)}`;
  return `${origin}${path}?embed=1&item=${item.id}`;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The text a link or button shows when the publisher gave none. */
export function embedLabel(item: Pick<EmbedTarget, "settings">, fallback: string): string {
  return item.settings.label?.trim() || fallback;
}

/**
 * The copyable HTML. The two links are plain anchors. The other forms load the embed script and
 * leave a placeholder it replaces; the placeholder holds a plain link, so the item still leads to
 * the right page (with attribution) where scripts are blocked.
 */
export function embedSnippet(item: EmbedTarget, origin: string, fallbackLabel: string): string {
  const href = escapeHtml(embedLinkUrl(item, origin));
  const label = escapeHtml(embedLabel(item, fallbackLabel));
  if (item.form === "plain_link") return `<a href="${href}">${href}</a>`;
  if (item.form === "text_link") return `<a href="${href}">${label}</a>`;
  const script = `<script async src="${escapeHtml(origin)}/embed.js"></script>`;
  return `${script}\n<div data-sellwerk-embed="${item.id}"><a href="${href}">${label}</a></div>`;
}
