import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAuthResponseSchema,
  errorResponseSchema,
  SESION_PISTA_COOKIE,
  signupResponseSchema,
} from '@tarjeto/shared';
import { codigos, sesiones, usuarios } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import {
  createTestApp,
  lastCodeFor,
  SAME_ORIGIN,
  sessionCookieOf,
  type TestApp,
  testAppForFile,
  waitForResetCode,
} from '../../test/test-app.ts';
import { esperarCodigo, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';

const t = testAppForFile();
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
/** How long one password check takes on this machine right now, its hashing thread included. */
async function hashTime(hash: string) {
  const started = performance.now();
  await verifyPassword(hash, 'otra-clave');
  return performance.now() - started;
}

/**
 * Two paths that must cost alike, timed in turns with a password check among them. The fastest
 * try of each is what the work itself costs, whatever else the machine was doing; the allowance
 * is half a password check timed alongside (≈ 5 ms on a quiet machine, more on a loaded one, where
 * a write's fsync alone once stood 4.7 ms apart), so a hash or a mail on one path alone shows.
 */
function expectSameCost(t: { known: number[]; unknown: number[]; hash: number[] }) {
  const [k, u, h] = [t.known, t.unknown, t.hash].map((xs) => Math.min(...xs)) as [
    number,
    number,
    number,
  ];
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  expect(Math.abs(k - u), `${ms(k)} / ${ms(u)}; a password check ${ms(h)}`).toBeLessThan(
    Math.max(4, 0.5 * h),
  );
}

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

  it('refuses a common password', async () => {
    const common = await post('/api/auth/signup', { email: nextEmail(), contrasena: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'CONTRASENA_COMUN',
      fieldErrors: { contrasena: 'Esta contraseña es demasiado común' },
    });
  });

  it('answers a taken address exactly as a new one, and mails its owner instead of a code', async () => {
    const owner = await verifiedUser();
    const fresh = await post('/api/auth/signup', { email: nextEmail(), contrasena: PASSWORD });
    const again = await post('/api/auth/signup', {
      email: owner.email.toUpperCase(),
      contrasena: 'Otra-Clave-Distinta-5',
    });
    // Same status, same shape, same words, a session cookie either way.
    expect(again.statusCode).toBe(fresh.statusCode);
    const shape = (r: typeof fresh) => {
      const { user, ...rest } = r.json();
      return { ...rest, user: Object.keys(user).sort(), verificado: user.verificado };
    };
    expect(shape(again)).toEqual(shape(fresh));
    const decoy = sessionCookieOf(again)!;
    expect(decoy).toBeTruthy();

    // The owner hears about it; no code goes out for the second signup.
    const toOwner = t.outbox().filter((m) => m.to === owner.email);
    expect(toOwner[0]!.subject).toBe('Ya tienes una cuenta en Tarjeto');
    expect(toOwner[0]!.text).not.toMatch(/\b\d{6}\b/);
    expect(toOwner.filter((m) => /verificación/.test(m.subject))).toHaveLength(1);

    // What follows looks like a new account too: signed in, unverified, codes counted down.
    const me = checkAuthResponseSchema.parse((await checkAuth(decoy)).json());
    expect(me.usuario).toMatchObject({ email: owner.email, verificado: false });
    const wrong = await post('/api/auth/verify-email', { code: '123456' }, decoy);
    expect(wrong.json().code).toBe('CODIGO_INCORRECTO');

    // The real account is untouched: same password, still verified, its session alive.
    const real = await post('/api/auth/login', { email: owner.email, contrasena: PASSWORD });
    expect(real.json().user).toMatchObject({ verificado: true });
    expect((await checkAuth(owner.cookie)).json().usuario.verificado).toBe(true);
  });
});

