import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// Configuration, read once at boot. Bad values stop the server with one readable line per key
// rather than failing later in some request. Add a key here first, then read it from `Env`.

const databaseUrl = z
  .string()
  .trim()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'debe empezar con postgres:// o postgresql://');

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string) {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Loopback by default: open it (0.0.0.0) only to let a phone kiosk on the shop's network in. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * Proxies whose X-Forwarded-For is believed, as addresses or CIDRs separated by commas
   * (e.g. `127.0.0.1,10.0.0.0/8`). Default none: the client address is the socket's, so no one
   * can pick their own address to dodge a per-address limit.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine(isProxyAddress, {
          error: 'cada entrada es una dirección IP o un rango CIDR (ej. 10.0.0.0/8)',
        }),
      ),
    )
    .optional(),
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
