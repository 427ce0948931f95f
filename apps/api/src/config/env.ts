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

/**
 * An origin as a browser sends it in `Origin`: scheme, host and an optional port, nothing else
 * (no path, no trailing slash, no user). Compared as written, so it must be written that way.
 */
function isOrigin(entry: string) {
  if (!/^https?:\/\/[^/?#@\s]+$/.test(entry)) return false;
  try {
    return new URL(entry).origin === entry;
  } catch {
    return false;
  }
}

/** A comma-separated list, blanks dropped, each entry checked by `entrada`. */
const listaPorComas = (entrada: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(entrada));

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
  TRUST_PROXY: listaPorComas(
    z.string().refine(isProxyAddress, {
      error: 'cada entrada es una dirección IP o un rango CIDR (ej. 10.0.0.0/8)',
    }),
  ).optional(),
  /**
   * Origins of web clients hosted elsewhere that may call the API with the person's session
   * (CORS with credentials), comma-separated: `https://app.tarjeto.mx,http://localhost:5999`.
   * Default none: only the app this server serves. docs/security.md § Other origins.
   */
  CORS_ORIGINS: listaPorComas(
    z.string().refine(isOrigin, {
      error: (issue) =>
        `"${String(issue.input)}" no es un origen: esquema, host y puerto, sin ruta ni barra final (ej. https://app.tarjeto.mx o http://localhost:5999)`,
    }),
  ).default([]),
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
  // The phone's own wallets (docs/wallet.md): each is on only with all of its keys; the files are
  // read and checked at boot (modules/pases/config.ts). The base URLs exist for tests' stand-ins.
  GOOGLE_WALLET_ISSUER_ID: z
    .string()
    .trim()
    .regex(/^\d{5,25}$/, 'es el número de emisor de Google Pay & Wallet Console (solo dígitos)')
    .optional(),
  GOOGLE_WALLET_KEY_FILE: z.string().trim().optional(),
  GOOGLE_WALLET_API_URL: z.url().default('https://walletobjects.googleapis.com'),
  GOOGLE_WALLET_SAVE_URL: z.url().default('https://pay.google.com/gp/v/save'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().optional(),
  APPLE_PASS_TYPE_ID: z
    .string()
    .trim()
    .regex(/^pass\.[A-Za-z0-9.-]+$/, 'es el Pass Type ID, ej. pass.mx.tarjeto.lealtad')
    .optional(),
  APPLE_TEAM_ID: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10}$/, 'son los 10 caracteres del Team ID de Apple')
    .optional(),
  APPLE_PASS_CERT: z.string().trim().optional(),
  APPLE_PASS_KEY: z.string().trim().optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WWDR_CERT: z.string().trim().optional(),
  APPLE_APNS_KEY: z.string().trim().optional(),
  APPLE_APNS_KEY_ID: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{10}$/, 'son los 10 caracteres del Key ID de la llave de APNs')
    .optional(),
  APPLE_APNS_URL: z.url().default('https://api.push.apple.com'),
  // Web Push (VAPID, RFC 8292): without a key pair the server makes one and keeps it in the
  // database. The subject is who push services may contact: mailto: or https:.
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'debe ser la clave pública VAPID en base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'debe ser la clave privada VAPID en base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)/, 'debe empezar con mailto: o https://')
    .optional(),
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
        const key = i.path.length ? String(i.path[0]) : '(entorno)';
        // An entry of a list (TRUST_PROXY, CORS_ORIGINS) is named by its own message.
        const value = i.path.length === 1 ? cleaned[key] : undefined;
        return `  ${key}: ${i.message}${value === undefined ? '' : ` (recibido: "${value}")`}`;
      }),
    );
  }
  return parsed.data;
}

export const resolveDataDir = (env: Pick<Env, 'DATA_DIR'>) => path.resolve(env.DATA_DIR);
