import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckAuthResponse } from '@tarjeto/shared';
import { AUTH_QUERY_KEY } from '../../features/auth/api/check-auth.ts';
import { ORIGIN, perfilResponse } from '../../features/ajustes/test-fixtures.ts';
import { bodyOf, callsTo, errorResponse, jsonResponse, routeFetch } from '../../test/fetch-mock.ts';
import { direccionesInternas, sinPagina } from '../../test/enlaces-internos.ts';
import { renderScreen, usuario, prepararPantalla } from '../../test/render-screen.tsx';
import { NegocioAjustesRoute } from './negocio-ajustes.tsx';

// Ajustes for a business (SPEC §2, DOMAIN §8) as the owner sees it: their e-mail, the business
// code and link, the downloads, 'Cerrar sesión' with the spec's toasts, and the account's deletion.

const SESSION: CheckAuthResponse = {
  success: true,
  usuario: usuario({
    email: 'lupita@cafe.mx',
    nombre: 'Café Lupita',
    tipoUsuario: 'Negocio',
    verificado: true,
  }),
  profile: null,
  message: 'Sesión activa',
};

const SIN_SEGUNDO_FACTOR = () =>
  jsonResponse(200, {
    success: true,
    data: { activo: false, activadoAt: null, codigosRestantes: 0 },
  });

const render = () =>
  renderScreen(<NegocioAjustesRoute origin={ORIGIN} />, {
    path: '/negocio-dashboard/ajustes',
    session: SESSION,
  });

prepararPantalla();

