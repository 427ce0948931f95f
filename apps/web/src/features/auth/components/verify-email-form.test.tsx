import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERIFY_AUTO_SUBMIT_MS, type CheckAuthResponse } from '@tarjeto/shared';
import { toast } from '../../../components/ui/toast.tsx';
import { AUTH_QUERY_KEY } from '../api/check-auth.ts';
import { avisarRegistro, REGISTRO_OK } from '../lib/aviso-registro.ts';
import { sessionFromUser } from '../lib/session.ts';
import {
  correoNoEnviado,
  recordarCorreoNoEnviado,
  startResendCooldown,
} from '../lib/resend-cooldown.ts';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen, usuario } from '../../../test/render-screen.tsx';
import { VERIFY_ERROR, VerifyEmailForm } from './verify-email-form.tsx';

const box = (n: number) => screen.getByLabelText(`Dígito ${n} de 6`) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');
const verifyButton = () => screen.getByRole('button', { name: 'Verificar' }) as HTMLButtonElement;
const paste = (el: HTMLElement, text: string) =>
  fireEvent.paste(el, { clipboardData: { getData: () => text } });

const verifiedOk = () =>
  jsonResponse(200, {
    success: true,
    message: 'Email verificado correctamente',
    user: usuario({ verificado: true }),
  });
const codigoReenviado = () =>
  jsonResponse(200, {
    success: true,
    message: 'Te enviamos un código nuevo a ana@ejemplo.mx',
    cooldownSeconds: 60,
  });

function setup(verify: () => Promise<Response> = verifiedOk, extra = {}) {
  routeFetch({ '/api/auth/verify-email': verify, ...extra });
  return renderScreen(<VerifyEmailForm />, {
    path: '/verify-email',
    session: sessionFromUser(usuario()),
  });
}

prepararPantalla();

describe('code boxes (SPEC §2 Verify email)', () => {
  it('has six labelled numeric boxes; the first takes the one-time code', () => {
    setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    for (let n = 1; n <= 6; n++) expect(box(n).getAttribute('inputmode')).toBe('numeric');
  });

  it('moves forward as digits are typed and ignores anything else', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(values()).toBe('12');
    expect(document.activeElement).toBe(box(3));
  });

  it('fills from the current box when several characters are pasted', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(box(1));
    await user.keyboard('7');
    paste(box(2), '12 34');
    expect(values()).toBe('71234');
    expect(document.activeElement).toBe(box(6));
    paste(box(5), '98765');
    expect(values()).toBe('712398');
  });

  it('goes back (and clears the previous digit) on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(box(1));
    await user.keyboard('123');
    expect(document.activeElement).toBe(box(4));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(3));
    expect(values()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    expect(values()).toBe('1');
  });

  it('keeps "Verificar" disabled until all six are filled, and submits 500 ms later by itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    setup();
    paste(box(1), '12345');
    expect(verifyButton().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(callsTo('/api/auth/verify-email')).toHaveLength(0);

    fireEvent.change(box(6), { target: { value: '6' } });
    expect(verifyButton().disabled).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_AUTO_SUBMIT_MS - 1));
    expect(callsTo('/api/auth/verify-email')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(callsTo('/api/auth/verify-email')).toHaveLength(1);
    expect(bodyOf(callsTo('/api/auth/verify-email')[0])).toEqual({ code: '123456' });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(callsTo('/api/auth/verify-email')).toHaveLength(1);
  });

  it('restarts the 500 ms wait when a box changes before it ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    setup();
    paste(box(1), '123456');
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box(6), { target: { value: '9' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(callsTo('/api/auth/verify-email')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(callsTo('/api/auth/verify-email')).toHaveLength(1);
    expect(bodyOf(callsTo('/api/auth/verify-email')[0])).toEqual({ code: '123459' });
  });
});

