/**
 * Leaves the page; the order and payment state live on the server, nothing to save first.
 * A language the buyer chose by ?locale= follows them to our own next page.
 */
export function navigate(url: string, replace = false): void {
  const locale = new URLSearchParams(window.location.search).get("locale");
  const next = new URL(url, window.location.href);
  if (locale && next.origin === window.location.origin && !next.searchParams.has("locale"))
    next.searchParams.set("locale", locale);
  if (replace) window.location.replace(next.href);
  else window.location.assign(next.href);
}
