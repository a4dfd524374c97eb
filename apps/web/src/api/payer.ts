import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./instance.ts";
import { PAYER_COURSES_PATH, PAYER_ORDERS_PATH } from "./payerPaths.ts";
import type {
  CourseProgress,
  OrderDeliveries,
  OrderInvoice,
  PayerCourse,
  PayerLesson,
  PayerOrder,
  PayerQuiz,
  PayerSeller,
  QuizAnswerInput,
} from "./payerTypes.ts";

// The payer area's calls (docs/api-payer.md); lists go through useList. Pages show their own
// error states, so these never toast. Keys start with the path they read, so one invalidation
// refreshes a course and its lessons together.

const quiet = { suppressErrors: true } as const;

/** The buyer's order-token endpoints (public by the token, docs/api-checkout.md). */
const shopOrderPath = (token: string) => `/shop/orders/${encodeURIComponent(token)}`;

export function usePayerSellers() {
  return useQuery({
    queryKey: ["/payer/sellers"],
    queryFn: ({ signal }) => api.get<{ list: PayerSeller[] }>("/payer/sellers", { signal, ...quiet }),
  });
}

export function usePayerOrder(token: string) {
  return useQuery({
    queryKey: [PAYER_ORDERS_PATH, "one", token],
    queryFn: ({ signal }) =>
      api.get<PayerOrder>(`${PAYER_ORDERS_PATH}/${encodeURIComponent(token)}`, { signal, ...quiet }),
    enabled: token !== "",
  });
}

export function useOrderDeliveries(token: string) {
  return useQuery({
    queryKey: [PAYER_ORDERS_PATH, "deliveries", token],
    queryFn: ({ signal }) =>
      api.get<OrderDeliveries>(`${shopOrderPath(token)}/deliveries`, { signal, ...quiet }),
    enabled: token !== "",
  });
}

export function useOrderInvoices(token: string) {
  return useQuery({
    queryKey: [PAYER_ORDERS_PATH, "invoices", token],
    queryFn: ({ signal }) =>
      api
        .get<{ list: OrderInvoice[] }>(`${shopOrderPath(token)}/invoices`, { signal, ...quiet })
        .then((r) => r.list),
    enabled: token !== "",
  });
}

/** After a download the count on the page is behind; the next look asks again. */
export function useRefreshDeliveries(token: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [PAYER_ORDERS_PATH, "deliveries", token] });
}

const coursePath = (productId: number) => `${PAYER_COURSES_PATH}/${productId}`;

export function usePayerCourse(productId: number) {
  return useQuery({
    queryKey: [coursePath(productId)],
    queryFn: ({ signal }) =>
      api.get<{ course: PayerCourse }>(coursePath(productId), { signal, ...quiet }).then((r) => r.course),
    enabled: Number.isInteger(productId) && productId > 0,
  });
}

export function usePayerLesson(productId: number, lessonId: number) {
  return useQuery({
    queryKey: [coursePath(productId), "lesson", lessonId],
    queryFn: ({ signal }) =>
      api.get<{ lesson: PayerLesson; progress: CourseProgress }>(
        `${coursePath(productId)}/lessons/${lessonId}`,
        {
          signal,
          ...quiet,
        },
      ),
    enabled: Number.isInteger(lessonId) && lessonId > 0,
    // Opening a lesson marks it in progress: the course's list must show that on return.
    staleTime: 0,
  });
}

export function useSaveLessonProgress(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { lessonId: number; status: "in_progress" | "completed" }) =>
      api.put<{ lessonId: number; status: string; progress: CourseProgress }>(
        `${coursePath(productId)}/lessons/${input.lessonId}/progress`,
        { status: input.status },
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [coursePath(productId)] }),
        client.invalidateQueries({ queryKey: [PAYER_COURSES_PATH] }),
      ]),
  });
}

/**
 * Answers a lesson's quiz; the graded result goes straight into the lesson's cached answer, so
 * it shows again when the lesson is reopened. Field errors are shown beside the questions.
 */
export function useAnswerQuiz(productId: number, lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuizAnswerInput[]) =>
      api
        .post<{ lessonId: number; quiz: PayerQuiz }>(
          `${coursePath(productId)}/lessons/${lessonId}/quiz`,
          { answers },
          { suppressErrors: true },
        )
        .then((r) => r.quiz),
    onSuccess: (quiz) =>
      client.setQueryData<{ lesson: PayerLesson; progress: CourseProgress }>(
        [coursePath(productId), "lesson", lessonId],
        (old) => (old ? { ...old, lesson: { ...old.lesson, quiz } } : old),
      ),
  });
}

/** Sends an own order's delivery mails again (rate limited by the API: a few per order). */
export function useResendDeliveries(token: string) {
  return useMutation({
    mutationFn: () =>
      api.post<{ sent: number }>(
        `${PAYER_ORDERS_PATH}/${encodeURIComponent(token)}/deliveries/resend`,
        undefined,
        // 3 per order in 15 minutes: a refusal is the button's to explain, the session stays.
        { suppressErrors: true, ownQuota: true },
      ),
  });
}

/** The seller a course sign-in page belongs to; 404 for anyone who is not a seller. */
export function useSignInSeller(username: string) {
  return useQuery({
    queryKey: ["/payer/sellers", username],
    queryFn: ({ signal }) =>
      api
        .get<{ seller: PayerSeller }>(`/payer/sellers/${encodeURIComponent(username)}`, { signal, ...quiet })
        .then((r) => r.seller),
    enabled: username !== "",
  });
}
