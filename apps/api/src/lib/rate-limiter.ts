import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { queryRows, type Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

// Fixed-window counters for rate limits (DOMAIN §2). They live in the database, or in Redis when
// REDIS_URL is set, never in process memory, so limits hold across instances.

export interface HitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface Hit {
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one event under `key`; allowed while the window's count is ≤ limit. */
  hit(key: string, limit: number, windowMs: number): Promise<HitResult>;
  /**
   * Counts one event under each key in turn, as `hit` one after the other would, and stops after
   * the first that is not allowed: the keys after it are not counted (the result is shorter). On
   * the database it is one statement; keys are always taken in the same order, so two chains never
   * wait on each other crosswise.
   */
  hitChain(hits: readonly Hit[]): Promise<HitResult[]>;
  /** The window's count without adding to it. */
  peek(key: string, windowMs: number): Promise<number>;
  /** Each window's count without adding to it, in the order given (one round trip). */
  peekAll(hits: readonly Omit<Hit, 'limit'>[]): Promise<number[]>;
  /**
   * Gives one event back (never below 0): for a limit on failures that counts every attempt first
   * (so parallel attempts cannot slip past it) and returns the count of one that succeeded —
   * unlike `reset`, a success never clears the failures counted beside it.
   */
  devolver(key: string): Promise<void>;
  /**
   * Present when the limiter lives in the database: a caller that queries anyway reads the count
   * in its own query (`contarEnBase`) instead of one more round trip, from the window's start by
   * the limiter's clock (`inicio`).
   */
  enBase?: { inicio(windowMs: number): Date };
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The database limiter's count of `key` since `desde`, as a scalar SQL expression (both the
 * caller's SQL: a prepared statement's placeholders, or values) — see RateLimiter.enBase.
 */
export const contarEnBase = (key: SQL, desde: SQL): SQL =>
  sql`coalesce((select case when ${rateLimits.ventanaInicio} > ${desde}::timestamptz then ${rateLimits.conteo} else 0 end from ${rateLimits} where ${rateLimits.clave} = ${key}), 0)`;

export function dbRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  const hitChain = async (hits: readonly Hit[]) => {
    const at = now();
    // Dates inside sql`` travel as text: cast them explicitly.
    const atSql = sql`${at.toISOString()}::timestamptz`;
    // One upsert per key; each one's row comes from the previous one's, so it is counted only
    // when the previous key was allowed.
    const parts = hits.map((h, i) => {
      const cutoff = sql`${new Date(at.getTime() - h.windowMs).toISOString()}::timestamptz`;
      const previa = hits[i - 1];
      return sql`${sql.raw(`h${i}`)} as (
        insert into ${rateLimits} (clave, conteo, ventana_inicio)
        select ${h.key}, 1, ${atSql}
        ${previa ? sql`from ${sql.raw(`h${i - 1}`)} where conteo <= ${previa.limit}` : sql``}
        on conflict (clave) do update set
          conteo = case when ${rateLimits.ventanaInicio} <= ${cutoff} then 1 else ${rateLimits.conteo} + 1 end,
          ventana_inicio = case when ${rateLimits.ventanaInicio} <= ${cutoff} then ${atSql} else ${rateLimits.ventanaInicio} end
        returning conteo, ventana_inicio
      )`;
    });
    const rows = await queryRows<{ i: number; conteo: number; ventana_inicio: string | Date }>(
      db,
      sql`with ${sql.join(parts, sql`, `)} ${sql.join(
        hits.map(
          (_, i) => sql`select ${i}::int as i, conteo, ventana_inicio from ${sql.raw(`h${i}`)}`,
        ),
        sql` union all `,
      )}`,
    );
    return rows
      .sort((a, b) => a.i - b.i)
      .map((row, i) => {
        const { limit, windowMs } = hits[i]!;
        const resetAt = new Date(row.ventana_inicio).getTime() + windowMs;
        return {
          allowed: row.conteo <= limit,
          count: row.conteo,
          retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at.getTime()) / 1000)),
        };
      });
  };
  return {
    async hit(key, limit, windowMs) {
      const [result] = await hitChain([{ key, limit, windowMs }]);
      return result!;
    },
    hitChain,
    async peek(key, windowMs) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.clave, key));
      if (!row) return 0;
      return new Date(row.ventanaInicio).getTime() > now().getTime() - windowMs ? row.conteo : 0;
    },
    async peekAll(hits) {
      if (hits.length === 0) return [];
      const rows = await db
        .select()
        .from(rateLimits)
        .where(inArray(rateLimits.clave, [...new Set(hits.map((h) => h.key))]));
      const at = now().getTime();
      return hits.map((h) => {
        const row = rows.find((r) => r.clave === h.key);
        return row && new Date(row.ventanaInicio).getTime() > at - h.windowMs ? row.conteo : 0;
      });
    },
    async devolver(key) {
      await db
        .update(rateLimits)
        .set({ conteo: sql`greatest(${rateLimits.conteo} - 1, 0)` })
        .where(eq(rateLimits.clave, key));
    },
    enBase: { inicio: (windowMs) => new Date(now().getTime() - windowMs) },
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
  const limiter: RateLimiter = {
    async hitChain(hits) {
      const results: HitResult[] = [];
      for (const h of hits) {
        const r = await limiter.hit(h.key, h.limit, h.windowMs);
        results.push(r);
        if (!r.allowed) break;
      }
      return results;
    },
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
    async peekAll(hits) {
      if (hits.length === 0) return [];
      const values = await redis.mget(hits.map((h) => k(h.key)));
      return values.map((v) => Number(v ?? 0));
    },
    async devolver(key) {
      // Only an existing counter above 0 goes down: a window that ended stays ended.
      await redis.eval(
        "local n = tonumber(redis.call('get', KEYS[1]) or '0') if n > 0 then redis.call('decr', KEYS[1]) end return 0",
        1,
        k(key),
      );
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
  return limiter;
}
