import { describe, expect, it } from 'vitest';
import { get, negocio, postJson } from '../../test/fixtures.ts';
import { sessionCookieOf, testAppForFile } from '../../test/test-app.ts';

// 'Ajustes' → change the password (DOMAIN §2): the current one first, the signup rules for the new
// one, every other session ended, this browser kept signed in, the owner told by mail.

const t = testAppForFile();

const ACTUAL = 'Horchata-Fria-2026'; // the fixtures' password
const NUEVA = 'Jamaica-Helada-77';
let ip = 0;
const from = () => ({ remoteAddress: `10.77.0.${++ip}` });

const cambiar = (cookie: string | undefined, body: unknown) =>
  postJson(t, '/api/auth/change-password', body, { ...(cookie ? { cookie } : {}), ...from() });

const login = (email: string, contrasena: string) =>
  postJson(t, '/api/auth/login', { email, contrasena }, from());

describe('POST /api/auth/change-password', () => {
  it('needs a session before it reads anything', async () => {
    const res = await cambiar(undefined, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a wrong current password, a repeated, short or common new one with field errors', async () => {
    const neg = await negocio(t, 'Cambios Refusados');
    const wrong = await cambiar(neg.cookie, {
      contrasenaActual: 'no-es-esta',
      contrasenaNueva: NUEVA,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CONTRASENA_ACTUAL_INCORRECTA',
      fieldErrors: { contrasenaActual: 'La contraseña no es correcta' },
    });

    const same = await cambiar(neg.cookie, { contrasenaActual: ACTUAL, contrasenaNueva: ACTUAL });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toEqual({
      contrasenaNueva: 'La nueva contraseña debe ser distinta de la actual',
    });

    const short = await cambiar(neg.cookie, { contrasenaActual: ACTUAL, contrasenaNueva: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.contrasenaNueva).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    );

    const empty = await cambiar(neg.cookie, { contrasenaActual: '', contrasenaNueva: NUEVA });
    expect(empty.json().fieldErrors.contrasenaActual).toBe('Escribe tu contraseña actual');

    const common = await cambiar(neg.cookie, {
      contrasenaActual: ACTUAL,
      contrasenaNueva: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'CONTRASENA_COMUN',
      fieldErrors: { contrasenaNueva: 'Esta contraseña es demasiado común' },
    });

    // Nothing changed: the old password still signs in.
    expect((await login(neg.email, ACTUAL)).statusCode).toBe(200);
  });

  it('changes it, ends the other sessions, keeps this browser signed in and mails a notice', async () => {
    const neg = await negocio(t, 'Cambio Exitoso');
    const otro = sessionCookieOf(await login(neg.email, ACTUAL))!;
    expect((await get(t, '/api/auth/check-auth', otro)).statusCode).toBe(200);

    const res = await cambiar(neg.cookie, { contrasenaActual: ACTUAL, contrasenaNueva: NUEVA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('Contraseña actualizada');

    // This browser: a fresh session id that works; the one it had is gone with the others.
    const nueva = sessionCookieOf(res)!;
    expect(nueva).toBeTruthy();
    expect(nueva).not.toBe(neg.cookie);
    expect((await get(t, '/api/auth/check-auth', nueva)).statusCode).toBe(200);
    expect((await get(t, '/api/auth/check-auth', neg.cookie)).statusCode).toBe(401);
    expect((await get(t, '/api/auth/check-auth', otro)).statusCode).toBe(401);

    expect((await login(neg.email, ACTUAL)).json().code).toBe('CREDENCIALES_INVALIDAS');
    expect((await login(neg.email, NUEVA)).statusCode).toBe(200);

    const mail = t.outbox().find((m) => m.to === neg.email);
    expect(mail?.subject).toBe('Tu contraseña de Tarjeto cambió');
    expect(mail?.text).toContain('Cerramos la sesión en tus otros dispositivos');
  });

  it('is rate-limited like login: past 5 wrong tries even the right password waits', async () => {
    const neg = await negocio(t, 'Cambio Adivinado');
    for (let i = 0; i < 5; i++) {
      const res = await cambiar(neg.cookie, {
        contrasenaActual: `intento-${i}`,
        contrasenaNueva: NUEVA,
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await cambiar(neg.cookie, { contrasenaActual: ACTUAL, contrasenaNueva: NUEVA });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect((await login(neg.email, ACTUAL)).statusCode).toBe(200);
  });
});
