import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the app. The request helper already tells the user about every failure, so queries
 * don't retry (a retry would repeat the notification) and don't refetch on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
