import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_MESSAGES,
  type ErrorCode,
  type ErrorResponse,
  type FieldErrors,
} from '@tarjeto/shared';
import { AppError } from '../lib/app-error.ts';

// One error model for the whole API (docs/decisions/003-error-model.md): every failure answers
// {success:false, code, message, fieldErrors?, requestId} and never a stack trace.

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ROL_SIN_PERMISO: 403,
  INVITACION_INVALIDA: 404,
  CORREO_CON_CUENTA: 409,
  MIEMBRO_YA_INVITADO: 409,
  PIN_INCORRECTO: 400,
  PIN_BLOQUEADO: 429,
  SIN_PIN: 409,
  CROSS_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  NEWSLETTER_YA_SUSCRITO: 409,
  CAPTCHA_INVALIDO: 400,
  CAPTCHA_REQUERIDO: 403,
  CONTRASENA_COMUN: 400,
  CREDENCIALES_INVALIDAS: 401,
  CONTRASENA_ACTUAL_INCORRECTA: 400,
  CONTRASENA_REQUERIDA: 403,
  CODIGO_INCORRECTO: 400,
  CODIGO_EXPIRADO: 400,
  CODIGO_NO_VALIDO: 400,
  SEGUNDO_FACTOR_INCORRECTO: 400,
  SEGUNDO_FACTOR_VENCIDO: 401,
  SEGUNDO_FACTOR_ACTIVO: 409,
  SEGUNDO_FACTOR_INACTIVO: 409,
  SEGUNDO_FACTOR_NO_INICIADO: 409,
  YA_VERIFICADO: 409,
  NO_VERIFICADO: 403,
  IMAGEN_INVALIDA: 400,
  IMAGEN_DEMASIADO_GRANDE: 400,
  PERFIL_YA_CONFIGURADO: 409,
  PERFIL_INCOMPLETO: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  NEXO_CODIGO_INVALIDO: 400,
  NEXO_YA_VINCULADO: 409,
  NEXO_NO_VINCULADO: 401,
  CODIGO_CLIENTE_INVALIDO: 400,
  CODIGO_CLIENTE_USADO: 409,
  ESCANEO_FUERA_DE_VENTANA: 400,
  PROMO_INACTIVA: 409,
  PROMO_FUERA_DE_PERIODO: 409,
  PROMO_VENCIDA: 409,
  PROMO_SIN_EXISTENCIAS: 409,
  PROMO_LIMITE_GLOBAL: 409,
  PROMO_NIVEL_INSUFICIENTE: 409,
  PROMO_FUERA_DE_HORARIO: 409,
  PROMO_LIMITE_TOTAL: 409,
  PROMO_LIMITE_SEMANAL: 409,
  PROMO_LIMITE_DIARIO: 409,
  CODIGO_CANJE_INVALIDO: 400,
  CANJE_TOKEN_INVALIDO: 400,
  NEGOCIO_CODIGO_DESCONOCIDO: 404,
  TARJETA_YA_EN_CARTERA: 409,
  CARTERA_NO_DISPONIBLE: 404,
  CARTERA_NO_RESPONDE: 503,
  CAMPANA_YA_ENVIADA: 409,
  AVISO_DESCONOCIDO: 404,
  PUSH_NO_VALIDO: 400,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  BASE_NO_DISPONIBLE: 503,
};

/** Fastify's own errors that are the client's fault, as our codes. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'La foto pesa más de 5 MB.' },
  FST_FILES_LIMIT: { code: 'BAD_REQUEST', message: 'Envía una sola foto.' },
  FST_PARTS_LIMIT: { code: 'BAD_REQUEST', message: 'La solicitud tiene demasiadas partes.' },
  FST_FIELDS_LIMIT: { code: 'BAD_REQUEST', message: 'La solicitud tiene demasiados campos.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: 'El cuerpo de la solicitud está vacío.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'BAD_REQUEST',
    message: 'El cuerpo de la solicitud no es JSON válido.',
  },
};

/**
 * PostgreSQL's "the data you gave me is wrong" errors (class 22): bytes the encoding cannot hold,
 * a value out of range. The contracts should have stopped such input already; if some reaches the
 * database anyway it is still the client's fault, so a 400, never a 500.
 */
const DATA_EXCEPTIONS = new Set(['22021', '22P05', '22001', '22003', '22007', '22008', '22P02']);

const sqlState = (error: unknown): string | undefined => {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 3;
    depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
};

/**
 * The database cannot be reached right now: refused or dropped connections (a restart, a failover,
 * the server stopped), PostgreSQL's connection exceptions (class 08) and its shutdown states
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now). A moment later it may
 * answer again, so these are 503 with Retry-After, never a 500: the node-postgres pool drops the
 * broken clients and the next request opens fresh ones.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres says these with a message only (no code).
const NETWORK_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

export const RETRY_AFTER_DB_S = 5;

export function databaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string') {
      if (
        NETWORK_CODES.has(e.code) ||
        UNAVAILABLE_STATES.has(e.code) ||
        /^08[0-9A-Z]{3}$/.test(e.code)
      )
        return true;
    }
    if (typeof e.message === 'string' && NETWORK_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

const body = (
  code: ErrorCode,
  requestId: string,
  message: string = ERROR_MESSAGES[code],
  fieldErrors?: FieldErrors,
): ErrorResponse => ({
  success: false,
  code,
  message,
  ...(fieldErrors && Object.keys(fieldErrors).length ? { fieldErrors } : {}),
  requestId,
});

const issuePath = (path: string) => path.replace(/^\//, '').replaceAll('/', '.') || '_';

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(STATUS_BY_CODE[error.code])
        .send(body(error.code, request.id, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const issue of error.validation) {
        const key = issuePath(issue.instancePath);
        fieldErrors[key] ??= issue.message ?? ERROR_MESSAGES.VALIDATION;
      }
      const message =
        Object.keys(fieldErrors).length === 1
          ? Object.values(fieldErrors)[0]!
          : ERROR_MESSAGES.VALIDATION;
      return reply.status(400).send(body('VALIDATION', request.id, message, fieldErrors));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      return reply
        .status(STATUS_BY_CODE[known.code])
        .send(body(known.code, request.id, known.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      const code: ErrorCode =
        error.statusCode === 404
          ? 'NOT_FOUND'
          : error.statusCode === 429
            ? 'RATE_LIMITED'
            : 'BAD_REQUEST';
      return reply.status(error.statusCode).send(body(code, request.id));
    }
    const state = sqlState(error);
    if (state && DATA_EXCEPTIONS.has(state)) {
      request.log.warn({ err: error }, 'datos rechazados por la base de datos');
      return reply
        .status(400)
        .send(body('BAD_REQUEST', request.id, 'La solicitud tiene datos no válidos.'));
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'base de datos no disponible');
      reply.header('retry-after', String(RETRY_AFTER_DB_S));
      return reply.status(503).send(body('BASE_NO_DISPONIBLE', request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', request.id));
  });
}
