import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Product, ProductState, StoredFile } from "./catalogTypes.ts";
import type { ListResponse } from "./types.ts";
import { api } from "./instance.ts";
import { PRODUCTS_PATH } from "./products.ts";

// A product's parts edited by the file upload, license key and products steps
// (docs/api-catalog.md): digitals, the key pool, included products. Every write names the
// product version it edited and answers the product's new version.

/** A file as the files API answers it: name, detected type and size are always there. */
export type UploadedFile = StoredFile & { filename: string; contentType: string; size: number };

export interface Digital {
  id: number;
  file: UploadedFile;
  position: number;
  stampPdf: boolean;
}

export type LicenseKeyState = "available" | "reserved" | "assigned";

export interface LicenseKey {
  id: number;
  key: string;
  state: LicenseKeyState;
  source: string;
  createdAt: string;
  assignedAt: string | null;
}

export interface KeyStock {
  available: number;
  reserved: number;
  assigned: number;
}

export interface LicenseKeyPage extends ListResponse<LicenseKey> {
  stock: KeyStock;
  format: string | null;
  productVersion: number;
}

export interface KeysAdded {
  added: number;
  duplicates: number;
  duplicateKeys: string[];
  available: number;
  stock: KeyStock;
  format: string | null;
  productVersion: number;
}

export interface IncludedProduct {
  id: number;
  name: string;
  form: Product["form"];
  state: ProductState;
  archived: boolean;
  position: number;
}

export interface UploadLimits {
  purposes: Record<string, { maxBytes: number; accept: string[] }>;
}

/** What every part write answers: the part and the version the next edit must name. */
export interface PartAnswer<T> {
  list: T;
  productVersion: number;
}

const productPath = (id: number) => `${PRODUCTS_PATH}/${id}`;
export const digitalsKey = (productId: number) => [PRODUCTS_PATH, "digitals", productId] as const;
export const licenseKeysKey = (productId: number) => [PRODUCTS_PATH, "license_keys", productId] as const;
export const itemsKey = (productId: number) => [PRODUCTS_PATH, "items", productId] as const;
const quiet = { suppressErrors: true } as const;

/** The product after a part changed, for the editor (its version, warnings, counts). */
export function fetchProduct(productId: number): Promise<Product> {
  return api.get<{ product: Product }>(productPath(productId), quiet).then((r) => r.product);
}

export function useUploadLimits() {
  return useQuery({
    queryKey: ["/cabinet/files/limits"],
    queryFn: ({ signal }) => api.get<UploadLimits>("/cabinet/files/limits", { signal }),
    staleTime: 10 * 60_000,
  });
}

// Digitals (download step)

export function useDigitals(productId: number) {
  return useQuery({
    queryKey: digitalsKey(productId),
    queryFn: ({ signal }) => api.get<PartAnswer<Digital[]>>(`${productPath(productId)}/digitals`, { signal }),
  });
}

export const digitalsApi = {
  add: (productId: number, version: number, fileId: number) =>
    api.post<PartAnswer<Digital[]>>(`${productPath(productId)}/digitals`, { version, fileId }, quiet),
  update: (
    productId: number,
    digitalId: number,
    body: { version: number; fileId?: number; stampPdf?: boolean },
  ) => api.patch<PartAnswer<Digital[]>>(`${productPath(productId)}/digitals/${digitalId}`, body, quiet),
  order: (productId: number, version: number, ids: number[]) =>
    api.put<PartAnswer<Digital[]>>(`${productPath(productId)}/digitals/order`, { version, ids }, quiet),
  remove: (productId: number, version: number, digitalId: number) =>
    api.delete<PartAnswer<Digital[]>>(`${productPath(productId)}/digitals/${digitalId}`, undefined, {
      ...quiet,
      headers: { "If-Match": String(version) },
    }),
};

// License keys

export interface LicenseKeyQuery {
  page: number;
  per: number;
  state?: LicenseKeyState;
  query?: string;
}

export function useLicenseKeys(productId: number, params: LicenseKeyQuery) {
  return useQuery({
    queryKey: [...licenseKeysKey(productId), params],
    queryFn: ({ signal }) =>
      api.get<LicenseKeyPage>(`${productPath(productId)}/license_keys`, {
        signal,
        params: { ...params, sortKey: "id", sortDir: "desc" },
      }),
    placeholderData: keepPreviousData,
  });
}

export const licenseKeysApi = {
  add: (productId: number, version: number, keys: string[]) =>
    api.post<KeysAdded>(`${productPath(productId)}/license_keys`, { version, keys }, quiet),
  generate: (productId: number, version: number, format: string, count: number) =>
    api.post<KeysAdded>(
      `${productPath(productId)}/license_keys`,
      { version, generate: { format, count } },
      quiet,
    ),
  saveFormat: (productId: number, version: number, format: string) =>
    api.put<{ format: string; productVersion: number }>(
      `${productPath(productId)}/license_key_format`,
      { version, format },
      quiet,
    ),
  remove: (productId: number, version: number, ids: number[]) =>
    api.delete<{ removed: number; stock: KeyStock; productVersion: number }>(
      `${productPath(productId)}/license_keys`,
      { ids },
      { ...quiet, headers: { "If-Match": String(version) } },
    ),
};

// Included products (bundle and membership)

export function useIncludedProducts(productId: number) {
  return useQuery({
    queryKey: itemsKey(productId),
    queryFn: ({ signal }) =>
      api.get<PartAnswer<IncludedProduct[]>>(`${productPath(productId)}/items`, { signal }),
  });
}

export const itemsApi = {
  set: (productId: number, version: number, itemIds: number[]) =>
    api.put<PartAnswer<IncludedProduct[]>>(`${productPath(productId)}/items`, { version, itemIds }, quiet),
};
