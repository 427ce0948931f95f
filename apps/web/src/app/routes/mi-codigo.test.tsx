import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { codigoParaPantalla, type CheckAuthResponse } from '@tarjeto/shared';
import { guardarLlave } from '../../lib/codigo-sin-conexion.ts';
import { jsonResponse, routeFetch } from '../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen, usuario } from '../../test/render-screen.tsx';
import { MiCodigoRoute } from './mi-codigo.tsx';

// /cliente-dashboard/mi-codigo guards itself: signed in it is any customer screen; opened with no
// connection, the session cannot be checked, and a code key kept on the phone is enough to show
// the code; with no key (or online and signed out) it goes to /login.

const SECRETO = Buffer.from('12345678901234567890').toString('base64url');
const LLAVE = { handle: '7Q4KM', secreto: SECRETO, servidorEn: Date.now() };
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

const PATH = '/cliente-dashboard/mi-codigo';
const render = (session: CheckAuthResponse | null) =>
  renderScreen(<MiCodigoRoute />, { path: PATH, session });

/** As the app starts: nothing known about the session yet, so the check runs (and may fail). */
function renderSinSesion() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return rtlRender(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[PATH]}>
        <Routes>
          <Route path={PATH} element={<MiCodigoRoute />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

prepararPantalla();

describe('Mi código route', () => {
  it('offline, with a kept key: the code, the name, no session needed', async () => {
    guardarLlave('u1', 'Ana', LLAVE);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    routeFetch({ '/api/auth/check-auth': offline, '/api/cliente/codigo/llave': offline });
    renderSinSesion();
    const corto = await screen.findByTestId('codigo-corto');
    const ahora = await codigoParaPantalla('7Q4KM', SECRETO, Date.now());
    expect([
      ahora.codigo,
      (await codigoParaPantalla('7Q4KM', SECRETO, Date.now() - 2000)).codigo,
    ]).toContain(corto.textContent);
    expect(screen.getByText('Ana, muéstralo', { exact: false })).toBeTruthy();
    expect(screen.getAllByText(/Sin conexión/).length).toBeGreaterThan(0);
    // No 'Error al verificar la autenticación': the phone knows it is offline.
    expect(screen.queryByText('Error al verificar la autenticación')).toBeNull();
  });

  it('the check failing for want of a network counts as offline too', async () => {
    guardarLlave('u1', 'Ana', LLAVE);
    routeFetch({ '/api/auth/check-auth': offline, '/api/cliente/codigo/llave': offline });
    renderSinSesion();
    // The check is tried twice (check-auth's retry) before it counts as failed.
    expect(await screen.findByTestId('codigo-corto', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('offline with no key kept: to /login', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    routeFetch({ '/api/auth/check-auth': offline });
    renderSinSesion();
    expect((await screen.findByTestId('location', {}, { timeout: 5000 })).textContent).toBe(
      '/login',
    );
  });

  it('online and signed out, even with a key left: to /login', async () => {
    guardarLlave('u1', 'Ana', LLAVE);
    render(null);
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it('signed in: the code from the key the server gives now', async () => {
    routeFetch({
      '/api/cliente/codigo/llave': () => jsonResponse(200, { success: true, data: LLAVE }),
    });
    render({
      success: true,
      usuario: usuario({
        _id: 'u9',
        nombre: 'Beto Díaz',
        tipoUsuario: 'Cliente',
        verificado: true,
      }),
      profile: null,
      message: '',
    });
    expect(await screen.findByTestId('codigo-corto')).toBeTruthy();
    expect(screen.getByText('Beto, muéstralo', { exact: false })).toBeTruthy();
  });
});
