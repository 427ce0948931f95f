import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@tarjeto/shared';
import { queryRows } from '../../db/client.ts';
import { SAME_ORIGIN, testAppForFile } from '../../test/test-app.ts';

describe('POST /api/newsletter', () => {
  const t = testAppForFile();

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  const stored = async () =>
    (
      await queryRows<{ email: string }>(
        t.database.db,
        sql`select email from newsletter_suscripciones order by email`,
      )
    ).map((r) => r.email);

  it('stores a valid address, trimmed and lowercased', async () => {
    const res = await post({ email: '  Lupita.Rios@Example.MX ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.stringContaining('Gracias') });
    expect(await stored()).toContain('lupita.rios@example.mx');
  });

  it('refuses the same address again, whatever its case, and keeps one row', async () => {
    await post({ email: 'dup@example.mx' });
    const res = await post({ email: 'DUP@example.mx' });
    expect(res.statusCode).toBe(409);
    expect(errorResponseSchema.parse(res.json()).code).toBe('NEWSLETTER_YA_SUSCRITO');
    expect((await stored()).filter((e) => e === 'dup@example.mx')).toHaveLength(1);
  });

  it.each([
    [{ email: 'no-es-correo' }, 'Correo electrónico inválido'],
    [{ email: '' }, 'El correo electrónico es requerido'],
    [{}, 'El correo electrónico es requerido'],
    [{ email: 42 }, 'El correo electrónico es requerido'],
  ])('answers 400 with a Spanish field error for %j', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = errorResponseSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION');
    expect(body.fieldErrors?.email).toBe(message);
  });

  it('refuses malformed JSON with 400, text/plain with 415, another site with 403', async () => {
    expect((await post('{"email":')).statusCode).toBe(400);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'text/plain', ...SAME_ORIGIN },
      payload: 'email=a@b.mx',
    });
    expect(plain.statusCode).toBe(415);
    const cross = await post({ email: 'csrf@example.mx' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe('CROSS_ORIGIN');
    const origin = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: {
        'content-type': 'application/json',
        origin: 'https://malicioso.example',
        host: 'localhost:3000',
      },
      payload: JSON.stringify({ email: 'csrf@example.mx' }),
    });
    expect(origin.statusCode).toBe(403);
    expect(await stored()).not.toContain('csrf@example.mx');
  });

  it('takes 10 subscriptions an hour from one address, then 429 in Spanish with Retry-After', async () => {
    const desde = (email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
        remoteAddress,
        payload: JSON.stringify({ email }),
      });
    const res = [];
    for (let i = 0; i < 12; i++) res.push(await desde(`lista${i}@example.mx`, '203.0.113.7'));
    expect(res.map((r) => r.statusCode)).toEqual([...Array(10).fill(200), 429, 429]);
    expect(res[10]!.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Ya recibimos varias suscripciones desde tu conexión. Intenta de nuevo en una hora.',
    });
    expect(Number(res[10]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).not.toContain('lista10@example.mx');
    // Another address is not held back.
    expect((await desde('otra.casa@example.mx', '203.0.113.8')).statusCode).toBe(200);
  });

  it('never answers 5xx, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.string()), async (payload) => {
        const res = await post(typeof payload === 'string' ? payload : JSON.stringify(payload));
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().success).toBeTypeOf('boolean');
      }),
      { numRuns: 150 },
    );
  });
});
