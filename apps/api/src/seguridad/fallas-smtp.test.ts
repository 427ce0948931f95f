import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigos, usuarios } from '../db/schema/index.ts';
import { CORREO_NO_ENVIADO } from '../modules/auth/auth.service.ts';
import { puertoLibre } from '../test/procesos.ts';
import { header, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { createTestApp, SAME_ORIGIN, sessionCookieOf, type TestApp } from '../test/test-app.ts';

// Fault (issue 14): the mail server is down when someone signs up. The account is made anyway (a
// session, the verify screen), the answer says the code could not be sent, and "Reenviar código"
// works at once — no cooldown for a code that never left. While SMTP is still down the resend
// says so (503, Spanish); once it is back the resend delivers one code, and it verifies.

const json = { ...SAME_ORIGIN, 'content-type': 'application/json' };

describe('SMTP down during signup', () => {
  let t: TestApp;
  let port: number;
  let sink: SmtpSink | undefined;

  beforeAll(async () => {
    // The server's own SMTP mailer, pointed at a port where nothing listens yet.
    port = await puertoLibre();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, mailer: 'server' });
  });
  afterAll(async () => {
    await t.close();
    await sink?.close();
  });

  const post = (url: string, cookie: string, payload: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: json,
      payload: JSON.stringify(payload),
      cookies: { tarjeto_sesion: cookie },
    });

  it('creates the account, says the code did not go out, and delivers it once mail is back', async () => {
    const email = `sin.correo.${Date.now()}@example.mx`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: json,
      payload: JSON.stringify({ email, contrasena: 'Tamarindo-Dulce-77' }),
    });
    expect(signup.statusCode, signup.body).toBe(200);
    expect(signup.json()).toMatchObject({
      success: true,
      user: { email, verificado: false },
      emailWarning: CORREO_NO_ENVIADO,
    });
    const cookie = sessionCookieOf(signup)!;
    expect(cookie).toBeTruthy();
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-auth',
      cookies: { tarjeto_sesion: cookie },
    });
    expect(check.json()).toMatchObject({ usuario: { email, verificado: false } });
    // The code that never left was taken back: nothing to guess, nothing to wait for.
    const [usuario] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    const vivos = () =>
      t.database.db
        .select()
        .from(codigos)
        .where(and(eq(codigos.usuarioId, usuario!.id), eq(codigos.proposito, 'verificacion')));
    expect(await vivos()).toEqual([]);

    // Still down: the resend says so, every time (a failed send is no reason to make them wait).
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/auth/resend-verification', cookie);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'No pudimos enviar el correo. Intenta de nuevo en un momento.',
      });
    }
    expect(await vivos()).toEqual([]);

    // Mail is back on the same address: one resend, one code, and it verifies.
    sink = await startSmtpSink(port);
    const res = await post('/api/auth/resend-verification', cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cooldownSeconds: 60 });
    expect(sink.received.map((m) => m.to)).toEqual([email]);
    const subject = header(sink.received[0]!.raw, 'Subject')!;
    const code = subject.match(/^(\d{6}) es tu código de verificación/)![1]!;
    const verify = await post('/api/auth/verify-email', cookie, { code });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json()).toMatchObject({ user: { email, verificado: true } });
  });

  it('bounds the resends while mail is down', async () => {
    await sink?.close();
    sink = undefined;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: json,
      remoteAddress: '10.77.0.2',
      payload: JSON.stringify({
        email: `insiste.${Date.now()}@example.mx`,
        contrasena: 'Jamaica-Fria-31',
      }),
    });
    const cookie = sessionCookieOf(signup)!;
    const estados: number[] = [];
    for (let i = 0; i < 11; i++) {
      estados.push((await post('/api/auth/resend-verification', cookie)).statusCode);
    }
    expect(estados).toEqual([...Array(10).fill(503), 429]);
  });
});
