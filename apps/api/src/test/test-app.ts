import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadEnv, type Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** buildApp() on a fresh test database, quiet, with no web app unless a folder is given. */
export async function createTestApp(
  options: { env?: Partial<Record<keyof Env, string>>; webDist?: string | null } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CAPTCHA: 'off',
    ...options.env,
  });
  const app = await buildApp({ env, database, webDist: options.webDist ?? null });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Headers a same-origin browser request carries. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;
