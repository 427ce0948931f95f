import { eq, sql, type SQL } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

// Fixed-window counters for rate limits (DOMAIN §2). They live in the database, or in Redis when
// REDIS_URL is set, never in process memory, so limits hold across instances.

export interface HitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one event under `key`; allowed while the window's count is ≤ limit. */
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>;
  /** The window's count without adding to it. */
  peek(key: string, windowMs: number): Promise<number>;
  /**
   * The same count as a scalar SQL expression, for a limiter that lives in the database: a caller
   * that queries anyway reads it in its own query instead of one more round trip.
   */
  peekSql?(key: string, windowMs: number): SQL;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function dbRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const at = now();
      // Dates inside sql`` travel as text: cast them explicitly.
      const cutoff = sql`${new Date(at.getTime() - windowMs).toISOString()}::timestamptz`;
      const atSql = sql`${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ clave: key, conteo: 1, ventanaInicio: at })
        .onConflictDoUpdate({
          target: rateLimits.clave,
          set: {
            conteo: sql`case when ${rateLimits.ventanaInicio} <= ${cutoff} then 1 else ${rateLimits.conteo} + 1 end`,
            ventanaInicio: sql`case when ${rateLimits.ventanaInicio} <= ${cutoff} then ${atSql} else ${rateLimits.ventanaInicio} end`,
          },
        })
        .returning({ conteo: rateLimits.conteo, ventanaInicio: rateLimits.ventanaInicio });
      const count = row!.conteo;
      const resetAt = new Date(row!.ventanaInicio).getTime() + windowMs;
      return {
        allowed: count <= limit,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at.getTime()) / 1000)),
      };
    },
    async peek(key, windowMs) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.clave, key));
      if (!row) return 0;
      return new Date(row.ventanaInicio).getTime() > now().getTime() - windowMs ? row.conteo : 0;
    },
    peekSql(key, windowMs) {
      const cutoff = new Date(now().getTime() - windowMs).toISOString();
      return sql`coalesce((select case when ${rateLimits.ventanaInicio} > ${cutoff}::timestamptz then ${rateLimits.conteo} else 0 end from ${rateLimits} where ${rateLimits.clave} = ${key}), 0)`;
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.clave, key));
    },
    async close() {},
  };
}

export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  const k = (key: string) => `tarjeto:rl:${key}`;
  return {
    async hit(key, limit, windowMs) {
      const replies = await redis
        .multi()
        .set(k(key), 0, 'PX', windowMs, 'NX')
        .incr(k(key))
        .pttl(k(key))
        .exec();
      const count = Number(replies?.[1]?.[1] ?? 0);
      const ttl = Number(replies?.[2]?.[1] ?? windowMs);
      return {
        allowed: count <= limit,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000)),
      };
    },
    async peek(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
