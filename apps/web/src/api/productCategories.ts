import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import type { ProductCategory } from "./catalogTypes.ts";
import { flattenCategories, type CategoryAnswer } from "../cabinet/products/categories/categoryTree.ts";

const PATH = "/cabinet/product_categories";
const KEY = [PATH] as const;

export function useProductCategories() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<CategoryAnswer>(PATH, { signal }).then(flattenCategories),
    staleTime: 60_000,
  });
}

export interface NewCategory {
  title: string;
  parentId: number | null;
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCategory) =>
      api.post<unknown>(PATH, input, { suppressErrors: true }).then((answer) => {
        // The answer is the new category or the whole tree; the newest with this title is ours.
        const matches = flattenCategories(answer as CategoryAnswer).filter((c) => c.title === input.title);
        return matches.sort((a, b) => b.id - a.id)[0] ?? null;
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export type { ProductCategory };
