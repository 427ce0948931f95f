import path from 'node:path';
import { z } from 'zod';

// Configuration, read once at boot. Bad values stop the server with one readable line per key
// rather than failing later in some request. Add a key here first, then read it from `Env`.

const databaseUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'debe empezar con postgres:// o postgresql://');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: databaseUrl.optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\//.test(v), 'debe empezar con smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Tarjeto <no-responder@tarjeto.mx>'),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z
    .string()
    .trim()
    .refine((v) => /^rediss?:\/\//.test(v), 'debe empezar con redis:// o rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app; empty disables serving it (API-only). */
  WEB_DIST: z.string().trim().optional(),
  /** Load the demo dataset: auto = only into an empty embedded database. */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /** The public origin (https://tarjeto.mx) when behind a proxy; used in mail links. */
  PUBLIC_URL: z.url().optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly lines: string[]) {
    super(`Configuración inválida:\n${lines.join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Empty strings mean "unset", as they do in most shells and .env files. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((i) => {
        const key = i.path.join('.') || '(entorno)';
        const value = cleaned[key];
        return `  ${key}: ${i.message}${value === undefined ? '' : ` (recibido: "${value}")`}`;
      }),
    );
  }
  return parsed.data;
}

export const resolveDataDir = (env: Pick<Env, 'DATA_DIR'>) => path.resolve(env.DATA_DIR);
