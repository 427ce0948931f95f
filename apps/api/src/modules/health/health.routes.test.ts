import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@tarjeto/shared';
import { createTestApp, testAppForFile } from '../../test/test-app.ts';

describe('GET /api/health', () => {
  const t = testAppForFile();

  it('reports ok with a reachable database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ driver: t.database.driver, reachable: true });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports degraded with 503 once the database is gone', async () => {
    const own = await createTestApp();
    await own.database.close();
    const res = await own.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    await own.app.close();
  });
});
