import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProductType } from "@sellwerk/domain";
import { api } from "./instance.ts";
import type { HttpMethod } from "./client/apiClient.ts";
import type { ListResponse } from "./types.ts";
import type { Product, ProductPreview } from "./catalogTypes.ts";

// Products of the seller's cabinet (docs/api-catalog.md). Every key starts with the list's path,
// so invalidating it refreshes lists, single products and previews together.

export const PRODUCTS_PATH = "/cabinet/products";
export const productKey = (id: number) => [PRODUCTS_PATH, "one", id] as const;
const productPath = (id: number) => `${PRODUCTS_PATH}/${id}`;

export function useProduct(id: number) {
  return useQuery({
    queryKey: productKey(id),
    queryFn: ({ signal }) =>
      api.get<{ product: Product }>(productPath(id), { signal, suppressErrors: true }).then((r) => r.product),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useProductPreview(id: number) {
  return useQuery({
    queryKey: [PRODUCTS_PATH, "preview", id],
    queryFn: ({ signal }) =>
      api.get<ProductPreview>(`${productPath(id)}/preview`, { signal, suppressErrors: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The seller's products for pickers (order bumps, upsells): one large page, by name. */
export function useProductOptions() {
  return useQuery({
    queryKey: [PRODUCTS_PATH, "options"],
    queryFn: ({ signal }) =>
      api
        .get<ListResponse<Product>>(PRODUCTS_PATH, {
          signal,
          params: { per: 500, sort_key: "name", sort_dir: "asc" },
        })
        .then((r) => r.list),
    staleTime: 60_000,
  });
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { form: ProductType; name: string }) =>
      api.post<{ product: Product }>(PRODUCTS_PATH, input, { suppressErrors: true }).then((r) => r.product),
    onSuccess: (product) => {
      client.setQueryData(productKey(product.id), product);
      void client.invalidateQueries({ queryKey: [PRODUCTS_PATH, "list"] });
    },
  });
}

export type ProductAction = "publish" | "unpublish" | "archive" | "unarchive" | "duplicate";

/** Publishing and archiving name the version they acted on; a duplicate is a new product. */
export function runProductAction(product: Product, action: ProductAction): Promise<Product> {
  const body = action === "duplicate" ? undefined : { version: product.version };
  return api
    .post<{ product: Product }>(`${productPath(product.id)}/${action}`, body, { suppressErrors: true })
    .then((r) => r.product);
}

export function useProductAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ product, action }: { product: Product; action: ProductAction }) =>
      runProductAction(product, action),
    onSuccess: (product, { action }) => {
      if (action !== "duplicate") client.setQueryData(productKey(product.id), product);
      void client.invalidateQueries({ queryKey: [PRODUCTS_PATH] });
    },
  });
}

/** One editor step's save: the step's own path and verb, the body with the product's version. */
export function saveProductPart(
  productId: number,
  part: string,
  method: Extract<HttpMethod, "PUT" | "PATCH" | "POST">,
  body: Record<string, unknown>,
): Promise<Product> {
  return api
    .request<{ product: Product }>(method, `${productPath(productId)}/${part}`, {
      body,
      suppressErrors: true,
    })
    .then((r) => r.product);
}

/** Remembers the furthest step reached, so the editor resumes there. */
export function saveReachedStep(product: Product, step: number): Promise<Product> {
  return saveProductPart(product.id, "step", "POST", { version: product.version, step });
}
