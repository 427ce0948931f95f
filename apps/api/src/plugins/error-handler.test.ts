import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@tarjeto/shared';
import { puertoLibre } from '../test/procesos.ts';
import { databaseUnavailable, registerErrorHandler } from './error-handler.ts';

// The error model's answer when the database cannot be reached: 503 BASE_NO_DISPONIBLE with
// Retry-After, never a 500 (the fault itself, a restarted PostgreSQL, is in
// seguridad/fallas-postgres.test.ts).

/** What node-postgres throws for a server that refuses the connection: a real one. */
async function refused() {
  const client = new pg.Client({ host: '127.0.0.1', port: await puertoLibre() });
  client.on('error', () => {});
  return client.connect().then(
    () => {
      throw new Error('se esperaba un rechazo');
    },
    (err: unknown) => err,
  );
}

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** As Drizzle wraps a failed query: its own error, the driver's as the cause. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1'), { cause, name: 'DrizzleQueryError' });

describe('the database is unavailable', () => {
  it('recognises refused and dropped connections and PostgreSQL shutdown states', async () => {
    expect(databaseUnavailable(await refused())).toBe(true);
    expect(databaseUnavailable(wrapped(await refused()))).toBe(true);
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', 'ECONNRESET']) {
      expect(databaseUnavailable(wrapped(pgError(code))), code).toBe(true);
    }
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      databaseUnavailable(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    // Not an outage: a constraint, a syntax error, a bug.
    for (const code of ['23505', '42601', '40001']) {
      expect(databaseUnavailable(wrapped(pgError(code))), code).toBe(false);
    }
    expect(databaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });

  it('answers 503 BASE_NO_DISPONIBLE with Retry-After, and a bug still 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const caida = wrapped(await refused());
    app.get('/caida', async () => {
      throw caida;
    });
    app.get('/apagado', async () => {
      throw wrapped(pgError('57P01', 'terminating connection due to administrator command'));
    });
    app.get('/error', async () => {
      throw new TypeError('undefined is not a function');
    });
    for (const url of ['/caida', '/apagado']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({
        success: false,
        code: 'BASE_NO_DISPONIBLE',
        message: ERROR_MESSAGES.BASE_NO_DISPONIBLE,
      });
      expect(res.body).not.toMatch(/ECONNREFUSED|administrator|127\.0\.0\.1/);
    }
    const bug = await app.inject({ url: '/error' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