describe('an unverified signup', () => {
  const answer = (r: { statusCode: number; json: () => Record<string, unknown> }) => {
    const { requestId: _, ...rest } = r.json();
    return { status: r.statusCode, ...rest };
  };

  it('opens a pending account at a taken address by its signup session only, never by its password', async () => {
    const owner = await verifiedUser();
    const nuevo = await signupUser(nextEmail(), 'Pitaya-Morada-42');
    const sombra = await signupUser(owner.email, 'Pitaya-Morada-42');
    // Both sessions work as a new account's does.
    for (const { cookie } of [nuevo, sombra]) {
      const me = checkAuthResponseSchema.parse((await checkAuth(cookie)).json());
      expect(me.usuario.verificado).toBe(false);
    }
    // The password chosen at a taken address opens nothing: the owner's account is the only one
    // its address signs in to.
    const sombraLogin = await post('/api/auth/login', {
      email: owner.email,
      contrasena: 'Pitaya-Morada-42',
    });
    expect(answer(sombraLogin)).toMatchObject({ status: 401, code: 'CREDENCIALES_INVALIDAS' });
    expect(sessionCookieOf(sombraLogin)).toBeUndefined();
    // The owner's password still opens the owner's account.
    const real = await post('/api/auth/login', { email: owner.email, contrasena: PASSWORD });
    expect(real.json().user).toMatchObject({ email: owner.email, verificado: true });
    // Someone who signed up at a free address and lost the session before verifying comes back
    // with their password, to the code screen.
    const vuelve = await post('/api/auth/login', {
      email: nuevo.email,
      contrasena: 'Pitaya-Morada-42',
    });
    expect(vuelve.statusCode, vuelve.body).toBe(200);
    expect(vuelve.json().user).toMatchObject({ email: nuevo.email, verificado: false });
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

  it('counts 12 wrong codes sent at once as tries one by one: five, then the code is burned', async () => {
    const { email, cookie } = await signupUser();
    const code = lastCodeFor(t, email)!;
    const wrong = code === '111111' ? '222222' : '111111';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post('/api/auth/verify-email', { code: wrong }, cookie)),
    );
    const bodies = answers.map((r) => r.json() as { code: string; message: string });
    // Each of the first four saw a different count of tries left; the fifth burned the code.
    const left = bodies
      .filter((b) => b.code === 'CODIGO_INCORRECTO')
      .map((b) => Number(/(\d) intento/.exec(b.message)?.[1]))
      .sort();
    expect(left).toEqual([1, 2, 3, 4]);
    expect(bodies.filter((b) => /Demasiados intentos/.test(b.message))).toHaveLength(1);
    expect(bodies.filter((b) => b.code === 'CODIGO_EXPIRADO')).toHaveLength(8);
    const { usuario } = checkAuthResponseSchema.parse((await checkAuth(cookie)).json());
    const rows = await t.database.db
      .select({ intentos: codigos.intentos })
      .from(codigos)
      .where(eq(codigos.usuarioId, usuario._id));
    expect(rows.map((r) => r.intentos)).toEqual([5]);
    expect((await post('/api/auth/verify-email', { code }, cookie)).json().code).toBe(
      'CODIGO_EXPIRADO',
    );
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

  it('throttles an account from one address after 5 wrong passwords, even for the right one', async () => {
    const { email } = await verifiedUser();
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/auth/login',
        { email, contrasena: `mala-${i}-xyz` },
        undefined,
        {},
        '10.77.0.1',
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/auth/login',
      { email, contrasena: PASSWORD },
      undefined,
      {},
      '10.77.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.json().message).toMatch(/intentos/);
  });

  it('counts before it checks: 20 parallel wrong passwords get exactly 5 tries', async () => {
    const { email } = await verifiedUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          '/api/auth/login',
          { email, contrasena: `adivina-${i}-zz` },
          undefined,
          {},
          '10.78.0.1',
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('counts an IPv6 caller by its /64, and an IPv4-mapped one as its IPv4 address', async () => {
    const { email } = await verifiedUser();
    const login = (contrasena: string, from: string) =>
      post('/api/auth/login', { email, contrasena }, undefined, {}, from);
    // Five wrong passwords, each from a new address of one /64 network.
    for (let i = 1; i <= 5; i++) {
      expect((await login(`mala-${i}-xyz`, `2001:db8:77:1::${i}`)).statusCode).toBe(401);
    }
    const sameNetwork = await login(PASSWORD, '2001:db8:77:1:a1b2:c3d4:e5f6:7');
    expect(sameNetwork.statusCode).toBe(429);
    expect(sameNetwork.json().code).toBe('RATE_LIMITED');
    expect((await login(PASSWORD, '2001:db8:77:2::1')).statusCode).toBe(200);

    const { email: other } = await verifiedUser();
    for (let i = 1; i <= 5; i++) {
      const res = await post(
        '/api/auth/login',
        { email: other, contrasena: `mala-${i}-xyz` },
        undefined,
        {},
        '10.82.0.1',
      );
      expect(res.statusCode).toBe(401);
    }
    const mapped = await post(
      '/api/auth/login',
      { email: other, contrasena: PASSWORD },
      undefined,
      {},
      '::ffff:10.82.0.1',
    );
    expect(mapped.statusCode).toBe(429);
  });

  it("a stranger's wrong passwords lock out only the stranger's address, not the owner", async () => {
    const { email } = await verifiedUser();
    for (let i = 0; i < 6; i++) {
      await post(
        '/api/auth/login',
        { email, contrasena: `mala-${i}-xyz` },
        undefined,
        {},
        '10.79.0.1',
      );
    }
    const owner = await post(
      '/api/auth/login',
      { email, contrasena: PASSWORD },
      undefined,
      {},
      '10.79.0.2',
    );
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('after logout the old cookie no longer authenticates', async () => {
    const { cookie } = await verifiedUser();
    const res = await post('/api/auth/logout', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Sesión cerrada exitosamente');
    expect(String(res.headers['set-cookie'])).toMatch(/tarjeto_sesion=;/);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it('keeps a readable hint beside the session cookie, with its life, until logout or expiry', async () => {
    const { email, cookie } = await verifiedUser();
    const login = await post('/api/auth/login', { email, contrasena: PASSWORD }, cookie);
    const sesion = login.cookies.find((c) => c.name === 'tarjeto_sesion');
    const pista = login.cookies.find((c) => c.name === SESION_PISTA_COOKIE);
    expect(sesion?.httpOnly).toBe(true);
    // The web app reads it; it holds no secret, only '1'.
    expect(pista).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: sesion?.maxAge });
    expect(pista?.httpOnly).toBeFalsy();
    // It proves nothing: the hint without the session cookie is a guest.
    const soloPista = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-auth',
      cookies: { [SESION_PISTA_COOKIE]: '1' },
    });
    expect(soloPista.statusCode).toBe(401);
    // ... and that answer drops it, so the app stops asking.
    expect(soloPista.cookies.find((c) => c.name === SESION_PISTA_COOKIE)?.value).toBe('');
    // A session without the hint (opened before it existed) gets it back.
    const nueva = sessionCookieOf(login)!;
    const sinPista = await checkAuth(nueva);
    expect(sinPista.statusCode).toBe(200);
    expect(sinPista.cookies.find((c) => c.name === SESION_PISTA_COOKIE)?.value).toBe('1');
    const logout = await post('/api/auth/logout', undefined, nueva);
    expect(logout.cookies.find((c) => c.name === SESION_PISTA_COOKIE)?.value).toBe('');
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
  it('answers the same for any address and resets with the mailed code, ending every session', async () => {
    const { email, cookie } = await verifiedUser();
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: nextEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message);
    const code = await waitForResetCode(t, email);

    const wrong = await post('/api/auth/reset-password', {
      email,
      code: code === '000000' ? '000001' : '000000',
      contrasena: 'Nueva-Clave-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CODIGO_NO_VALIDO');

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
      // Any code point, control characters and NUL included.
      fc.string({ unit: 'binary' }),
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

describe('reset-password says nothing about who has an account', () => {
  const GOOD = 'Nueva-Clave-Segura-31';
  const answer = (r: { statusCode: number; json: () => Record<string, unknown> }) => {
    const { requestId: _, ...rest } = r.json();
    return { status: r.statusCode, ...rest };
  };

  it('judges the new password before the account: a common one is refused alike', async () => {
    const { email } = await verifiedUser();
    await post('/api/auth/forgot-password', { email });
    const known = await post('/api/auth/reset-password', {
      email,
      code: '000000',
      contrasena: 'password1',
    });
    const unknown = await post('/api/auth/reset-password', {
      email: nextEmail(),
      code: '000000',
      contrasena: 'password1',
    });
    expect(answer(known)).toEqual(answer(unknown));
    expect(known.json().code).toBe('CONTRASENA_COMUN');
  });

  it('answers an unknown address, a wrong code and an expired code the same', async () => {
    const { email } = await verifiedUser();
    await post('/api/auth/forgot-password', { email });
    const { email: other } = await verifiedUser();
    await post('/api/auth/forgot-password', { email: other });
    // The code is issued once the answer has left: expire it once it exists.
    await waitForResetCode(t, other);
    const usuario = (await t.database.db.execute(
      sql`select id from usuarios where email = ${other}`,
    )) as unknown as { rows: Array<{ id: string }> };
    await t.database.db
      .update(codigos)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(codigos.usuarioId, usuario.rows[0]!.id));

    const unknown = await post('/api/auth/reset-password', {
      email: nextEmail(),
      code: '000000',
      contrasena: GOOD,
    });
    const wrong = await post('/api/auth/reset-password', {
      email,
      code: '000000',
      contrasena: GOOD,
    });
    const expired = await post('/api/auth/reset-password', {
      email: other,
      code: '000000',
      contrasena: GOOD,
    });
    expect(answer(unknown)).toEqual(answer(wrong));
    expect(answer(expired)).toEqual(answer(wrong));
    expect(answer(wrong)).toMatchObject({
      status: 400,
      code: 'CODIGO_NO_VALIDO',
      fieldErrors: { code: expect.any(String) },
    });
  });

  it('takes about as long for an unknown address as for a wrong code', async () => {
    const { email } = await verifiedUser();
    await post('/api/auth/forgot-password', { email });
    await waitForResetCode(t, email);
    const time = async (target: string) => {
      const started = performance.now();
      await post('/api/auth/reset-password', { email: target, code: '000000', contrasena: GOOD });
      return performance.now() - started;
    };
    // Interleaved so that load on the machine falls on both alike; four wrong tries at a time
    // keep the real code from burning (it burns at five).
    const tiempos = { known: [] as number[], unknown: [] as number[], hash: [] as number[] };
    const hash = await hashPassword(PASSWORD);
    for (let round = 0; round < 6; round++) {
      await post('/api/auth/forgot-password', { email });
      await t.database.db.update(codigos).set({ intentos: 0 });
      for (let i = 0; i < 4; i++) {
        tiempos.known.push(await time(email));
        tiempos.unknown.push(await time(nextEmail()));
        tiempos.hash.push(await hashTime(hash));
      }
    }
    expectSameCost(tiempos);
  });
});

describe('forgot-password says nothing about who has an account, mailing by SMTP', () => {
  let m: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    m = await createTestApp({
      mailer: 'server',
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
    });
  });
  afterAll(async () => {
    await m.close();
    await sink.close();
  });

  it('takes about as long for an unknown address as for an account, the mail sent after answering', async () => {
    const hash = await hashPassword(PASSWORD);
    const forgot = async (email: string) => {
      const started = performance.now();
      const res = await m.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: `10.81.${Math.floor(++ip / 250)}.${ip % 250}`,
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
      });
      const ms = performance.now() - started;
      expect(res.statusCode, res.body).toBe(200);
      return ms;
    };
    // Each account's first request is the one that issues a code and mails it (a second one within
    // the minute only finds the cooldown): a new account every round, interleaved with an unknown
    // address, each first in turn, so that load on the machine falls on both alike. Each try's
    // mail, and what follows it, is over before the next try is timed.
    const settle = () => new Promise((r) => setTimeout(r, 30));
    const tiempos = { known: [] as number[], unknown: [] as number[], hash: [] as number[] };
    for (let round = 0; round < 24; round++) {
      const email = nextEmail();
      await m.database.db.execute(
        sql`insert into usuarios (email, password_hash, verificado) values (${email}, ${hash}, true)`,
      );
      const tryKnown = async () => {
        tiempos.known.push(await forgot(email));
        // Nothing of the account is done before the answer: its code is issued after it.
        const answered = new Date();
        expect(await esperarCodigo(sink, email)).toMatch(/^\d{6}$/);
        const [issued] = await m.database.db
          .select({ at: codigos.createdAt })
          .from(codigos)
          .innerJoin(usuarios, eq(usuarios.id, codigos.usuarioId))
          .where(eq(usuarios.email, email));
        expect(issued!.at.getTime()).toBeGreaterThanOrEqual(answered.getTime());
        await settle();
      };
      const tryUnknown = async () => {
        tiempos.unknown.push(await forgot(nextEmail()));
        await settle();
      };
      if (round % 2) await tryKnown().then(tryUnknown);
      else await tryUnknown().then(tryKnown);
      tiempos.hash.push(await hashTime(hash));
    }
    // A mail handed to SMTP on one path alone (≈ 100 ms) would show in the times; a code issued
    // before the answer, smaller than a busy machine's noise, is what the order above catches.
    expectSameCost(tiempos);
  });
});

describe('control characters', () => {
  it('refuses a NUL in any account field with a Spanish field error, never a 500', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/auth/login', { email: 'ana\u0000@example.mx', contrasena: 'x' }, 'email'],
      ['/api/auth/login', { email: 'ana@example.mx', contrasena: 'cla\u0000ve' }, 'contrasena'],
      [
        '/api/auth/signup',
        { email: nextEmail(), contrasena: PASSWORD, nombre: 'Ana\u0000' },
        'nombre',
      ],
      ['/api/auth/signup', { email: 'a\u0000b@example.mx', contrasena: PASSWORD }, 'email'],
      ['/api/auth/forgot-password', { email: 'x\u0000@example.mx' }, 'email'],
      [
        '/api/auth/reset-password',
        { email: nextEmail(), code: '123456', contrasena: 'Clave\u0007-Larga-1' },
        'contrasena',
      ],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().fieldErrors?.[field], url).toBe('El texto tiene caracteres no permitidos');
    }
  });
});

describe('an account under a password-guessing storm (captcha on)', () => {
  const c = testAppForFile({ env: { CAPTCHA: 'on' } });

  it('asks everyone for a captcha past the account-wide threshold, and lets the owner in with one', async () => {
    const email = `tormenta.${Date.now()}@example.mx`;
    await c.database.db.execute(
      sql`insert into usuarios (email, password_hash, verificado) values (${email}, ${await hashPassword(PASSWORD)}, true)`,
    );
    const login = (body: Record<string, unknown>, from: string) =>
      c.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: from,
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email, ...body }),
      });
    // Ten addresses, one wrong try each: no address meets its own limit.
    for (let i = 0; i < 10; i++) {
      expect((await login({ contrasena: `mala-${i}-xyz` }, `10.80.0.${i + 1}`)).statusCode).toBe(
        401,
      );
    }
    const owner = await login({ contrasena: PASSWORD }, '10.80.1.1');
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toMatchObject({
      code: 'CAPTCHA_REQUERIDO',
      message: expect.stringMatching(/robot/),
    });
    const challenge = (
      await c.app.inject({ method: 'GET', url: '/api/auth/captcha' })
    ).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const withCaptcha = await login({ contrasena: PASSWORD, captcha }, '10.80.1.1');
    expect(withCaptcha.statusCode, withCaptcha.body).toBe(200);
    // A replayed captcha is no pass for the next guesser.
    const replay = await login({ contrasena: 'mala-otra-vez', captcha }, '10.80.1.2');
    expect(replay.json().code).toBe('CAPTCHA_INVALIDO');
    const bare = await login({ contrasena: 'mala-sin-captcha' }, '10.80.1.3');
    expect(bare.json().code).toBe('CAPTCHA_REQUERIDO');
  });

  it('counts only failures toward the captcha: an owner who signs in often is never asked', async () => {
    const email = `frecuente.${Date.now()}@example.mx`;
    await c.database.db.execute(
      sql`insert into usuarios (email, password_hash, verificado) values (${email}, ${await hashPassword(PASSWORD)}, true)`,
    );
    const login = (contrasena: string, from: string) =>
      c.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: from,
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email, contrasena }),
      });
    // Twelve sign-ins from twelve places, past the threshold of 10: none is asked for a captcha.
    for (let i = 0; i < 12; i++) {
      const res = await login(PASSWORD, `10.83.0.${i + 1}`);
      expect(res.statusCode, `${i + 1}: ${res.body}`).toBe(200);
    }
    // Failures still count, whoever signed in between them.
    for (let i = 0; i < 10; i++) {
      expect((await login(`mala-${i}-xyz`, `10.83.1.${i + 1}`)).statusCode).toBe(401);
      if (i === 4) expect((await login(PASSWORD, '10.83.2.1')).statusCode).toBe(200);
    }
    const next = await login(PASSWORD, '10.83.2.2');
    expect(next.statusCode).toBe(403);
    expect(next.json().code).toBe('CAPTCHA_REQUERIDO');
  });
});
