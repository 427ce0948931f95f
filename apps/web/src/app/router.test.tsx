import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clearPairing, savePairing } from '../features/nexo-kiosk/lib/pairing-storage.ts';
import { PAIRING, yoOk } from '../features/nexo-kiosk/test-utils.tsx';
import { callsTo, jsonResponse, routeFetch } from '../test/fetch-mock.ts';
import { prepararPantalla } from '../test/render-screen.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { CARGANDO_PANTALLA, crearRutas } from './router.tsx';

let warn: MockInstance<typeof console.warn>;

prepararPantalla();
beforeEach(() => {
  routeFetch({ '/api/auth/check-auth': () => jsonResponse(401, { success: false }) });
  warn = vi.spyOn(console, 'warn');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  clearPairing();
});

const abrir = (path: string) => {
  // The app's own client (main.tsx): what its queries count as fresh decides what they ask again.
  const client = createQueryClient();
  const router = createMemoryRouter(crearRutas(client), { initialEntries: [path] });
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

  it("asks a paired kiosk's first data before its screen's code has loaded, once, for the screen's own queries", async () => {
    savePairing(PAIRING);
    // Whether the route's own module (its screen) was still to load when each was asked: React
    // Router drops a route's `lazy` once it has loaded it. Asked while the router is being made,
    // before it is returned, nothing has loaded.
    const alPedir: Record<string, boolean> = {};
    const abierto: { router?: ReturnType<typeof abrir> } = {};
    const sinCodigo = () => {
      const buscar = (rutas: ReturnType<typeof abrir>['routes']): boolean | undefined =>
        rutas.reduce<boolean | undefined>(
          (r, ruta) =>
            r ?? (ruta.path === '/nexo' ? ruta.lazy !== undefined : buscar(ruta.children ?? [])),
          undefined,
        );
      return abierto.router === undefined || buscar(abierto.router.routes) === true;
    };
    routeFetch({
      '/api/auth/check-auth': () => jsonResponse(401, { success: false }),
      'GET /api/nexo/yo': () => {
        alPedir.yo ??= sinCodigo();
        return yoOk();
      },
      'GET /api/nexo/equipo': () => {
        alPedir.equipo ??= sinCodigo();
        return jsonResponse(200, { success: true, data: { personas: [], atiende: null } });
      },
    });
    abierto.router = abrir('/nexo');
    await screen.findByRole('button', { name: 'Escribir código' }, { timeout: 10_000 });
    expect(alPedir).toEqual({ yo: true, equipo: true });
    // The screen's queries took those answers: nothing asked twice.
    expect(callsTo('/api/nexo/yo')).toHaveLength(1);
    expect(callsTo('/api/nexo/equipo')).toHaveLength(1);
  });
});
