import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fetchMock, jsonResponse, routeFetch } from '../test/fetch-mock.ts';
import { CARGANDO_PANTALLA, routes } from './router.tsx';

// The real captcha widget needs Web Crypto workers; here it stays a plain element.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/es-419', () => ({}));

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  routeFetch({ '/api/auth/check-auth': () => jsonResponse(401, { success: false }) });
  warn = vi.spyOn(console, 'warn');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const abrir = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const avisosDeHidratacion = () =>
  warn.mock.calls.filter((args) => String(args[0]).includes('HydrateFallback'));

describe('the router on first load', () => {
  it('shows a loading screen while a lazy screen arrives, without React Router’s warning', async () => {
    abrir('/login');
    // Before the login screen's module has loaded: the fallback, not a blank page.
    expect(screen.getByRole('status').textContent).toBe(CARGANDO_PANTALLA);
    await screen.findByRole('button', { name: 'Iniciar sesión' }, { timeout: 10_000 });
    expect(screen.queryByText(CARGANDO_PANTALLA)).toBeNull();
    expect(avisosDeHidratacion()).toEqual([]);
  });

  it('opens a deep dashboard address the same way', async () => {
    const router = abrir('/negocio-dashboard/estadisticas');
    expect(screen.getByRole('status').textContent).toBe(CARGANDO_PANTALLA);
    // Signed out, the guard sends the visitor to log in once the route has loaded.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 10_000,
    });
    expect(avisosDeHidratacion()).toEqual([]);
  });
});
