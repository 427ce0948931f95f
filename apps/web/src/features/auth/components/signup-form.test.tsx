import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CAPTCHA_TOKEN_TTL_MS,
  CONTRASENA_CORTA,
  CONTRASENA_REQUERIDA,
  CONTRASENAS_NO_COINCIDEN,
  EMAIL_INVALIDO,
  EMAIL_REQUERIDO,
  TOAST_LONG_MS,
  type CheckAuthResponse,
} from '@tarjeto/shared';
import { toast } from '../../../components/ui/toast.tsx';
import { AUTH_QUERY_KEY } from '../api/check-auth.ts';
import { correoNoEnviado, resendSecondsLeft } from '../lib/resend-cooldown.ts';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen, usuario } from '../../../test/render-screen.tsx';
import { REGISTRO_OK } from '../lib/aviso-registro.ts';
import { CAPTCHA_FALLIDO, FORMULARIO_INVALIDO, SignupForm } from './signup-form.tsx';

// The captcha's custom element stays a plain element (test/setup.ts); the tests play its events.

const signupOk = () =>
  jsonResponse(200, {
    success: true,
    message: 'Registro exitoso',
    user: usuario({ email: 'ana@ejemplo.mx' }),
    data: { recaptchaValid: true },
  });

function setup(activo: boolean, signup: () => Promise<Response> = signupOk) {
  routeFetch({
    '/api/auth/captcha/estado': () => jsonResponse(200, { success: true, activo }),
    '/api/auth/signup': signup,
    '/api/auth/check-auth': () => jsonResponse(401, { success: false, code: 'UNAUTHENTICATED' }),
  });
  return renderScreen(<SignupForm />, { path: '/signup' });
}

const password = () => screen.getByLabelText('Contraseña');
const submit = () => screen.getByRole('button', { name: 'Crear cuenta' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Correo electrónico'), 'Ana@Ejemplo.mx');
  await user.type(password(), 'Tacos2026');
  await user.type(screen.getByLabelText('Confirmar contraseña'), 'Tacos2026');
}

const waitForWidget = () =>
  waitFor(() => expect(document.querySelector('altcha-widget')).toBeTruthy());

/** Plays the widget's "verified" state change (call once the widget is on screen). */
function solveCaptcha(token = 'payload-123') {
  const widget = document.querySelector('altcha-widget') as HTMLElement & { reset: () => void };
  widget.reset = vi.fn();
  act(() => {
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: token } }),
    );
  });
  return widget;
}

prepararPantalla();

