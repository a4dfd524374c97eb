import sanitizeHtml from "sanitize-html";

/**
 * Lesson text is shown to buyers inside the seller's course area, so it may carry formatting and
 * links but nothing that runs or loads by itself: no scripts, styles, event handlers, iframes or
 * images from elsewhere (media go through content blocks). The tags are what the rich-text editor
 * produces; links leave in a new tab without handing over the course page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "hr",
    "a",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
};

export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Product descriptions, custom delivery mails and terms are shown to buyers under the same rules. */
export const sanitizeRichText = sanitizeLessonHtml;
