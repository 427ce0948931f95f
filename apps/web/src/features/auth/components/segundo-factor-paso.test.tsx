import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckAuthResponse } from '@tarjeto/shared';
import { toast } from '../../../components/ui/toast.tsx';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { renderScreen, usuario, prepararPantalla } from '../../../test/render-screen.tsx';
import { AUTH_QUERY_KEY } from '../api/check-auth.ts';
import { LoginForm } from './login-form.tsx';

// Login's second step (issue 25 part B): after a right password for an owner with the second
// factor on, the screen asks for the app's code (or a recovery code) and signs in only with it.

const PASO = '/api/auth/login/segundo-factor';
const DUENO = usuario({ email: 'lupita@cafe.mx', verificado: true, tipoUsuario: 'Negocio' });
const pideCodigo = () =>
  jsonResponse(200, {
    success: true,
    message: 'Escribe el código de tu app de autenticación.',
    segundoFactor: true,
  });
const entra = (message = 'Inicio de sesión exitoso') =>
  jsonResponse(200, { success: true, message, user: DUENO });

prepararPantalla();

async function conContrasena(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Correo electrónico'), 'lupita@cafe.mx');
  await user.type(screen.getByLabelText('Contraseña'), 'Tamarindo-Dulce-41');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return screen.findByRole('group', { name: 'Código de tu app de autenticación' });
}

describe('the sign-in’s second step', () => {
  it('asks for the code after the password, sends the six digits by themselves and signs in', async () => {
    routeFetch({ '/api/auth/login': pideCodigo, [PASO]: () => entra() });
    const user = userEvent.setup();
    const { client } = renderScreen(<LoginForm />, { path: '/login' });
    const grupo = await conContrasena(user);

    // Not signed in by the password alone.
    expect(client.getQueryData(AUTH_QUERY_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeTruthy();
    const primera = within(grupo).getByLabelText('Dígito 1 de 6');
    expect(document.activeElement).toBe(primera);
    expect(grupo.getAttribute('aria-describedby')).toBeTruthy();
    expect(primera.getAttribute('autocomplete')).toBe('one-time-code');

    await user.keyboard('482913');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/negocio-dashboard'),
    );
    expect(callsTo(PASO)).toHaveLength(1);
    expect(bodyOf(callsTo(PASO)[0])).toEqual({ codigo: '482913' });
    expect(client.getQueryData<CheckAuthResponse>(AUTH_QUERY_KEY)?.usuario).toEqual(DUENO);
  });

  it('shows a wrong code at its field, then takes a recovery code instead', async () => {
    const toastSuccess = vi.spyOn(toast, 'success');
    let intento = 0;
    routeFetch({
      '/api/auth/login': pideCodigo,
      [PASO]: () =>
        ++intento === 1
          ? errorResponse(
              400,
              'SEGUNDO_FACTOR_INCORRECTO',
              'El código no es correcto o ya se usó.',
              { fieldErrors: { codigo: 'El código no es correcto o ya se usó' } },
            )
          : entra('Inicio de sesión exitoso. Usaste un código de recuperación: te quedan 9.'),
    });
    const user = userEvent.setup();
    renderScreen(<LoginForm />, { path: '/login' });
    await conContrasena(user);
    await user.keyboard('111111');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El código no es correcto o ya se usó',
    );
    // The boxes are empty for the next six.
    expect((screen.getByLabelText('Dígito 1 de 6') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('location')).toBeNull();

    // Nothing typed: said before any call.
    await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    const campo = screen.getByLabelText('Código de recuperación');
    expect(document.activeElement).toBe(campo);
    await user.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(await screen.findByText('Escribe uno de tus códigos de recuperación')).toBeTruthy();
    expect(callsTo(PASO)).toHaveLength(1);

    await user.type(campo, '7q4km-8z2xa{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/negocio-dashboard'),
    );
    expect(bodyOf(callsTo(PASO)[1])).toEqual({ codigoRecuperacion: '7q4km-8z2xa' });
    expect(toastSuccess).toHaveBeenCalledWith(
      'Inicio de sesión exitoso. Usaste un código de recuperación: te quedan 9.',
    );
  });

  it('goes back to the password when the step has expired, the address kept', async () => {
    const toastError = vi.spyOn(toast, 'error');
    routeFetch({
      '/api/auth/login': pideCodigo,
      [PASO]: () =>
        errorResponse(
          401,
          'SEGUNDO_FACTOR_VENCIDO',
          'Tu inicio de sesión expiró. Escribe de nuevo tu correo y tu contraseña.',
        ),
    });
    const user = userEvent.setup();
    renderScreen(<LoginForm />, { path: '/login' });
    await conContrasena(user);
    await user.keyboard('482913');
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Tu inicio de sesión expiró. Escribe de nuevo tu correo y tu contraseña.',
      ),
    );
    const contrasena = await screen.findByLabelText('Contraseña');
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe(
      'lupita@cafe.mx',
    );
    expect((contrasena as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(contrasena);
  });

  it('lets the person go back by hand, and signs a plain account in at once as before', async () => {
    routeFetch({ '/api/auth/login': pideCodigo });
    const user = userEvent.setup();
    renderScreen(<LoginForm />, { path: '/login' });
    await conContrasena(user);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('group', { name: 'Código de tu app de autenticación' })).toBeNull();

    routeFetch({ '/api/auth/login': () => entra() });
    await user.type(screen.getByLabelText('Contraseña'), 'Tamarindo-Dulce-41');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/negocio-dashboard'),
    );
    expect(callsTo(PASO)).toHaveLength(0);
  });
});
