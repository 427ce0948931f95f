import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import {
  CONTRASENA_REQUERIDA,
  CONTRASENAS_NO_COINCIDEN,
  EMAIL_INVALIDO,
  EMAIL_REQUERIDO,
  type CheckAuthResponse,
  type Usuario,
} from '@tarjeto/shared';
import { Toaster, toast } from '../../../components/ui/toast.tsx';
import { LoginRoute } from '../../../app/routes/login.tsx';
import { AUTH_QUERY_KEY } from '../api/check-auth.ts';
import { sessionFromUser } from '../lib/session.ts';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen, usuario } from '../../../test/render-screen.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { CAPTCHA_PENDIENTE } from './captcha-widget.tsx';
import { LoginForm } from './login-form.tsx';
import { LogoutButton } from './logout-button.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

prepararPantalla();

describe('login (SPEC §2 Login)', () => {
  async function logIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  }

  it.each<[string, Partial<Usuario>, string]>([
    ['unverified', { verificado: false, tipoUsuario: 'Negocio' }, '/verify-email'],
    ['a business', { verificado: true, tipoUsuario: 'Negocio' }, '/negocio-dashboard'],
    ['a customer', { verificado: true, tipoUsuario: 'Cliente' }, '/cliente-dashboard'],
    ['without a type', { verificado: true }, '/setup-profile'],
  ])('sends %s user to %s', async (_, over, destino) => {
    const user = userEvent.setup();
    routeFetch({
      '/api/auth/login': () =>
        jsonResponse(200, { success: true, message: 'Hola', user: usuario(over) }),
    });
    const { client } = renderScreen(<LoginForm />, { path: '/login' });
    await logIn(user);
    expect((await screen.findByTestId('location')).textContent).toBe(destino);
    expect(bodyOf(callsTo('/api/auth/login')[0])).toEqual({
      email: 'ana@ejemplo.mx',
      contrasena: 'secreto1',
    });
    const session = client.getQueryData<CheckAuthResponse>(AUTH_QUERY_KEY);
    expect(session).toMatchObject({ success: true, usuario: usuario(over), profile: null });
  });

  it('toasts the server message, or the spec fallback, and stays', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error');
    routeFetch({
      '/api/auth/login': () =>
        errorResponse(401, 'CREDENCIALES_INVALIDAS', 'Correo o contraseña incorrectos'),
    });
    renderScreen(<LoginForm />, { path: '/login' });
    await logIn(user);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Correo o contraseña incorrectos'));

    routeFetch({ '/api/auth/login': () => Promise.resolve(new Response('', { status: 401 })) });
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(toastError).toHaveBeenLastCalledWith('Error al iniciar sesión'));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('disables the button while signing in and shows/hides the password', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    routeFetch({ '/api/auth/login': () => new Promise<Response>((r) => (answer = r)) });
    renderScreen(<LoginForm />, { path: '/login' });
    const field = screen.getByLabelText('Contraseña');
    expect(field.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(field.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(field.getAttribute('type')).toBe('password');

    await logIn(user);
    const button = screen.getByRole('button', { name: 'Iniciar sesión' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    answer(new Response('', { status: 401 }));
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it('shows the captcha when the server asks for one, and sends it with the next try', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error');
    const mensaje =
      'Por seguridad, confirma que no eres un robot y vuelve a intentar iniciar sesión.';
    let calls = 0;
    routeFetch({
      '/api/auth/login': () =>
        ++calls === 1
          ? errorResponse(403, 'CAPTCHA_REQUERIDO', mensaje)
          : jsonResponse(200, {
              success: true,
              message: 'Hola',
              user: usuario({ verificado: true, tipoUsuario: 'Cliente' }),
            }),
    });
    renderScreen(<LoginForm />, { path: '/login' });
    expect(document.querySelector('altcha-widget')).toBeNull();
    await logIn(user);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(mensaje));
    await waitFor(() => expect(document.querySelector('altcha-widget')).toBeTruthy());

    // Without solving it, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(toastError).toHaveBeenLastCalledWith(CAPTCHA_PENDIENTE);
    expect(callsTo('/api/auth/login')).toHaveLength(1);

    const widget = document.querySelector('altcha-widget') as HTMLElement & { reset: () => void };
    widget.reset = vi.fn();
    act(() => {
      widget.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'tok-9' } }),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/cliente-dashboard');
    expect(bodyOf(callsTo('/api/auth/login')[1])).toEqual({
      email: 'ana@ejemplo.mx',
      contrasena: 'secreto1',
      captcha: 'tok-9',
    });
  });

  it('checks an empty form in Spanish, under each field, without calling the API', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginForm />, { path: '/login' });
    const form = screen.getByRole('button', { name: 'Iniciar sesión' }).closest('form')!;
    // No browser bubble (in the browser's language): the form checks itself.
    expect(form.noValidate).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText(EMAIL_REQUERIDO)).toBeTruthy();
    expect(screen.getByText(CONTRASENA_REQUERIDA)).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Contraseña').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    // Editing a field clears its error.
    expect(screen.queryByText(EMAIL_REQUERIDO)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText(EMAIL_INVALIDO)).toBeTruthy();
    expect(callsTo('/api/auth/login')).toHaveLength(0);
  });

  it('takes the error of a wrong password away when the right one goes through', async () => {
    const user = userEvent.setup();
    let calls = 0;
    routeFetch({
      '/api/auth/login': () =>
        ++calls === 1
          ? errorResponse(401, 'CREDENCIALES_INVALIDAS', 'Correo o contraseña incorrectos')
          : jsonResponse(200, {
              success: true,
              message: 'Hola',
              user: usuario({ verificado: true, tipoUsuario: 'Negocio' }),
            }),
    });
    renderScreen(<LoginForm />, { path: '/login' });
    await logIn(user);
    expect(await screen.findByText('Correo o contraseña incorrectos')).toBeTruthy();
    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'la-buena');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/negocio-dashboard');
    expect(screen.queryByText('Correo o contraseña incorrectos')).toBeNull();
  });

  it('links to /forgot-password and /signup', () => {
    renderScreen(<LoginForm />, { path: '/login' });
    expect(
      screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href'),
    ).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe('/signup');
  });
});

