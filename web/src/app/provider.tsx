import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { queryClient as appQueryClient } from '@/lib/query-client';

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a fresh client; the app uses the shared one. */
  queryClient?: QueryClient;
};

export function AppProvider({ children, queryClient = appQueryClient }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
