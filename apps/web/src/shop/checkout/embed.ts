// The checkout inside another site's page (the embed script's frame, `?embed=1&item=…`): the
// click the script recorded travels as `click_token` with the order, since a third-party frame
// may get no attribution cookie; and Escape, which never leaves a frame, asks the host page's
// modal to close.

const CLICK_TOKEN = /^[\w.-]{1,120}$/;

/** `{ click_token }` when the page was opened with one, else nothing. */
export function embedAttribution(search: string = window.location.search): { click_token?: string } {
  const token = new URLSearchParams(search).get("click_token");
  return token && CLICK_TOKEN.test(token) ? { click_token: token } : {};
}

/** In a frame of the embed script: Escape closes the host's modal (apps/web/public/embed.js). */
export function listenForEmbedEscape(): void {
  if (window.parent === window || new URLSearchParams(window.location.search).get("embed") !== "1") return;
  window.addEventListener("keydown", (event) => {
    if (event.key === "Escape") window.parent.postMessage({ type: "sellwerk:close" }, "*");
  });
}