describe('Ajustes', () => {
  it('shows the account, the business code and link with its QR, and the three downloads', async () => {
    routeFetch({
      '/api/negocio/profile': () => jsonResponse(200, perfilResponse()),
      '/api/cuenta/segundo-factor': SIN_SEGUNDO_FACTOR,
    });
    render();
    expect(screen.getByRole('heading', { name: 'Tu cuenta y tu negocio' })).toBeTruthy();
    expect(screen.getByTestId('correo-cuenta').textContent).toBe('lupita@cafe.mx');
    // No way to change the address is offered (it would need re-verification).
    expect(screen.queryByRole('button', { name: /cambiar correo/i })).toBeNull();
    // The owner's second factor, off (its own tests: segundo-factor-card.test.tsx).
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeTruthy();

    expect((await screen.findByTestId('codigo-negocio')).textContent).toBe('CAFE-7Q4K');
    const link = screen.getByRole('link', { name: 'tarjeto.mx/negocio/cafe-lupita' });
    expect(link.getAttribute('href')).toBe('https://tarjeto.mx/negocio/cafe-lupita');
    const qr = screen.getByRole('img', { name: /Código QR del enlace para tus clientes/ });
    expect(qr.getAttribute('data-qr-value')).toBe('https://tarjeto.mx/negocio/cafe-lupita');
    expect(screen.getByRole('link', { name: 'Cartel para imprimir' }).getAttribute('href')).toBe(
      '/negocio-dashboard/ajustes/cartel',
    );

    for (const name of [
      'Descargar Clientes (CSV)',
      'Descargar Visitas (CSV)',
      'Descargar Todo tu negocio (JSON)',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    // No file is a plain link: each download asks for the password first.
    expect(screen.queryByRole('link', { name: /^Descargar/ })).toBeNull();
    // The real figures, in es-MX.
    expect(screen.getByText(/^87 clientes:/)).toBeTruthy();
    expect(screen.getByText(/^1,234 visitas:/)).toBeTruthy();
  });

  it('links only to pages the app has: the poster and the public page, which the QR holds', async () => {
    routeFetch({ '/api/negocio/profile': () => jsonResponse(200, perfilResponse()) });
    const { container } = render();
    await screen.findByTestId('codigo-negocio');
    const direcciones = direccionesInternas(container, ORIGIN);
    expect(direcciones).toEqual(
      expect.arrayContaining(['/negocio/cafe-lupita', '/negocio-dashboard/ajustes/cartel']),
    );
    expect(sinPagina(direcciones)).toEqual([]);
    // The check itself: an address no page serves is caught.
    expect(sinPagina(['/negocios/cafe-lupita', '/signup'])).toEqual(['/negocios/cafe-lupita']);
  });

  it('copies the code and says so', async () => {
    routeFetch({ '/api/negocio/profile': () => jsonResponse(200, perfilResponse()) });
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render();
    await user.click(await screen.findByRole('button', { name: 'Copiar el código de negocio' }));
    expect(writeText).toHaveBeenCalledWith('CAFE-7Q4K');
    expect(await screen.findByText('Copiado: el código de negocio')).toBeTruthy();
  });

  it('says the business could not be loaded, and retries for real', async () => {
    let fallar = true;
    routeFetch({
      '/api/negocio/profile': () =>
        fallar ? errorResponse(500, 'INTERNAL', '') : jsonResponse(200, perfilResponse()),
      '/api/cuenta/segundo-factor': SIN_SEGUNDO_FACTOR,
    });
    const user = userEvent.setup();
    render();
    expect(
      (await screen.findAllByText('Error al cargar los datos del negocio')).length,
    ).toBeGreaterThan(0);
    fallar = false;
    await user.click(screen.getAllByRole('button', { name: 'Reintentar' })[0]!);
    expect(await screen.findByTestId('codigo-negocio')).toBeTruthy();
  });

  it.each([
    [
      'success',
      () => jsonResponse(200, { success: true, message: 'Sesión cerrada exitosamente' }),
      'Sesión cerrada exitosamente',
    ],
    ['failure', () => errorResponse(500, 'INTERNAL', ''), 'Error al cerrar sesión'],
  ])('Cerrar sesión on %s: the spec’s toast, then /login', async (_, answer, texto) => {
    routeFetch({
      '/api/negocio/profile': () => jsonResponse(200, perfilResponse()),
      'POST /api/auth/logout': answer,
    });
    const user = userEvent.setup();
    const { client } = render();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText(texto)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(client.getQueryData(AUTH_QUERY_KEY)).toBeNull();
  });
});

describe('Descarga tus datos', () => {
  const PERMISO = '/api/exportar/NEGa1b2c3d4e5/permiso';
  /** The downloads the page starts (a link's click, which jsdom cannot follow). */
  function descargasIniciadas() {
    const hrefs: Array<{ href: string | null; download: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      hrefs.push({ href: this.getAttribute('href'), download: this.hasAttribute('download') });
    });
    return hrefs;
  }
  afterEach(() => vi.restoreAllMocks());

  it('asks for the password first, shows a wrong one on its field and starts nothing on Cancelar', async () => {
    routeFetch({
      '/api/negocio/profile': () => jsonResponse(200, perfilResponse()),
      [`POST ${PERMISO}`]: () =>
        errorResponse(400, 'CONTRASENA_ACTUAL_INCORRECTA', 'La contraseña no es correcta', {
          fieldErrors: { contrasena: 'La contraseña no es correcta' },
        }),
    });
    const descargas = descargasIniciadas();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Descargar Visitas (CSV)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Descargar Visitas (CSV)' });
    const campo = within(dialog).getByLabelText('Tu contraseña');
    expect(document.activeElement).toBe(campo);

    // Empty: the client says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(
      within(dialog).getByText('Escribe tu contraseña para confirmar', { selector: 'p' }),
    ).toBeTruthy();
    expect(callsTo(PERMISO)).toHaveLength(0);

    await user.type(campo, 'no-es-esta{Enter}');
    expect(await within(dialog).findByText('La contraseña no es correcta')).toBeTruthy();
    expect(bodyOf(callsTo(PERMISO, 'POST')[0])).toEqual({ contrasena: 'no-es-esta' });
    expect(descargas).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(descargas).toEqual([]);
  });

  it('starts the download once the server has taken the password, and asks again for the next', async () => {
    routeFetch({
      '/api/negocio/profile': () => jsonResponse(200, perfilResponse()),
      [`POST ${PERMISO}`]: () =>
        jsonResponse(200, { success: true, message: 'Contraseña confirmada.' }),
    });
    const descargas = descargasIniciadas();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Descargar Clientes (CSV)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Descargar Clientes (CSV)' });
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'Tamarindo-Dulce-41');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    await waitFor(() =>
      expect(descargas).toEqual([
        { href: '/api/exportar/NEGa1b2c3d4e5/clientes.csv', download: true },
      ]),
    );
    expect(bodyOf(callsTo(PERMISO, 'POST')[0])).toEqual({ contrasena: 'Tamarindo-Dulce-41' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // The next file asks again, with an empty field.
    await user.click(screen.getByRole('button', { name: 'Descargar Todo tu negocio (JSON)' }));
    const otra = screen.getByRole('alertdialog', { name: 'Descargar Todo tu negocio (JSON)' });
    expect((within(otra).getByLabelText('Tu contraseña') as HTMLInputElement).value).toBe('');
  });
});

describe('Eliminar cuenta', () => {
  async function abrir(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Eliminar cuenta' }));
    return screen.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
  }

  it('asks for the password, shows a wrong one on its field and deletes nothing on Cancelar', async () => {
    routeFetch({
      '/api/negocio/profile': () => jsonResponse(200, perfilResponse()),
      'DELETE /api/negocio/cuenta': () =>
        errorResponse(400, 'CONTRASENA_ACTUAL_INCORRECTA', 'La contraseña no es correcta', {
          fieldErrors: { contrasena: 'La contraseña no es correcta' },
        }),
    });
    const user = userEvent.setup();
    render();
    const dialog = await abrir(user);
    const campo = within(dialog).getByLabelText('Escribe tu contraseña para confirmar');
    expect(document.activeElement).toBe(campo);
    expect(within(dialog).getByText(/Se eliminarán Café Lupita y todos sus datos/)).toBeTruthy();

    // Empty: the client says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    expect(
      within(dialog).getByText('Escribe tu contraseña para confirmar', { selector: 'p' }),
    ).toBeTruthy();
    expect(callsTo('/api/negocio/cuenta')).toHaveLength(0);

    await user.type(campo, 'no-es-esta{Enter}');
    expect(await within(dialog).findByText('La contraseña no es correcta')).toBeTruthy();
    expect(bodyOf(callsTo('/api/negocio/cuenta', 'DELETE')[0])).toEqual({
      contrasena: 'no-es-esta',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('codigo-negocio')).toBeTruthy();
  });

  it('deletes with the right password, says so, forgets the session and goes to /login', async () => {
    routeFetch({
      '/api/negocio/profile': () => jsonResponse(200, perfilResponse()),
      'DELETE /api/negocio/cuenta': () =>
        jsonResponse(200, { success: true, message: 'Tu cuenta fue eliminada' }),
    });
    const user = userEvent.setup();
    const { client } = render();
    const dialog = await abrir(user);
    await user.type(
      within(dialog).getByLabelText('Escribe tu contraseña para confirmar'),
      'Tamarindo-Dulce-41',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    expect(await screen.findByText('Tu cuenta fue eliminada')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(client.getQueryData(AUTH_QUERY_KEY)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByTestId('codigo-negocio')).toBeNull();
    expect(bodyOf(callsTo('/api/negocio/cuenta', 'DELETE')[0])).toEqual({
      contrasena: 'Tamarindo-Dulce-41',
    });
  });
});
