import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { affiliates } from "@sellwerk/contracts";
import { api } from "./instance.ts";
import type { ListResponse } from "./types.ts";
import type { Camel, PublishProgram } from "./publish.ts";
import { PUBLISH_PATHS } from "./publishPaths.ts";

// The publisher's embeddable items (issue 14; contracts affiliates/embeds.ts), camelCase as the
// client hands them out.

export type EmbeddableItem = Camel<affiliates.EmbeddableItem>;
export type EmbeddableItemBody = Camel<affiliates.EmbeddableItemBody>;

export const EMBEDS_PATH = "/publish/embeddable_items";
const itemPath = (id: number) => `${EMBEDS_PATH}/${id}`;

export function useEmbeddableItem(id: number) {
  return useQuery({
    queryKey: [itemPath(id)],
    queryFn: ({ signal }) =>
      api.get<{ embeddableItem: EmbeddableItem }>(itemPath(id), { signal }).then((r) => r.embeddableItem),
    enabled: id > 0,
  });
}

/** Creates (no id) or replaces the item; the lists are read again. */
export function useSaveEmbeddableItem(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmbeddableItemBody) =>
      (id
        ? api.put<{ embeddableItem: EmbeddableItem }>(itemPath(id), body, { suppressErrors: true })
        : api.post<{ embeddableItem: EmbeddableItem }>(EMBEDS_PATH, body, { suppressErrors: true })
      ).then((r) => r.embeddableItem),
    onSuccess: (item) => {
      client.setQueryData([itemPath(item.id)], item);
      void client.invalidateQueries({ queryKey: [EMBEDS_PATH, "list"] });
    },
  });
}

export function useDeleteEmbeddableItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(itemPath(id)),
    onSuccess: () => void client.invalidateQueries({ queryKey: [EMBEDS_PATH, "list"] }),
  });
}

/** The programs the publisher is active in, to choose from (the first 100). */
export function useJoinedPrograms() {
  return useQuery({
    queryKey: [PUBLISH_PATHS.programs, "choices"],
    queryFn: ({ signal }) =>
      api
        .get<ListResponse<PublishProgram>>(PUBLISH_PATHS.programs, {
          signal,
          params: { per: 100, sortKey: "name", sortDir: "asc" },
        })
        .then((r) => r.list),
  });
}

export type EmbedProduct = Camel<affiliates.EmbedProduct>;

/** The products an item of the program may lead to (the publisher's own programs only). */
export function useEmbedProducts(programId: number | null) {
  return useQuery({
    queryKey: [`${EMBEDS_PATH}/products`, programId],
    queryFn: ({ signal }) =>
      api
        .get<{ products: EmbedProduct[] }>(`${EMBEDS_PATH}/products`, { signal, params: { programId } })
        .then((r) => r.products),
    enabled: Boolean(programId),
  });
}
