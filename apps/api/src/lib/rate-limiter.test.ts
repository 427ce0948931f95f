import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { dbRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { REDIS_URL, redisUp } from '../test/redis.ts';

function behavesAsFixedWindow(make: () => RateLimiter, advance: (ms: number) => Promise<void>) {
  it('allows up to the limit, refuses past it, and starts over in a new window', async () => {
    const limiter = make();
    const key = `prueba:${randomUUID()}`;
    for (let i = 1; i <= 3; i++) expect((await limiter.hit(key, 3, 400)).allowed).toBe(true);
    const over = await limiter.hit(key, 3, 400);
    expect(over).toMatchObject({ allowed: false, count: 4 });
    expect(over.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await limiter.peek(key, 400)).toBe(4);
    await advance(450);
    expect((await limiter.hit(key, 3, 400)).count).toBe(1);
    await limiter.reset(key);
    expect(await limiter.peek(key, 400)).toBe(0);
  });
}

describe('database rate limiter', () => {
  let database: Database;
  let clock = Date.now();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  behavesAsFixedWindow(
    () => dbRateLimiter(database.db, () => new Date(clock)),
    async (ms) => {
      clock += ms;
    },
  );

  it('counts exactly under concurrency', async () => {
    const limiter = dbRateLimiter(database.db);
    const key = `concurrente:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 40 }, () => limiter.hit(key, 25, 60_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
    expect(Math.max(...results.map((r) => r.count))).toBe(40);
  });
});

describe.runIf(redisUp && process.env.TEST_DB !== 'postgres')(
  'Redis rate limiter (REDIS_URL)',
  () => {
    let limiter: RateLimiter;
    afterAll(() => limiter?.close());
    behavesAsFixedWindow(
      () => (limiter = redisRateLimiter(REDIS_URL)),
      (ms) => new Promise((r) => setTimeout(r, ms)),
    );
  },
);
