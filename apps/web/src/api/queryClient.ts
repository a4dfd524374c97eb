import { QueryClient } from "@tanstack/react-query";

// The client already shows every failure once as a toast; React Query retrying would repeat
// both the request and the toast, so queries fail at the first error.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
