import type { WebhookInput } from "./provider.ts";

/**
 * One header of a webhook request, whatever the case it was written in (Node lowercases incoming
 * names, tests and proxies may not). A repeated signature header is refused rather than guessed.
 */
export function headerValue(headers: WebhookInput["headers"], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return typeof value === "string" ? value : undefined;
  }
  return undefined;
}
