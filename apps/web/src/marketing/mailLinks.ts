export interface MailLink {
  href: string;
  text: string;
}

/**
 * The links of a mail's HTML, read with DOMParser (which runs no script and loads nothing), so
 * they can be offered as real anchors outside the sandboxed frame, whose links cannot navigate.
 */
export function mailLinks(html: string, base: string = window.location.origin): MailLink[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const seen = new Set<string>();
  const links: MailLink[] = [];
  for (const anchor of Array.from(doc.querySelectorAll("a[href]"))) {
    const raw = anchor.getAttribute("href") ?? "";
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    const href = url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.href;
    if (seen.has(href)) continue;
    seen.add(href);
    links.push({ href, text: (anchor.textContent ?? "").replace(/\s+/g, " ").trim() || href });
  }
  return links;
}
