import type { UrlSigner } from "../platform/auth/url-signer.ts";

// The seller's preview of a checkout page: the page's own URL with a signature, so the preview
// shows the page exactly as buyers will see it, also before publishing, without a sign-in (it is
// loaded in a frame). The signature names the page with a prefix of its own, so it cannot be
// mistaken for a file's signed path.

const subject = (username: string, slug: string) => `preview:/s/${username.toLowerCase()}/${slug}`;

export function previewUrl(signer: UrlSigner, username: string, slug: string): string {
  return `/s/${username.toLowerCase()}/${slug}?preview=${signer.sign(subject(username, slug))}`;
}

export function isPreviewSigned(
  signer: UrlSigner,
  username: string,
  slug: string,
  signature: string,
): boolean {
  return signer.verify(subject(username, slug), signature);
}
