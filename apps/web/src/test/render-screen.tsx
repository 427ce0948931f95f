import { afterEach, beforeEach, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import type { CheckAuthResponse, Usuario } from '@tarjeto/shared';
import { toast, Toaster } from '../components/ui/toast.tsx';
import { AUTH_QUERY_KEY } from '../features/auth/api/check-auth.ts';
import { fetchMock } from './fetch-mock.ts';

// A screen as the app renders it, for jsdom tests: a fresh query client (optionally signed in), a
// router whose other routes print where the screen sent the user, and the toaster.

type Reloj = NonNullable<Parameters<typeof vi.useFakeTimers>[0]>;

/**
 * What a screen's tests start from: a fresh browser (nothing kept in localStorage or
 * sessionStorage), fetch answered by fetchMock (each test routes its own calls) and, with `reloj`,
 * fake timers from its `now` (`toFake: ['Date']` stops only the date). Afterwards the screen
 * unmounted, its toasts gone, and the spies, timers and fetch given back.
 */
export function prepararPantalla({ reloj }: { reloj?: Reloj } = {}) {
  // A fake setTimeout would hold TanStack Query's notifications, queued on it by default.
  const temporizadores = reloj && (reloj.toFake?.includes('setTimeout') ?? true);
  beforeEach(() => {
    if (reloj) vi.useFakeTimers(reloj);
    if (temporizadores) notifyManager.setScheduler(queueMicrotask);
    localStorage.clear();
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    if (temporizadores) notifyManager.setScheduler((cb) => setTimeout(cb, 0));
    act(() => toast.dismiss());
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

export const usuario = (over: Partial<Usuario> = {}): Usuario => ({
  _id: 'u1',
  nombre: 'Ana María',
  email: 'ana@ejemplo.mx',
  verificado: false,
  ...over,
});

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
