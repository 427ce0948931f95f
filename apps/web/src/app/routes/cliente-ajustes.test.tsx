import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckAuthResponse, ClientePerfil } from '@tarjeto/shared';
import { AUTH_QUERY_KEY } from '../../features/auth/api/check-auth.ts';
import { guardarLlave, leerLlave } from '../../lib/codigo-sin-conexion.ts';
import { bodyOf, callsTo, errorResponse, jsonResponse, routeFetch } from '../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen, usuario } from '../../test/render-screen.tsx';
import { ClienteAjustesRoute } from './cliente-ajustes.tsx';

// The customer's Ajustes (issue 11): the profile with every answer of the wizard, edited with
// Editar/Cancelar/'Guardar Cambios'; the mail consent; the data download; 'Cerrar sesión' with the
// spec's toasts; and the account's deletion — after which, as after a logout, the code key kept on
// the phone for 'Mi código' offline is gone.

const SESSION: CheckAuthResponse = {
  success: true,
  usuario: usuario({
    _id: 'u-ana',
    email: 'ana@ejemplo.mx',
    nombre: 'Ana María López',
    tipoUsuario: 'Cliente',
    verificado: true,
  }),
  profile: null,
  message: 'Sesión activa',
};

const PERFIL: ClientePerfil = {
  publicID: 'CLIa1b2c3d4e5',
  datosPersonales: {
    nombre: 'Ana María López',
    edad: 31,
    genero: 'Femenino',
    fotoPerfil: null,
    ubicacion: { ciudad: 'Puebla', codigoPostal: '72000' },
  },
  categoriaFavorita: ['taqueria', 'cafeteria'],
};

const perfil =
  (p: ClientePerfil = PERFIL) =>
  () =>
    jsonResponse(200, { success: true, message: 'Perfil del cliente', data: p });
const preferencias =
  (aceptaCorreos = false, actualizadoEn: string | null = null) =>
  () =>
    jsonResponse(200, { success: true, data: { aceptaCorreos, actualizadoEn } });
const base = {
  '/api/cliente/profile': perfil(),
  '/api/cliente/preferencias': preferencias(),
  // 'Avisos de tus lugares' (issue 28), tested in features/avisos-cliente.
  '/api/cliente/avisos': () =>
    jsonResponse(200, {
      success: true,
      data: { push: { clavePublica: 'clave', suscripciones: 0 }, correo: true, tarjetas: [] },
    }),
};

const render = () =>
  renderScreen(<ClienteAjustesRoute />, { path: '/cliente-dashboard/ajustes', session: SESSION });

prepararPantalla();

