// The server sanitizes stored rich text; this second pass in the browser keeps a preview from
// ever running anything should a stored text predate that rule. Allow-list: text formatting,
// lists, headings, links (http, https, mailto) and images (http, https).

const ALLOWED_TAGS = new Set([
  "P",
  "BR",
  "STRONG",
  "B",
  "EM",
  "I",
  "U",
  "S",
  "STRIKE",
  "BLOCKQUOTE",
  "UL",
  "OL",
  "LI",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "A",
  "CODE",
  "PRE",
  "HR",
  "SPAN",
  "IMG",
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  A: ["href", "title"],
  IMG: ["src", "alt", "title"],
};
const SAFE_URL = /^(https?:|mailto:|\/(?!\/))/i;

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (!ALLOWED_TAGS.has(child.tagName)) {
      // Unknown elements go, their text stays (script and style go entirely).
      if (child.tagName === "SCRIPT" || child.tagName === "STYLE") child.remove();
      else child.replaceWith(...child.childNodes);
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[child.tagName] ?? [];
    for (const attribute of [...child.attributes]) {
      const keep =
        allowed.includes(attribute.name) &&
        (attribute.name !== "href" && attribute.name !== "src"
          ? true
          : SAFE_URL.test(attribute.value.trim()));
      if (!keep) child.removeAttribute(attribute.name);
    }
    if (child.tagName === "A") {
      child.setAttribute("rel", "noopener noreferrer nofollow");
      child.setAttribute("target", "_blank");
    }
    clean(child);
  }
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  // Unwrapping may surface new children; a few passes reach a fixed point for any real text.
  for (let pass = 0; pass < 3; pass++) clean(doc.body);
  return doc.body.innerHTML;
}
