import type { ProductType } from "@sellwerk/domain";

// The seller's tasks from sold services (docs/fulfilment.md "Seller side"), camelCase as the
// client hands them out; the list itself goes through useList.

export const SELLER_TASKS_PATH = "/cabinet/seller_tasks";

export type SellerTaskState = "open" | "done";

export interface SellerTask {
  id: number;
  state: SellerTaskState;
  createdAt: string;
  doneAt: string | null;
  product: { id: number; name: string; form: ProductType };
  orderId: number;
  payer: { name: string; email: string };
}
