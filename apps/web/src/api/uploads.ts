import { actingSellerId } from "./actingSeller.ts";
import { api, tokenStore } from "./instance.ts";
import { keysToCamel } from "./client/caseConversion.ts";
import { ApiError, CLIENT_ERROR_CODES, type FieldError } from "./client/errors.ts";
import type { StoredFile } from "./catalogTypes.ts";
import { currentLocale } from "../i18n/locale.ts";
import { i18n } from "../i18n/i18n.ts";

// File uploads go through XMLHttpRequest rather than the fetch-based client: only XHR reports
// upload progress. Headers are the client's own (token, locale, acting seller); an expired token
// is renewed through the client once and the upload repeated.

export type FilePurpose =
  | "cover"
  | "banner"
  | "digital"
  | "ticket_logo"
  | "certificate_background"
  | "lesson_media"
  | "trust_seal"
  | "kyc_document";

export interface CropBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface UploadOptions {
  purpose: FilePurpose;
  file: File;
  /** Applied by the files API to images; sent before the file so a streaming server has it first. */
  crop?: CropBox;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The files endpoint: the cabinet's, or a publisher's or team member's own for KYC documents. */
  path?: "/cabinet/files" | "/publish/files" | "/team_member/files";
}

interface ErrorBody {
  error?: { code?: string; message?: string; param?: string; details?: FieldError[] };
}

function formData({ file, crop }: UploadOptions): FormData {
  const form = new FormData();
  if (crop) {
    form.append("crop_x", String(crop.x));
    form.append("crop_y", String(crop.y));
    form.append("crop_w", String(crop.w));
    form.append("crop_h", String(crop.h));
  }
  form.append("file", file, file.name);
  return form;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let body: ErrorBody | undefined;
  try {
    body = JSON.parse(xhr.responseText) as ErrorBody;
  } catch {
    body = undefined;
  }
  return new ApiError({
    status: xhr.status,
    code: body?.error?.code ?? (xhr.status === 413 ? "PAYLOAD_TOO_LARGE" : `HTTP_${xhr.status}`),
    message: body?.error?.message ?? i18n.t("common:clientErrors.unexpected"),
    param: body?.error?.param,
    details: body?.error?.details,
  });
}

function send(options: UploadOptions): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const path = options.path ?? "/cabinet/files";
    xhr.open("POST", api.url(`${path}?purpose=${encodeURIComponent(options.purpose)}`));
    const token = tokenStore.accessToken;
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    const sellerId = actingSellerId();
    if (sellerId) xhr.setRequestHeader("X-Seller-Id", sellerId);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", currentLocale());
    xhr.setRequestHeader("X-Locale", currentLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(keysToCamel<{ file: StoredFile }>(JSON.parse(xhr.responseText)).file);
        } catch {
          reject(errorOf(xhr));
        }
      } else reject(errorOf(xhr));
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: CLIENT_ERROR_CODES.network,
          message: i18n.t("common:clientErrors.network"),
        }),
      );
    xhr.onabort = () =>
      reject(new ApiError({ status: 0, code: CLIENT_ERROR_CODES.aborted, message: "Request cancelled" }));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(formData(options));
  });
}

/** POST /cabinet/files (or options.path) with progress; resolves with the stored file (id, url, size variants). */
export async function uploadFile(options: UploadOptions): Promise<StoredFile> {
  try {
    return await send(options);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.isAccessTokenError) throw error;
    // Any authenticated call renews the session through the client; then try once more.
    await api.get("/app/user", { suppressErrors: true, keepOnRouteChange: true });
    return send(options);
  }
}
