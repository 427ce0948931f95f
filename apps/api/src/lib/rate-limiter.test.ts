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

  it('counts a chain of keys in turn and stops after the first refusal', async () => {
    const limiter = make();
    const [a, b, c] = ['a', 'b', 'c'].map((k) => `cadena:${k}:${randomUUID()}`) as [
      string,
      string,
      string,
    ];
    const chain = () =>
      limiter.hitChain([
        { key: a, limit: 3, windowMs: 60_000 },
        { key: b, limit: 2, windowMs: 60_000 },
        { key: c, limit: 1, windowMs: 400 },
      ]);
    // c refuses from its 2nd count, but a refusal of the last key stops nothing.
    expect((await chain()).map((r) => [r.allowed, r.count])).toEqual([
      [true, 1],
      [true, 1],
      [true, 1],
    ]);
    expect((await chain()).map((r) => [r.allowed, r.count])).toEqual([
      [true, 2],
      [true, 2],
      [false, 2],
    ]);
    // b refuses: c is not counted.
    expect((await chain()).map((r) => [r.allowed, r.count])).toEqual([
      [true, 3],
      [false, 3],
    ]);
    // a refuses: neither b nor c is counted.
    const last = await chain();
    expect(last.map((r) => [r.allowed, r.count])).toEqual([[false, 4]]);
    expect(last[0]!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect([await limiter.peek(a, 60_000), await limiter.peek(b, 60_000)]).toEqual([4, 3]);
    expect(await limiter.peek(c, 400)).toBe(2);
    // Each key keeps its own window.
    await advance(450);
    const next = await chain();
    expect(next).toHaveLength(1);
    expect(await limiter.peek(c, 400)).toBe(0);
  });

  it('reads several windows at once, and gives one event back without clearing the rest', async () => {
    const limiter = make();
    const [a, b, nunca] = ['a', 'b', 'n'].map((k) => `varias:${k}:${randomUUID()}`) as [
      string,
      string,
      string,
    ];
    for (let i = 0; i < 3; i++) await limiter.hit(a, 10, 60_000);
    await limiter.hit(b, 10, 60_000);
    expect(
      await limiter.peekAll([
        { key: a, windowMs: 60_000 },
        { key: nunca, windowMs: 60_000 },
        { key: b, windowMs: 60_000 },
      ]),
    ).toEqual([3, 0, 1]);
    await limiter.devolver(a);
    expect(await limiter.peek(a, 60_000)).toBe(2);
    await limiter.devolver(b);
    await limiter.devolver(b);
    expect(await limiter.peek(b, 60_000)).toBe(0);
    await limiter.devolver(nunca);
    expect(await limiter.peek(nunca, 60_000)).toBe(0);
    expect((await limiter.hit(b, 10, 60_000)).count).toBe(1);
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

  it('counts chains exactly under concurrency, each key only past an allowed one', async () => {
    const limiter = dbRateLimiter(database.db);
    const [a, b] = [`ca:${randomUUID()}`, `cb:${randomUUID()}`];
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        limiter.hitChain([
          { key: a, limit: 20, windowMs: 60_000 },
          { key: b, limit: 5, windowMs: 60_000 },
        ]),
      ),
    );
    expect(results.filter((r) => r.length === 2)).toHaveLength(20);
    expect(results.filter((r) => r[1]?.allowed)).toHaveLength(5);
    expect(await limiter.peek(a, 60_000)).toBe(30);
    expect(await limiter.peek(b, 60_000)).toBe(20);
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
