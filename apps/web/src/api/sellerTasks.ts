import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import { SELLER_TASKS_PATH, type SellerTask } from "./sellerTaskTypes.ts";

/** Marks a task done; the list (any page, any filter) is read again. */
export function useCompleteSellerTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ task: SellerTask }>(`${SELLER_TASKS_PATH}/${id}/done`, undefined).then((r) => r.task),
    onSuccess: () => client.invalidateQueries({ queryKey: [SELLER_TASKS_PATH] }),
  });
}