describe('verifying', () => {
  it('shows one toast per failure, marks the boxes, and clears the mark on edit', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error');
    setup(() =>
      errorResponse(400, 'CODIGO_INCORRECTO', 'El código no es correcto. Te quedan 4 intentos.'),
    );
    paste(box(1), '111111');
    expect(await screen.findByText('El código no es correcto. Te quedan 4 intentos.')).toBeTruthy();
    expect(box(3).getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, VERIFY_AUTO_SUBMIT_MS + 200));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(callsTo('/api/auth/verify-email')).toHaveLength(1);

    await user.click(box(6));
    await user.keyboard('{Backspace}');
    expect(box(3).getAttribute('aria-invalid')).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('falls back to the spec text when the server sends none', async () => {
    const toastError = vi.spyOn(toast, 'error');
    setup(() => Promise.resolve(new Response('', { status: 400 })));
    paste(box(1), '111111');
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(VERIFY_ERROR));
  });

  it('on success toasts, stores the verified session and goes to /setup-profile', async () => {
    const toastSuccess = vi.spyOn(toast, 'success');
    const { client } = setup();
    paste(box(1), '123456');
    expect((await screen.findByTestId('location')).textContent).toBe('/setup-profile');
    expect(toastSuccess).toHaveBeenCalledWith('Email verificado correctamente');
    expect(client.getQueryData<CheckAuthResponse>(AUTH_QUERY_KEY)?.usuario.verificado).toBe(true);
  });

  it("takes signup's toast away once verified, leaving only the verification's (issue 26 B3)", async () => {
    avisarRegistro();
    setup();
    expect(screen.getByText(REGISTRO_OK)).toBeTruthy();
    paste(box(1), '123456');
    expect((await screen.findByTestId('location')).textContent).toBe('/setup-profile');
    expect(screen.queryByText(REGISTRO_OK)).toBeNull();
    expect(screen.getByText('Email verificado correctamente')).toBeTruthy();
  });

  it("takes signup's toast away when the screen is left some other way", () => {
    avisarRegistro();
    const { unmount } = setup();
    expect(screen.getByText(REGISTRO_OK)).toBeTruthy();
    unmount();
    renderScreen(<p>otra pantalla</p>);
    expect(screen.queryByText(REGISTRO_OK)).toBeNull();
  });

  it('treats a 500 as verified when the user is known (SPEC §4)', async () => {
    const { client } = setup(() => jsonResponse(500, { success: false, code: 'INTERNAL' }));
    paste(box(1), '123456');
    expect((await screen.findByTestId('location')).textContent).toBe('/setup-profile');
    expect(client.getQueryData<CheckAuthResponse>(AUTH_QUERY_KEY)?.usuario).toMatchObject({
      email: 'ana@ejemplo.mx',
      verificado: true,
    });
  });
});

describe('Reenviar código', () => {
  const resendButton = () =>
    screen.getByRole('button', { name: /Reenviar código/ }) as HTMLButtonElement;

  it('sends a new code and counts 60 s down before allowing another', async () => {
    const user = userEvent.setup();
    setup(verifiedOk, {
      '/api/auth/resend-verification': codigoReenviado,
    });
    expect(resendButton().textContent).toBe('Reenviar código');
    await user.click(resendButton());
    expect(await screen.findByText('Te enviamos un código nuevo a ana@ejemplo.mx')).toBeTruthy();
    expect(resendButton().textContent).toMatch(/^Reenviar código en (60|59) s$/);
    expect(resendButton().disabled).toBe(true);
  });

  it('opens with the countdown running right after signup', () => {
    startResendCooldown(60);
    setup();
    expect(resendButton().disabled).toBe(true);
    expect(resendButton().textContent).toMatch(/^Reenviar código en (60|59) s$/);
  });

  it('shows the server message on 429', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error');
    setup(verifiedOk, {
      '/api/auth/resend-verification': () =>
        errorResponse(429, 'RATE_LIMITED', 'Espera 42 s para pedir otro código'),
    });
    await user.click(resendButton());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Espera 42 s para pedir otro código'),
    );
  });
});

describe('when the code could not be mailed (SMTP down at signup)', () => {
  const resendButton = () =>
    screen.getByRole('button', { name: /Reenviar código/ }) as HTMLButtonElement;
  const NO_ENVIADO =
    'No pudimos enviarte el correo con tu código. Tu cuenta ya está creada: pide un código nuevo con «Reenviar código».';

  it('says so, offers the resend at once, and clears the note once a code goes out', async () => {
    const user = userEvent.setup();
    recordarCorreoNoEnviado(NO_ENVIADO);
    setup(verifiedOk, {
      '/api/auth/resend-verification': codigoReenviado,
    });
    expect(screen.getByRole('alert').textContent).toBe(NO_ENVIADO);
    expect(screen.queryByText(/Revisa tu carpeta de spam/)).toBeNull();
    expect(resendButton().disabled).toBe(false);
    expect(resendButton().textContent).toBe('Reenviar código');
    await user.click(resendButton());
    expect(await screen.findByText('Te enviamos un código nuevo a ana@ejemplo.mx')).toBeTruthy();
    expect(callsTo('/api/auth/resend-verification', 'POST')).toHaveLength(1);
    expect(screen.queryByText(NO_ENVIADO)).toBeNull();
    expect(screen.getByText(/Revisa tu carpeta de spam/)).toBeTruthy();
    expect(correoNoEnviado()).toBeNull();
    expect(resendButton().disabled).toBe(true);
  });

  it("keeps saying it while mail is still down, with the server's words", async () => {
    const user = userEvent.setup();
    recordarCorreoNoEnviado(NO_ENVIADO);
    setup(verifiedOk, {
      '/api/auth/resend-verification': () =>
        errorResponse(
          503,
          'SERVICE_UNAVAILABLE',
          'No pudimos enviar el correo. Intenta de nuevo en un momento.',
        ),
    });
    await user.click(resendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'No pudimos enviar el correo. Intenta de nuevo en un momento.',
      ),
    );
    // Still offered: the next try may find mail working again.
    expect(resendButton().disabled).toBe(false);
  });
});
