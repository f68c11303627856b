import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The query cache around the parts of the app that fetch with TanStack Query: the two shells and the public
 * pages that query (register, certificate check). Loaded with them, so the sign-in page does not download
 * the query library (bench/bundle.ts budgets).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A lazily loaded page or shell, wrapped in the query provider. */
export function withQueries<P extends object>(Component: (props: P) => ReactNode) {
  return function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
