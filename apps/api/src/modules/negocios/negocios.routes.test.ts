import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/test-app.ts';

describe('GET /api/negocios/destacados', () => {
  const t = testAppForFile();

  it('is an empty list on an empty database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/negocios/destacados' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });
  // After the demo data loads: apps/api/src/demo/seed.test.ts.
});
