import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAuthResponseSchema } from '@tarjeto/shared';
import { sesiones, usuarios } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from './session-token.ts';

describe('GET /api/auth/check-auth', () => {
  let t: TestApp;
  let usuarioId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [u] = await t.database.db
      .insert(usuarios)
      .values({ email: 'ana@example.mx', nombre: 'Ana', passwordHash: 'x', verificado: true })
      .returning();
    usuarioId = u!.id;
  });
  afterAll(() => t.close());

  const check = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/check-auth',
      cookies: token ? { [SESSION_COOKIE]: token } : {},
    });

  it('answers 401 without a session', async () => {
    const res = await check();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    expect((await check('token-inventado')).statusCode).toBe(401);
  });

  it('returns the user of a live session and refuses an expired one', async () => {
    const live = newSessionToken();
    const expired = newSessionToken();
    await t.database.db.insert(sesiones).values([
      { usuarioId, tokenHash: hashSessionToken(live), expiresAt: new Date(Date.now() + 60_000) },
      { usuarioId, tokenHash: hashSessionToken(expired), expiresAt: new Date(Date.now() - 1000) },
    ]);
    const res = await check(live);
    expect(res.statusCode).toBe(200);
    const body = checkAuthResponseSchema.parse(res.json());
    expect(body.usuario).toMatchObject({
      _id: usuarioId,
      email: 'ana@example.mx',
      verificado: true,
    });
    expect(body.usuario.tipoUsuario).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await check(expired)).statusCode).toBe(401);
  });
});
