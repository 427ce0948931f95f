import type { FastifyInstance, FastifyServerOptions, LogLevel } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Env } from '../config/env.ts';

// The server's log. It must never hold a secret: passwords, their hashes, session and device
// tokens, codes, or the values a failed query was given (a failed INSERT INTO usuarios carries the
// new account's Argon2id hash among its parameters). Touch this when a new kind of secret appears.

/** Keys whose values are never written, wherever they sit in a logged object (two levels deep). */
const SECRET_KEYS = [
  'contrasena',
  'password',
  'passwordHash',
  'token',
  'codigo',
  'captcha',
  'connectionCode',
  'secreto',
  'totpSecreto',
  'codigoRecuperacion',
  'codigosRecuperacion',
  'params',
  'body',
];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

interface DbErrorLike {
  code?: unknown;
  table?: unknown;
  constraint?: unknown;
  routine?: unknown;
  message?: unknown;
}

/**
 * Errors as the log shows them. A database error keeps what helps to debug it (its SQLSTATE, the
 * statement's text with its $n placeholders, table and constraint) and loses the parameter values
 * and the server's `detail` line, which repeats values ("Key (email)=(…) already exists").
 */
export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const base = pino.stdSerializers.err(err);
  const code = (err as { code?: unknown }).code;
  const out: SerializedError = {
    type: base.type,
    message: base.message,
    stack: base.stack,
    ...(typeof code === 'string' ? { code } : {}),
  };
  const query = (err as { query?: unknown }).query;
  if (typeof query === 'string') {
    // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
    out.message = 'Failed query';
    out.query = query.slice(0, 500);
    const header = `${err.name}: ${err.message}`;
    out.stack = base.stack.startsWith(header)
      ? `${err.name}: Failed query${base.stack.slice(header.length)}`
      : '';
  }
  const cause = (err as { cause?: unknown }).cause as DbErrorLike | undefined;
  if (cause && typeof cause === 'object') {
    out.cause = {
      message: typeof cause.message === 'string' ? cause.message.slice(0, 300) : undefined,
      code: cause.code,
      table: cause.table,
      constraint: cause.constraint,
      routine: cause.routine,
    };
  }
  return out;
}

/** Fastify's logger option: pino at LOG_LEVEL with redaction, or off when LOG_LEVEL is silent. */
export function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL'>,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent' && !stream) return false;
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[oculto]' },
    serializers: { err: serializeError, error: serializeError },
    ...(stream ? { stream } : {}),
  };
}

/** A request slower than this is always logged (warn), whatever it answered. */
export const PETICION_LENTA_MS = 500;

/**
 * The level a finished request is logged at. Fastify's own request log wrote two `info` lines
 * per request (received, completed): on a busy counter, thousands a second of lines nobody reads,
 * and a measurable share of each request's cost (docs/performance.md, 'Registros'). Now what a
 * person needs sees `info` and above: a server failure (error), a slow request (warn), a refused
 * one (4xx, info: a 401, 403 or 429 says who knocks); a request that went well and fast is
 * `debug`, one line, for when someone wants the whole traffic.
 */
export function nivelDePeticion(statusCode: number, ms: number): LogLevel {
  if (statusCode >= 500) return 'error';
  if (ms >= PETICION_LENTA_MS) return 'warn';
  if (statusCode >= 400) return 'info';
  return 'debug';
}

/** One line per finished request at nivelDePeticion()'s level (with disableRequestLogging). */
export function registrarPeticiones(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const level = nivelDePeticion(reply.statusCode, ms);
    // Skipping the call, not just the line: building the object is the cost at high rates.
    // (With the log off, Fastify's stand-in logger has no isLevelEnabled and logs nothing.)
    const log = request.log as Partial<Pick<pino.Logger, 'isLevelEnabled'>>;
    if (log.isLevelEnabled && !log.isLevelEnabled(level)) return;
    request.log[level](
      { req: request, res: reply, responseTime: Math.round(ms * 100) / 100 },
      ms >= PETICION_LENTA_MS ? 'request completed (slow)' : 'request completed',
    );
  });
}
