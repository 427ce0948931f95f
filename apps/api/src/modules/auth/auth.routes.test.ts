import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAuthResponseSchema,
  errorResponseSchema,
  signupResponseSchema,
} from '@tarjeto/shared';
import { codigos, sesiones } from '../../db/schema/index.ts';
import {
  createTestApp,
  lastCodeFor,
  SAME_ORIGIN,
  sessionCookieOf,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let seq = 0;
const nextEmail = () => `persona${++seq}.${Date.now()}@example.mx`;
const PASSWORD = 'Tortilla-Azul-77';

// Each call comes from its own address unless a test says otherwise, so per-address limits only
// bite where a test means them to.
let ip = 0;
const post = (
  url: string,
  payload?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
  from?: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: from ?? `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: {
      ...SAME_ORIGIN,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    cookies: cookie ? { tarjeto_sesion: cookie } : {},
  });
const checkAuth = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/check-auth',
    cookies: cookie ? { tarjeto_sesion: cookie } : {},
  });

async function signupUser(email = nextEmail(), contrasena = PASSWORD) {
  const res = await post('/api/auth/signup', { email, contrasena, nombre: ' ' });
  expect(res.statusCode, res.body).toBe(200);
  return { email, cookie: sessionCookieOf(res)!, res };
}

async function verifiedUser() {
  const u = await signupUser();
  const res = await post('/api/auth/verify-email', { code: lastCodeFor(t, u.email) }, u.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { ...u, cookie: sessionCookieOf(res)! };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('signup', () => {
  it('creates an unverified, signed-in account and mails a 6-digit code', async () => {
    const { email, cookie, res } = await signupUser();
    const body = signupResponseSchema.parse(res.json());
    expect(body).toMatchObject({ message: 'Registro exitoso', data: { recaptchaValid: true } });
    expect(body.user).toMatchObject({ email, verificado: false });
    expect(body.user.tipoUsuario).toBeUndefined();
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(cookie.length).toBeGreaterThanOrEqual(40);
    expect(lastCodeFor(t, email)).toMatch(/^\d{6}$/);
    const mail = t.outbox().find((m) => m.to === email)!;
    expect(mail.html).toContain(lastCodeFor(t, email));
    const me = checkAuthResponseSchema.parse((await checkAuth(cookie)).json());
    expect(me.usuario.email).toBe(email);
    // Only the hash of the token is stored.
    const rows = await t.database.db.select().from(sesiones);
    expect(rows.some((r) => r.tokenHash === cookie)).toBe(false);
  });

  it('answers bad input with Spanish field errors', async () => {
    const res = await post('/api/auth/signup', { email: 'nope', contrasena: '123' });
    expect(res.statusCode).toBe(400);
    const body = errorResponseSchema.parse(res.json());
    expect(body.fieldErrors).toMatchObject({
      email: 'Correo electrónico inválido',
      contrasena: 'La contraseña debe tener al menos 6 caracteres',
    });
    const empty = errorResponseSchema.parse((await post('/api/auth/signup', {})).json());
    expect(empty.fieldErrors).toMatchObject({
      email: 'El correo electrónico es requerido',
      contrasena: 'La contraseña es requerida',
    });
  });

  it('refuses a taken address and a common password', async () => {
    const { email } = await signupUser();
    const again = await post('/api/auth/signup', {
      email: email.toUpperCase(),
      contrasena: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'EMAIL_EN_USO',
      fieldErrors: { email: expect.any(String) },
    });
    const common = await post('/api/auth/signup', { email: nextEmail(), contrasena: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'CONTRASENA_COMUN',
      fieldErrors: { contrasena: 'Esta contraseña es demasiado común' },
    });
  });
});

describe('email verification', () => {
  it('verifies with the mailed code and issues a new session id', async () => {
    const { email, cookie } = await signupUser();
    const res = await post('/api/auth/verify-email', { code: lastCodeFor(t, email) }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Email verificado correctamente',
      user: { verificado: true },
    });
    const fresh = sessionCookieOf(res)!;
    expect(fresh).not.toBe(cookie);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
    expect((await checkAuth(fresh)).json().usuario.verificado).toBe(true);
    expect((await post('/api/auth/verify-email', { code: '000000' }, fresh)).json().code).toBe(
      'YA_VERIFICADO',
    );
  });

  it('counts down wrong tries and burns the code on the fifth: the sixth try fails even when right', async () => {
    const { email, cookie } = await signupUser();
    const code = lastCodeFor(t, email)!;
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 4; i++) {
      const res = await post('/api/auth/verify-email', { code: wrong }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CODIGO_INCORRECTO');
      expect(res.json().message).toContain(String(5 - i));
    }
    const fifth = await post('/api/auth/verify-email', { code: wrong }, cookie);
    expect(fifth.json().code).toBe('CODIGO_EXPIRADO');
    const sixth = await post('/api/auth/verify-email', { code }, cookie);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe('CODIGO_EXPIRADO');
    expect((await checkAuth(cookie)).json().usuario.verificado).toBe(false);
  });

  it('resends a code after the 60-second cooldown, retiring the old one', async () => {
    const { email, cookie } = await signupUser();
    const first = lastCodeFor(t, email)!;
    const soon = await post('/api/auth/resend-verification', undefined, cookie);
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    // Age the first code past the cooldown.
    const { usuario } = checkAuthResponseSchema.parse((await checkAuth(cookie)).json());
    await t.database.db
      .update(codigos)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(codigos.usuarioId, usuario._id));
    const res = await post('/api/auth/resend-verification', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().cooldownSeconds).toBe(60);
    const second = lastCodeFor(t, email)!;
    if (second !== first) {
      expect((await post('/api/auth/verify-email', { code: first }, cookie)).json().code).toBe(
        'CODIGO_INCORRECTO',
      );
    }
    expect((await post('/api/auth/verify-email', { code: second }, cookie)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await post('/api/auth/verify-email', { code: '123456' })).statusCode).toBe(401);
    expect((await post('/api/auth/resend-verification')).statusCode).toBe(401);
  });
});

describe('login, sessions and logout', () => {
  it('logs in, rotating the session, and gives the same answer for unknown address and wrong password', async () => {
    const { email, cookie } = await verifiedUser();
    const wrongPassword = await post('/api/auth/login', { email, contrasena: 'otra-cosa-99' });
    const unknown = await post('/api/auth/login', {
      email: nextEmail(),
      contrasena: 'otra-cosa-99',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const { requestId: _a, ...a } = wrongPassword.json();
    const { requestId: _b, ...b } = unknown.json();
    expect(a).toEqual(b);
    expect(a.message).toBe('Correo o contraseña incorrectos');

    const res = await post(
      '/api/auth/login',
      { email: ` ${email.toUpperCase()} `, contrasena: PASSWORD },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, verificado: true });
    const fresh = sessionCookieOf(res)!;
    expect(fresh).not.toBe(cookie);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
    expect((await checkAuth(fresh)).statusCode).toBe(200);
  });

  it('throttles an account after 5 wrong passwords, even for the right one', async () => {
    const { email } = await verifiedUser();
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/auth/login', { email, contrasena: `mala-${i}-xyz` })).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email, contrasena: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.json().message).toMatch(/intentos/);
  });

  it('after logout the old cookie no longer authenticates', async () => {
    const { cookie } = await verifiedUser();
    const res = await post('/api/auth/logout', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Sesión cerrada exitosamente');
    expect(String(res.headers['set-cookie'])).toMatch(/tarjeto_sesion=;/);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it('slides the expiry of a session in use', async () => {
    const { cookie } = await verifiedUser();
    await t.database.db.execute(
      sql`update sesiones set last_seen_at = now() - interval '2 hours', expires_at = now() + interval '1 day'`,
    );
    const res = await checkAuth(cookie);
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toBe(cookie);
    const rows = await t.database.db.select({ expiresAt: sesiones.expiresAt }).from(sesiones);
    const longest = Math.max(...rows.map((r) => new Date(r.expiresAt).getTime()));
    expect(longest - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('refuses a state-changing call from another site', async () => {
    const res = await post('/api/auth/login', { email: 'a@b.mx', contrasena: 'x' }, undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_ORIGIN');
  });
});

describe('forgotten password', () => {
  const waitForMail = async (to: string, subject: RegExp) => {
    for (let i = 0; i < 50; i++) {
      const mail = t.outbox().find((m) => m.to === to && subject.test(m.subject));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no llegó el correo a ${to}`);
  };

  it('answers the same for any address and resets with the mailed code, ending every session', async () => {
    const { email, cookie } = await verifiedUser();
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: nextEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message);
    const mail = await waitForMail(email, /Restablece/);
    const code = mail.text.match(/\b(\d{6})\b/)![1]!;

    const wrong = await post('/api/auth/reset-password', {
      email,
      code: code === '000000' ? '000001' : '000000',
      contrasena: 'Nueva-Clave-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CODIGO_INCORRECTO');

    const ok = await post('/api/auth/reset-password', {
      email,
      code,
      contrasena: 'Nueva-Clave-2026',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, contrasena: PASSWORD })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email, contrasena: 'Nueva-Clave-2026' })).statusCode,
    ).toBe(200);
    // Single use.
    expect(
      (await post('/api/auth/reset-password', { email, code, contrasena: 'Otra-Clave-2026' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('robustness', () => {
  it('never answers 5xx to generated bodies on any auth endpoint', async () => {
    const { cookie } = await signupUser();
    const endpoints = [
      '/api/auth/signup',
      '/api/auth/login',
      '/api/auth/verify-email',
      '/api/auth/resend-verification',
      '/api/auth/logout',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
    ];
    const field = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.stringMatching(/^\d{6}$/),
    );
    const body = fc.oneof(
      fc.record(
        { email: field, contrasena: field, nombre: field, captcha: field, code: field },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        body,
        fc.boolean(),
        async (url, payload, withCookie) => {
          const res = await post(url, payload, withCookie ? cookie : undefined);
          expect(res.statusCode, `${url} ${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(
            500,
          );
        },
      ),
      { numRuns: 120 },
    );
  });
});
