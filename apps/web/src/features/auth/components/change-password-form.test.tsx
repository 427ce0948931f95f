import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../../test/render-screen.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

// 'Cambiar contraseña' in Ajustes: the current password, the signup rules for the new one, the
// server's refusals on their fields, and an empty form after success.

const PATH = '/api/auth/change-password';

prepararPantalla();

const actual = () => screen.getByLabelText('Contraseña actual');
const nueva = () => screen.getByLabelText('Nueva contraseña');
const confirmar = () => screen.getByLabelText('Confirmar nueva contraseña');
const enviar = () => screen.getByRole('button', { name: 'Cambiar contraseña' });

describe('ChangePasswordForm', () => {
  it('checks every field in Spanish before sending anything', async () => {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordForm />);
    await user.click(enviar());
    expect(await screen.findByText('Escribe tu contraseña actual')).toBeTruthy();
    expect(screen.getAllByText('La contraseña es requerida').length).toBeGreaterThan(0);

    await user.type(actual(), 'Horchata-1');
    await user.type(nueva(), 'Horchata-1');
    await user.type(confirmar(), 'Horchata-1');
    await user.click(enviar());
    expect(
      await screen.findByText('La nueva contraseña debe ser distinta de la actual'),
    ).toBeTruthy();

    await user.clear(nueva());
    await user.type(nueva(), 'Jamaica-2');
    await user.clear(confirmar());
    await user.type(confirmar(), 'Jamaica-3');
    await user.click(enviar());
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(callsTo(PATH)).toHaveLength(0);
  });

  it('puts the server’s refusal on its field and focuses it', async () => {
    routeFetch({
      [`POST ${PATH}`]: () =>
        errorResponse(400, 'CONTRASENA_ACTUAL_INCORRECTA', 'La contraseña no es correcta', {
          fieldErrors: { contrasenaActual: 'La contraseña no es correcta' },
        }),
    });
    const user = userEvent.setup();
    renderScreen(<ChangePasswordForm />);
    await user.type(actual(), 'equivocada');
    await user.type(nueva(), 'Jamaica-Helada-77');
    await user.type(confirmar(), 'Jamaica-Helada-77');
    await user.click(enviar());
    expect(await screen.findByText('La contraseña no es correcta')).toBeTruthy();
    expect(document.activeElement).toBe(actual());
    expect(actual().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the two passwords (not the confirmation), says it worked and empties the form', async () => {
    routeFetch({
      [`POST ${PATH}`]: () =>
        jsonResponse(200, {
          success: true,
          message: 'Contraseña actualizada. Cerramos la sesión en tus otros dispositivos.',
        }),
    });
    const user = userEvent.setup();
    renderScreen(<ChangePasswordForm />);
    await user.type(actual(), 'Horchata-Fria-2026');
    await user.type(nueva(), 'Jamaica-Helada-77');
    expect(screen.getByText('Muy fuerte')).toBeTruthy();
    await user.type(confirmar(), 'Jamaica-Helada-77');
    await user.click(enviar());
    expect(
      await screen.findByText(
        'Contraseña actualizada. Cerramos la sesión en tus otros dispositivos.',
      ),
    ).toBeTruthy();
    expect(bodyOf(callsTo(PATH, 'POST')[0])).toEqual({
      contrasenaActual: 'Horchata-Fria-2026',
      contrasenaNueva: 'Jamaica-Helada-77',
    });
    expect((actual() as HTMLInputElement).value).toBe('');
    expect((nueva() as HTMLInputElement).value).toBe('');
    expect((confirmar() as HTMLInputElement).value).toBe('');
  });
});
