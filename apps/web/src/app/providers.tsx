import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast.tsx';
import { useTomaDelEsqueleto } from '../lib/esqueleto.ts';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  useTomaDelEsqueleto();
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
