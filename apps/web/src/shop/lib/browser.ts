/** Leaves the page; the order and payment state live on the server, nothing to save first. */
export function navigate(url: string, replace = false): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
