import { api, tokenStore } from "./instance.ts";
import { actingSellerId } from "./actingSeller.ts";
import { ApiError } from "./client/errors.ts";
import { currentLocale } from "../i18n/locale.ts";
import { i18n } from "../i18n/i18n.ts";

// Bytes (PDF previews, invoices) behind a seller's token. The JSON client cannot hand out bytes,
// so these are plain fetches with the client's headers.

function bytesRequest(path: string, accept: string, signal?: AbortSignal): Promise<Response> {
  const headers = new Headers({ Accept: accept, "X-Locale": currentLocale() });
  const token = tokenStore.accessToken;
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const sellerId = actingSellerId();
  if (sellerId) headers.set("X-Seller-Id", sellerId);
  return fetch(api.url(path), { headers, signal });
}

/**
 * The bytes at an API path as a Blob. An expired token is renewed by one call through the
 * client, then the bytes are asked for once more.
 */
export async function fetchBytes(path: string, accept: string, signal?: AbortSignal): Promise<Blob> {
  let response = await bytesRequest(path, accept, signal);
  if (response.status === 401) {
    await api.get("/app/user", { suppressErrors: true, signal });
    response = await bytesRequest(path, accept, signal);
  }
  if (!response.ok) throw await errorOf(response);
  return response.blob();
}

/**
 * The API's own error (its code and message, already in the interface language, e.g. 410
 * EXPORT_FILE_GONE for an export file the clean-up removed); else a general one.
 */
async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = response.headers.get("content-type")?.includes("application/json")
    ? await response.json().catch(() => null)
    : null;
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code === "string" && typeof error.message === "string")
    return new ApiError({ status: response.status, code: error.code, message: error.message });
  return new ApiError({
    status: response.status,
    code: `HTTP_${response.status}`,
    message: i18n.t("common:clientErrors.unexpected"),
  });
}

/** A CSV export with a list's filters, fetched with the seller's token and saved as `filename`. */
export async function downloadCsv(
  path: string,
  filters: Record<string, string>,
  filename: string,
): Promise<void> {
  const query = new URLSearchParams(filters).toString();
  saveBlob(await fetchBytes(`${path}${query ? `?${query}` : ""}`, "text/csv"), filename);
}

/** Hands bytes to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