describe('forgot and reset password', () => {
  it('asks for a code and moves on to /reset-password with the address', async () => {
    const user = userEvent.setup();
    const toastSuccess = vi.spyOn(toast, 'success');
    routeFetch({
      '/api/auth/forgot-password': () =>
        jsonResponse(200, {
          success: true,
          message: 'Si existe una cuenta, te enviamos un código',
        }),
    });
    renderScreen(<ForgotPasswordForm />, { path: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('El correo electrónico es requerido')).toBeTruthy();
    await user.type(screen.getByLabelText('Correo electrónico'), 'Ana+1@Ejemplo.mx');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/reset-password?email=ana%2B1%40ejemplo.mx',
    );
    expect(toastSuccess).toHaveBeenCalledWith('Si existe una cuenta, te enviamos un código');
  });

  it('validates, resets with the code and goes to /login', async () => {
    const user = userEvent.setup();
    routeFetch({
      '/api/auth/reset-password': () =>
        jsonResponse(200, { success: true, message: 'Tu contraseña se actualizó' }),
    });
    renderScreen(<ResetPasswordForm defaultEmail="ana@ejemplo.mx" defaultCode="123456" />, {
      path: '/reset-password',
    });
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe(
      'ana@ejemplo.mx',
    );
    expect((screen.getByLabelText('Código de verificación') as HTMLInputElement).value).toBe(
      '123456',
    );
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva2026');
    expect(screen.getByText('Muy fuerte')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva2025');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText(CONTRASENAS_NO_COINCIDEN)).toBeTruthy();
    expect(callsTo('/api/auth/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva2026');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(bodyOf(callsTo('/api/auth/reset-password')[0])).toEqual({
      email: 'ana@ejemplo.mx',
      code: '123456',
      contrasena: 'Nueva2026',
    });
  });

  it('lands on a login that confirms the change and has the address filled in', async () => {
    const user = userEvent.setup();
    routeFetch({
      '/api/auth/reset-password': () =>
        jsonResponse(200, {
          success: true,
          message: 'Contraseña actualizada. Ya puedes iniciar sesión.',
        }),
      '/api/auth/login': () =>
        jsonResponse(200, {
          success: true,
          message: 'Hola',
          user: usuario({ verificado: true, tipoUsuario: 'Cliente' }),
        }),
    });
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    client.setQueryData(AUTH_QUERY_KEY, null);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/reset-password']}>
          <Routes>
            <Route
              path="/reset-password"
              element={<ResetPasswordForm defaultEmail="Ana@Ejemplo.mx" defaultCode="123456" />}
            />
            <Route path="/login" element={<LoginRoute />} />
            <Route path="*" element={<p>Otra pantalla</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva2026');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva2026');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    const aviso = await screen.findByRole('status');
    expect(aviso.textContent).toBe(
      'Contraseña actualizada. Ya puedes iniciar sesión. Entra con tu contraseña nueva.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeTruthy();
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe(
      'ana@ejemplo.mx',
    );
    // The address is known: the cursor waits in the password field.
    expect(document.activeElement).toBe(screen.getByLabelText('Contraseña'));
    await user.keyboard('Nueva2026{Enter}');
    expect(await screen.findByText('Otra pantalla')).toBeTruthy();
    expect(bodyOf(callsTo('/api/auth/login')[0])).toEqual({
      email: 'ana@ejemplo.mx',
      contrasena: 'Nueva2026',
    });
  });

  it('shows no reset notice on a plain visit to /login', () => {
    renderScreen(<LoginRoute />, { path: '/login' });
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('');
  });

  it('shows server field errors, else the server message, else the fallback', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error');
    routeFetch({
      '/api/auth/reset-password': () =>
        errorResponse(400, 'CODIGO_INCORRECTO', 'El código no es correcto', {
          fieldErrors: { code: 'El código no es correcto' },
        }),
    });
    renderScreen(<ResetPasswordForm defaultEmail="ana@" />, { path: '/reset-password' });
    await user.type(screen.getByLabelText('Código de verificación'), '654321');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva2026');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva2026');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText(EMAIL_INVALIDO)).toBeTruthy();
    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.mx');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('El código no es correcto')).toBeTruthy();
    expect(toastError).not.toHaveBeenCalled();

    routeFetch({
      '/api/auth/reset-password': () => Promise.resolve(new Response('', { status: 400 })),
    });
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('No pudimos restablecer tu contraseña'),
    );
  });
});

describe('Cerrar sesión (SPEC §2 Ajustes, §4)', () => {
  const cliente = usuario({ nombre: 'Ana María López', verificado: true, tipoUsuario: 'Cliente' });

  it.each([
    [
      'succeeds',
      () => jsonResponse(200, { success: true, message: 'ok' }),
      'success',
      'Sesión cerrada exitosamente',
    ],
    ['fails', () => Promise.reject(new TypeError('offline')), 'error', 'Error al cerrar sesión'],
  ] as const)(
    'when logout %s: toasts, clears the session and goes to /login',
    async (_, answer, kind, text) => {
      const user = userEvent.setup();
      const spy = vi.spyOn(toast, kind);
      routeFetch({ '/api/auth/logout': answer });
      const { client } = renderScreen(<LogoutButton />, {
        path: '/cliente-dashboard',
        session: sessionFromUser(cliente),
      });
      await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
      expect((await screen.findByTestId('location')).textContent).toBe('/login');
      expect(spy).toHaveBeenCalledWith(text);
      expect(client.getQueryData(AUTH_QUERY_KEY)).toBeNull();
    },
  );
});