describe('signup form (SPEC §2, §5)', () => {
  it('shows the confirmation only once the password has 6 characters', async () => {
    const user = userEvent.setup();
    setup(false);
    await user.type(password(), 'abcde');
    expect(screen.queryByLabelText('Confirmar contraseña')).toBeNull();
    await user.type(password(), 'f');
    expect(screen.getByLabelText('Confirmar contraseña')).toBeTruthy();
    await user.type(password(), '{Backspace}');
    expect(screen.queryByLabelText('Confirmar contraseña')).toBeNull();
  });

  it('labels the strength live and ticks the checklist', async () => {
    const user = userEvent.setup();
    setup(false);
    const item = (text: string) => screen.getByText(text).closest('li')!.dataset.cumplido;
    expect(item('Al menos 6 caracteres')).toBe('false');
    await user.type(password(), 'abc');
    expect(screen.getByText('Muy débil')).toBeTruthy();
    expect(item('Una letra minúscula')).toBe('true');
    expect(item('Una letra mayúscula')).toBe('false');
    await user.type(password(), 'def');
    expect(screen.getByText('Moderada')).toBeTruthy();
    expect(item('Al menos 6 caracteres')).toBe('true');
    await user.type(password(), 'G');
    expect(screen.getByText('Fuerte')).toBeTruthy();
    expect(item('Una letra mayúscula')).toBe('true');
    await user.type(password(), '1');
    expect(screen.getByText('Muy fuerte')).toBeTruthy();
    expect(item('Un número')).toBe('true');
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('3');
  });

  it('shows the spec messages, toasts once, and clears an error as its field is edited', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error');
    setup(false);
    await user.click(submit());
    expect(await screen.findByText(EMAIL_REQUERIDO)).toBeTruthy();
    expect(screen.getByText(CONTRASENA_REQUERIDA)).toBeTruthy();
    expect(toastError).toHaveBeenCalledWith(FORMULARIO_INVALIDO);

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    expect(screen.queryByText(EMAIL_REQUERIDO)).toBeNull();
    expect(screen.getByText(CONTRASENA_REQUERIDA)).toBeTruthy();
    await user.type(password(), 'abc');
    await user.click(submit());
    expect(await screen.findByText(EMAIL_INVALIDO)).toBeTruthy();
    expect(screen.getByText(CONTRASENA_CORTA)).toBeTruthy();

    await user.type(password(), 'def');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'abcdeg');
    await user.click(submit());
    expect(await screen.findByText(CONTRASENAS_NO_COINCIDEN)).toBeTruthy();
    await user.type(screen.getByLabelText('Confirmar contraseña'), '{Backspace}f');
    expect(screen.queryByText(CONTRASENAS_NO_COINCIDEN)).toBeNull();
    expect(callsTo('/api/auth/signup')).toHaveLength(0);
  });

  it('signs up without captcha when the server says it is off, then goes to /verify-email', async () => {
    const user = userEvent.setup();
    const toastSuccess = vi.spyOn(toast, 'success');
    const { client } = setup(false);
    await waitFor(() => expect(callsTo('/api/auth/captcha/estado')).toHaveLength(1));
    await fillValid(user);
    await user.click(submit());
    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
    expect(bodyOf(callsTo('/api/auth/signup')[0])).toEqual({
      email: 'ana@ejemplo.mx',
      contrasena: 'Tacos2026',
      nombre: ' ',
    });
    expect(toastSuccess).toHaveBeenCalledWith(REGISTRO_OK);
    const session = client.getQueryData<CheckAuthResponse>(AUTH_QUERY_KEY);
    expect(session?.usuario).toMatchObject({ email: 'ana@ejemplo.mx', verificado: false });
    expect(session?.profile).toBeNull();
    expect(document.querySelector('altcha-widget')).toBeNull();
  });

  it('leaves the e-mail warning to the verify screen instead of the success toast', async () => {
    const user = userEvent.setup();
    const blank = vi.spyOn(toast, 'success');
    setup(false, () =>
      jsonResponse(200, {
        success: true,
        message: 'Registro exitoso',
        user: usuario(),
        data: { recaptchaValid: true },
        emailWarning: 'No pudimos enviar el correo',
      }),
    );
    await waitFor(() => expect(callsTo('/api/auth/captcha/estado')).toHaveLength(1));
    await fillValid(user);
    await user.click(submit());
    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
    expect(blank).not.toHaveBeenCalled();
    // The verify screen repeats it and offers "Reenviar código" at once: no code left, no wait.
    expect(correoNoEnviado()).toBe('No pudimos enviar el correo');
    expect(resendSecondsLeft()).toBe(0);
  });

  it('counts "Error sending verification email" as a successful signup (SPEC §8)', async () => {
    const user = userEvent.setup();
    const { client } = setup(false, () =>
      errorResponse(400, 'BAD_REQUEST', 'Error sending verification email'),
    );
    await waitFor(() => expect(callsTo('/api/auth/captcha/estado')).toHaveLength(1));
    await fillValid(user);
    await user.click(submit());
    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
    expect(client.getQueryData<CheckAuthResponse>(AUTH_QUERY_KEY)?.usuario).toMatchObject({
      email: 'ana@ejemplo.mx',
      verificado: false,
    });
  });

  it('puts server field errors under their fields', async () => {
    const user = userEvent.setup();
    setup(false, () =>
      errorResponse(400, 'VALIDATION', 'Este dominio de correo no recibe mensajes', {
        fieldErrors: { email: 'Este dominio de correo no recibe mensajes' },
      }),
    );
    await waitFor(() => expect(callsTo('/api/auth/captcha/estado')).toHaveLength(1));
    await fillValid(user);
    await user.click(submit());
    const error = await screen.findByText('Este dominio de correo no recibe mensajes');
    expect(error.id).toBe(
      screen.getByLabelText('Correo electrónico').getAttribute('aria-describedby'),
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('needs a solved captcha when it is on, and sends it', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error');
    setup(true);
    await fillValid(user);
    await waitForWidget();
    const widget = document.querySelector('altcha-widget')!;
    expect(
      widget.getAttribute('challenge') ?? (widget as unknown as { challenge: string }).challenge,
    ).toBe('/api/auth/captcha');
    await user.click(submit());
    expect(toastError).toHaveBeenCalledWith(FORMULARIO_INVALIDO);
    expect(callsTo('/api/auth/signup')).toHaveLength(0);

    solveCaptcha('tok-1');
    await user.click(submit());
    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email');
    expect(bodyOf(callsTo('/api/auth/signup')[0])).toMatchObject({ captcha: 'tok-1' });
  });

  it('on CAPTCHA_INVALIDO toasts for 6 s and resets the widget', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error');
    setup(true, () => errorResponse(400, 'CAPTCHA_INVALIDO', CAPTCHA_FALLIDO));
    await fillValid(user);
    await waitForWidget();
    const widget = solveCaptcha();
    await user.click(submit());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(CAPTCHA_FALLIDO, { duration: TOAST_LONG_MS }),
    );
    expect(widget.reset).toHaveBeenCalled();
    // The token was dropped with the reset: the next try needs a new one.
    await user.click(submit());
    expect(toastError).toHaveBeenLastCalledWith(FORMULARIO_INVALIDO);
    expect(callsTo('/api/auth/signup')).toHaveLength(1);
  });

  it('drops the token and resets the widget 110 s after it was solved (SPEC §4)', async () => {
    const user = userEvent.setup();
    setup(true);
    await fillValid(user);
    await waitForWidget();
    // Fake the clock from the moment the token arrives.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const widget = solveCaptcha();
    act(() => vi.advanceTimersByTime(CAPTCHA_TOKEN_TTL_MS - 1));
    expect(widget.reset).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(widget.reset).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    const toastError = vi.spyOn(toast, 'error');
    await user.click(submit());
    expect(toastError).toHaveBeenCalledWith(FORMULARIO_INVALIDO);
    expect(callsTo('/api/auth/signup')).toHaveLength(0);
  });
});
