import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negociosDestacadosResponseSchema } from '@tarjeto/shared';
import { isDatabaseEmpty, seedDemo } from '../../db/seed/seed.ts';
import { DEMO_NEGOCIOS } from '../../db/seed/demo-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/negocios/destacados', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is an empty list on an empty database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/negocios/destacados' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('lists the demo businesses with their main establishment after the seed', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
    await seedDemo(t.database.db);
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: '/api/negocios/destacados' });
    const body = negociosDestacadosResponseSchema.parse(res.json());
    expect(body.data.map((n) => n.slug).sort()).toEqual(DEMO_NEGOCIOS.map((n) => n.slug).sort());
    const cuichi = body.data.find((n) => n.slug === 'cuichi')!;
    expect(cuichi).toMatchObject({
      nombreComercial: 'Tacos Cuichi',
      ciudad: 'Culiacán',
      gradient: 'rubi',
    });
    expect(cuichi.publicID).toMatch(/^NEG[0-9A-Z]{13}$/);
  });
});