describe('Ajustes (cliente)', () => {
  it('shows the profile, the account, the consent, the download and the session', async () => {
    routeFetch(base);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu perfil y tu cuenta' })).toBeTruthy();
    expect(await screen.findByText('Ana María López')).toBeTruthy();
    expect(screen.getByText('31 años')).toBeTruthy();
    expect(screen.getByText('Femenino')).toBeTruthy();
    expect(screen.getByText('Puebla')).toBeTruthy();
    expect(screen.getByText('72000')).toBeTruthy();
    expect(screen.getByText('Taquería')).toBeTruthy();
    expect(screen.getByTestId('correo-cuenta').textContent).toBe('ana@ejemplo.mx');
    expect(screen.getByRole('heading', { name: 'Cambiar contraseña' })).toBeTruthy();
    const correos = await screen.findByRole('switch', {
      name: 'Novedades y promociones por correo',
    });
    expect((correos as HTMLInputElement).checked).toBe(false);
    expect(
      screen.getByRole('link', { name: 'Descargar Mis datos (JSON)' }).getAttribute('href'),
    ).toBe('/api/cliente/exportar/datos.json');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar cuenta' })).toBeTruthy();
  });

  it('edits every field, saves them at once and reads them back; Cancelar drops changes', async () => {
    const guardado: ClientePerfil = {
      ...PERFIL,
      datosPersonales: {
        ...PERFIL.datosPersonales,
        nombre: 'Ana Sofía López',
        edad: 32,
        genero: 'Prefiero no decir',
        ubicacion: { ciudad: 'Cholula', codigoPostal: '72760' },
      },
      categoriaFavorita: ['cafeteria', 'panaderia'],
    };
    routeFetch({ ...base, 'PUT /api/cliente/profile': perfil(guardado) });
    const user = userEvent.setup();
    const { client } = render();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));

    // Cancelar first: nothing is sent and nothing changes.
    await user.clear(screen.getByLabelText('Nombre completo'));
    await user.type(screen.getByLabelText('Nombre completo'), 'Otra Persona');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Ana María López')).toBeTruthy();
    expect(callsTo('/api/cliente/profile', 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const nombre = screen.getByLabelText('Nombre completo') as HTMLInputElement;
    expect(nombre.value).toBe('Ana María López');
    await user.clear(nombre);
    await user.type(nombre, 'Ana Sofía López');
    await user.clear(screen.getByLabelText('Edad'));
    await user.type(screen.getByLabelText('Edad'), '32');
    await user.selectOptions(screen.getByLabelText('Género'), 'Prefiero no decir');
    await user.clear(screen.getByLabelText('Ciudad'));
    await user.type(screen.getByLabelText('Ciudad'), 'Cholula');
    await user.clear(screen.getByLabelText(/Código postal/));
    await user.type(screen.getByLabelText(/Código postal/), '72760');
    await user.click(screen.getByRole('checkbox', { name: /Taquería/ }));
    await user.click(screen.getByRole('checkbox', { name: /Panadería/ }));
    expect(screen.getByText('Tienes cambios sin guardar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Cambios guardados')).toBeTruthy();
    expect(bodyOf(callsTo('/api/cliente/profile', 'PUT')[0])).toEqual({
      profileData: {
        datosPersonales: {
          nombre: 'Ana Sofía López',
          edad: 32,
          genero: 'Prefiero no decir',
          ubicacion: { ciudad: 'Cholula', codigoPostal: '72760' },
        },
        categoriaFavorita: ['cafeteria', 'panaderia'],
      },
    });
    // Read-only again, with what the server saved; the session's profile is asked for again.
    expect(screen.queryByLabelText('Nombre completo')).toBeNull();
    expect(screen.getByText('Ana Sofía López')).toBeTruthy();
    expect(screen.getByText('Cholula')).toBeTruthy();
    expect(client.getQueryState(AUTH_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('shows what is wrong at its field, before sending and when the server refuses', async () => {
    routeFetch({
      ...base,
      'PUT /api/cliente/profile': () =>
        errorResponse(400, 'VALIDATION', 'El código postal debe tener 5 dígitos', {
          fieldErrors: {
            'profileData.datosPersonales.ubicacion.codigoPostal':
              'El código postal debe tener 5 dígitos',
          },
        }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText('Nombre completo'));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Revisa los campos marcados')).toBeTruthy();
    const nombre = screen.getByLabelText('Nombre completo');
    expect(nombre.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(nombre));
    expect(callsTo('/api/cliente/profile', 'PUT')).toHaveLength(0);

    await user.type(nombre, 'Ana');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    const cp = screen.getByLabelText(/Código postal/);
    await waitFor(() => expect(cp.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(cp.closest('div')!.parentElement!).getByText('El código postal debe tener 5 dígitos'),
    ).toBeTruthy();
    // Still editing, nothing lost.
    expect((screen.getByLabelText('Nombre completo') as HTMLInputElement).value).toBe('Ana');
  });

  it('stores the consent at once, says so, and puts it back when it fails', async () => {
    let falla = false;
    routeFetch({
      ...base,
      'PUT /api/cliente/preferencias': () =>
        falla
          ? errorResponse(500, 'INTERNAL', '')
          : jsonResponse(200, {
              success: true,
              message: 'Preferencias guardadas',
              data: { aceptaCorreos: true, actualizadoEn: '2026-11-21T18:00:00.000Z' },
            }),
    });
    const user = userEvent.setup();
    render();
    const correos = (await screen.findByRole('switch', {
      name: 'Novedades y promociones por correo',
    })) as HTMLInputElement;
    await user.click(correos);
    expect(await screen.findByText('Preferencias guardadas')).toBeTruthy();
    expect(bodyOf(callsTo('/api/cliente/preferencias', 'PUT')[0])).toEqual({ aceptaCorreos: true });
    await waitFor(() => expect(correos.checked).toBe(true));
    expect(screen.getByText(/Lo cambiaste el 21 nov 2026/)).toBeTruthy();

    falla = true;
    await user.click(correos);
    expect(
      await screen.findByText('No pudimos guardar tu preferencia. Intenta de nuevo.'),
    ).toBeTruthy();
    await waitFor(() => expect(correos.checked).toBe(true));
  });

  it.each([
    [
      'success',
      () => jsonResponse(200, { success: true, message: 'Sesión cerrada exitosamente' }),
      'Sesión cerrada exitosamente',
    ],
    ['failure', () => errorResponse(500, 'INTERNAL', ''), 'Error al cerrar sesión'],
  ])(
    'Cerrar sesión on %s: the spec’s toast, the code key dropped, /login',
    async (_, answer, texto) => {
      guardarLlave('u-ana', 'Ana', { handle: '7Q4KM', secreto: 'c2VjcmV0bw', servidorEn: 0 });
      routeFetch({ ...base, 'POST /api/auth/logout': answer });
      const user = userEvent.setup();
      const { client } = render();
      await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
      expect(await screen.findByText(texto)).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
      expect(client.getQueryData(AUTH_QUERY_KEY)).toBeNull();
      expect(leerLlave()).toBeNull();
    },
  );

  it('deletes the account with the password, drops the code key and goes to /login', async () => {
    guardarLlave('u-ana', 'Ana', { handle: '7Q4KM', secreto: 'c2VjcmV0bw', servidorEn: 0 });
    routeFetch({
      ...base,
      'DELETE /api/cliente/cuenta': () =>
        jsonResponse(200, { success: true, message: 'Tu cuenta fue eliminada' }),
    });
    const user = userEvent.setup();
    const { client } = render();
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    expect(
      within(dialog).getByText(/Perderás tus tarjetas, tus niveles y tus logros/),
    ).toBeTruthy();
    await user.type(
      within(dialog).getByLabelText('Escribe tu contraseña para confirmar'),
      'Tamarindo-Dulce-41',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    expect(await screen.findByText('Tu cuenta fue eliminada')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(bodyOf(callsTo('/api/cliente/cuenta', 'DELETE')[0])).toEqual({
      contrasena: 'Tamarindo-Dulce-41',
    });
    expect(callsTo('/api/negocio/cuenta')).toHaveLength(0);
    expect(client.getQueryData(AUTH_QUERY_KEY)).toBeNull();
    expect(leerLlave()).toBeNull();
  });

  it('says when the profile cannot be loaded, and retries', async () => {
    let falla = true;
    routeFetch({
      ...base,
      '/api/cliente/profile': () => (falla ? errorResponse(500, 'INTERNAL', '') : perfil()()),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('No pudimos cargar tu perfil.')).toBeTruthy();
    falla = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Ana María López')).toBeTruthy();
  });
});
