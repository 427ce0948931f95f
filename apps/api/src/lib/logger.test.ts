import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { usuarios } from '../db/schema/index.ts';
import {
  createTestApp,
  LogCapture,
  SAME_ORIGIN,
  sessionCookieOf,
  testAppForFile,
} from '../test/test-app.ts';
import { loggerOptions, nivelDePeticion, PETICION_LENTA_MS } from './logger.ts';
import { hashPassword } from './password.ts';

// Finding 3 of docs/security.md: the log must never hold a password, its hash, a token or a code —
// not even when a query fails with such values among its parameters.

describe('the log', () => {
  it('writes a failed query without its parameter values', async () => {
    const t = await createTestApp();
    const hash = await hashPassword('Secreto-De-Prueba-99');
    let failure: unknown;
    try {
      // A NUL byte makes PostgreSQL refuse the statement: the error carries every parameter.
      await t.database.db
        .insert(usuarios)
        .values({ email: 'nul\u0000@example.mx', passwordHash: hash });
    } catch (err) {
      failure = err;
    } finally {
      await t.close();
    }
    expect(String((failure as Error).message)).toContain(hash);
    const capture = new LogCapture();
    const logger = pino(
      loggerOptions({ LOG_LEVEL: 'info' }, capture) as pino.LoggerOptions,
      capture,
    );
    logger.error({ err: failure }, 'unhandled error');
    expect(capture.text).toContain('Failed query');
    expect(capture.text).toContain('insert into \\"usuarios\\"');
    expect(capture.text).not.toContain('$argon2id$');
    expect(capture.text).not.toContain('@example.mx');
  });

  it('hides secret keys wherever a logged object carries them', () => {
    const capture = new LogCapture();
    const logger = pino(
      loggerOptions({ LOG_LEVEL: 'info' }, capture) as pino.LoggerOptions,
      capture,
    );
    logger.info(
      {
        body: { contrasena: 'Uno-Dos-Tres-4' },
        usuario: { passwordHash: '$argon2id$x' },
        token: 'abc123token',
      },
      'x',
    );
    expect(capture.text).not.toMatch(/Uno-Dos-Tres-4|\$argon2id\$|abc123token/);
    expect(capture.text).toContain('[oculto]');
  });
});

describe('a whole account flow at trace level', () => {
  const log = new LogCapture();
  const t = testAppForFile({ log });

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
      cookies: cookie ? { tarjeto_sesion: cookie } : {},
    });

  it('leaves no password, hash, session token or code in the log, even after bad bytes', async () => {
    const email = `bitacora.${Date.now()}@example.mx`;
    const password = 'Chile-En-Nogada-77';
    const signup = await post('/api/auth/signup', { email, contrasena: password, nombre: ' ' });
    const cookie = sessionCookieOf(signup)!;
    const code = t.outbox()[0]!.text.match(/\b(\d{6})\b/)![1]!;
    const verified = await post('/api/auth/verify-email', { code }, cookie);
    const login = await post('/api/auth/login', { email, contrasena: password });
    // What once answered 500 and logged the new account's hash.
    const nul = await post('/api/auth/signup', {
      email: `otra.${Date.now()}@example.mx`,
      contrasena: password,
      nombre: 'Ana\u0000',
    });
    expect(nul.statusCode).toBe(400);
    const tokens = [cookie, sessionCookieOf(verified)!, sessionCookieOf(login)!];
    // One line per request at trace (registrarPeticiones): the four above.
    expect(log.lines.length).toBeGreaterThanOrEqual(4);
    for (const secret of [password, '$argon2id$', code, ...tokens]) {
      expect(log.text.includes(secret), `el registro contiene ${secret}`).toBe(false);
    }
  });
});

describe('request lines', () => {
  it('are at error for a failure, warn when slow, info when refused, debug otherwise', () => {
    expect(nivelDePeticion(500, 3)).toBe('error');
    expect(nivelDePeticion(503, PETICION_LENTA_MS + 1)).toBe('error');
    expect(nivelDePeticion(200, PETICION_LENTA_MS)).toBe('warn');
    expect(nivelDePeticion(409, PETICION_LENTA_MS * 2)).toBe('warn');
    expect(nivelDePeticion(401, 2)).toBe('info');
    expect(nivelDePeticion(429, 2)).toBe('info');
    expect(nivelDePeticion(200, 2)).toBe('debug');
    expect(nivelDePeticion(304, 2)).toBe('debug');
  });

  const requestLines = (capture: LogCapture) =>
    capture.lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; res?: { statusCode: number } })
      .filter((l) => /request/.test(l.msg));

  it('at info, leave a request that went well out and keep a refused one, once', async () => {
    const capture = new LogCapture();
    const t = await createTestApp({ log: capture, env: { LOG_LEVEL: 'info' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const refused = await t.app.inject({ method: 'GET', url: '/api/nexo/yo' });
      expect(refused.statusCode).toBe(401);
    } finally {
      await t.close();
    }
    const lines = requestLines(capture);
    // Fastify's own 'incoming request' / 'request completed' pair at info is gone.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      res: { statusCode: 401 },
    });
  });

  it('at debug, write one line per request', async () => {
    const capture = new LogCapture();
    const t = await createTestApp({ log: capture, env: { LOG_LEVEL: 'debug' } });
    try {
      await t.app.inject({ method: 'GET', url: '/api/health' });
    } finally {
      await t.close();
    }
    const lines = requestLines(capture);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, res: { statusCode: 200 } });
  });
});
