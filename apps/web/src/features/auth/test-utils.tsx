import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import type { CheckAuthResponse, Usuario } from '@tarjeto/shared';
import { Toaster } from '../../components/ui/toast.tsx';
import { AUTH_QUERY_KEY } from './api/check-auth.ts';

// Helpers for the account screens' jsdom tests: a fresh query client (optionally signed in), a
// router whose other routes print where the screen sent the user, and fetch answers.

export const fetchMock = vi.fn<typeof fetch>();

export const jsonResponse = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

export const usuario = (over: Partial<Usuario> = {}): Usuario => ({
  _id: 'u1',
  nombre: 'Ana María',
  email: 'ana@ejemplo.mx',
  verificado: false,
  ...over,
});

/** Answers fetch by path; unknown paths fail the test loudly with a 599. */
export function routeFetch(handlers: Record<string, (init?: RequestInit) => Promise<Response>>) {
  fetchMock.mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const handler = handlers[path];
    return handler ? handler(init) : jsonResponse(599, { message: `sin respuesta para ${path}` });
  });
}

export const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path));

export const bodyOf = (call: Parameters<typeof fetch> | undefined) =>
  JSON.parse(String(call?.[1]?.body ?? 'null')) as Record<string, unknown>;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

export function renderScreen(
  ui: ReactNode,
  { path = '/', session = null }: { path?: string; session?: CheckAuthResponse | null } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(AUTH_QUERY_KEY, session);
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, client };
}
