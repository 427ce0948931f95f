import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONTRASENA_CORTA,
  CONTRASENAS_NO_COINCIDEN,
  DESCRIPCION_ROL,
  ERROR_MESSAGES,
  type CheckAuthResponse,
} from '@tarjeto/shared';
import { AUTH_QUERY_KEY } from '../../features/auth/api/check-auth.ts';
import {
  bodyOf,
  callsTo,
  errorResponse,
  fetchMock,
  jsonResponse,
  routeFetch,
} from '../../test/fetch-mock.ts';
import { renderScreen, usuario, prepararPantalla } from '../../test/render-screen.tsx';
import { EquipoAceptarRoute } from './equipo-aceptar.tsx';

// The invitation's page (issue 25 part B): who invited whom as what, a password with signup's
// rules, the account made and signed in — and a used or broken link said plainly.

const TOKEN = 'tK3n-Invitacion_0123456789abcdefghijklmnop';
const PATH = `/equipo/aceptar?token=${TOKEN}`;

const invitacionOk = () =>
  jsonResponse(200, {
    success: true,
    data: {
      negocio: 'Tacos Cuichi',
      nombre: 'Carlos Pérez',
      email: 'carlos@ejemplo.mx',
      rol: 'cajero',
    },
  });

const CARLOS = usuario({
  _id: 'u-carlos',
  nombre: 'Carlos Pérez',
  email: 'carlos@ejemplo.mx',
  tipoUsuario: 'Negocio',
  verificado: true,
});

const render = (path = PATH, session: CheckAuthResponse | null = null) =>
  renderScreen(<EquipoAceptarRoute />, { path, session });

prepararPantalla();

describe('/equipo/aceptar', () => {
  it('says who invited them as what, shows their address, and makes the account with a password', async () => {
    routeFetch({
      '/api/equipo/invitacion': invitacionOk,
      'POST /api/equipo/aceptar': () =>
        jsonResponse(200, { success: true, message: '¡Bienvenido al equipo!', user: CARLOS }),
      '/api/auth/check-auth': () =>
        jsonResponse(200, { success: true, usuario: CARLOS, profile: null, message: '' }),
    });
    const user = userEvent.setup();
    const { client } = render();
    expect(await screen.findByRole('heading', { name: 'Únete a Tacos Cuichi' })).toBeTruthy();
    expect(document.body.textContent).toContain(
      'Hola, Carlos Pérez: Tacos Cuichi te invitó como Cajero',
    );
    expect(screen.getByText(DESCRIPCION_ROL.cajero)).toBeTruthy();
    const correo = screen.getByLabelText('Correo electrónico') as HTMLInputElement;
    expect(correo.value).toBe('carlos@ejemplo.mx');
    expect(correo.readOnly).toBe(true);
    const [pedida] = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
    expect(pedida?.pathname).toBe('/api/equipo/invitacion');
    expect(pedida?.searchParams.get('token')).toBe(TOKEN);

    // Signup's rules and messages.
    const contrasena = screen.getByLabelText('Crea tu contraseña');
    await user.type(contrasena, 'abc');
    await user.click(screen.getByRole('button', { name: 'Aceptar y entrar' }));
    expect(await screen.findByText(CONTRASENA_CORTA)).toBeTruthy();
    await user.clear(contrasena);
    await user.type(contrasena, 'Salsa-Verde-2026');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Salsa-Verde-2025');
    await user.click(screen.getByRole('button', { name: 'Aceptar y entrar' }));
    expect(await screen.findByText(CONTRASENAS_NO_COINCIDEN)).toBeTruthy();
    expect(callsTo('/api/equipo/aceptar')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Salsa-Verde-2026');
    await user.click(screen.getByRole('button', { name: 'Aceptar y entrar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/negocio-dashboard'),
    );
    expect(bodyOf(callsTo('/api/equipo/aceptar', 'POST')[0])).toEqual({
      token: TOKEN,
      contrasena: 'Salsa-Verde-2026',
    });
    expect(await screen.findByText('¡Bienvenido al equipo!')).toBeTruthy();
    // Signed in: the session is the new account's.
    await waitFor(() =>
      expect((client.getQueryData(AUTH_QUERY_KEY) as CheckAuthResponse).usuario._id).toBe(
        'u-carlos',
      ),
    );
  });

  it('puts a refused password on its field', async () => {
    routeFetch({
      '/api/equipo/invitacion': invitacionOk,
      'POST /api/equipo/aceptar': () =>
        errorResponse(400, 'CONTRASENA_COMUN', 'Esta contraseña es demasiado común', {
          fieldErrors: { contrasena: 'Esta contraseña es demasiado común' },
        }),
    });
    const user = userEvent.setup();
    render();
    const contrasena = await screen.findByLabelText('Crea tu contraseña');
    await user.type(contrasena, 'password1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Aceptar y entrar' }));
    await waitFor(() => expect(contrasena.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Esta contraseña es demasiado común').length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(contrasena);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it.each([
    [
      'used or expired',
      PATH,
      () => errorResponse(404, 'INVITACION_INVALIDA', ERROR_MESSAGES.INVITACION_INVALIDA),
    ],
    [
      'cut short',
      '/equipo/aceptar?token=abc',
      () => errorResponse(400, 'VALIDATION', 'Este enlace de invitación no es válido'),
    ],
  ])('says a %s link no longer works, with the way to sign in', async (_, path, answer) => {
    routeFetch({ '/api/equipo/invitacion': answer });
    render(path);
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no sirve' })).toBeTruthy();
    expect(screen.getByText(ERROR_MESSAGES.INVITACION_INVALIDA)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.queryByLabelText('Crea tu contraseña')).toBeNull();
  });

  it('says so without asking when the link has no token', async () => {
    routeFetch({});
    render('/equipo/aceptar');
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no sirve' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('warns that a session open in this browser will be replaced', async () => {
    routeFetch({ '/api/equipo/invitacion': invitacionOk });
    render(PATH, {
      success: true,
      usuario: usuario({ email: 'lupita@cafe.mx', tipoUsuario: 'Negocio', verificado: true }),
      profile: null,
      message: '',
    });
    await screen.findByRole('heading', { name: 'Únete a Tacos Cuichi' });
    expect(document.body.textContent).toContain(
      'En este navegador está abierta la sesión de lupita@cafe.mx',
    );
  });
});
