import type { z } from 'zod';
import { ERROR_MESSAGES, isErrorCode, type ErrorCode, type FieldErrors } from '@tarjeto/shared';

// The one way the web app talks to the API: same origin, cookies sent, JSON in and out. A path not
// starting with /api gets the prefix (SPEC §7). Failures become ApiError with the server's Spanish
// message, code and field errors, so screens only decide which fallback text to show.

/**
 * A successful answer, typed by the shared contract of its route. The API checks every answer
 * against that schema before it sends it (its routes' response schemas, fastify's serializer), so
 * the app reads it as typed instead of parsing it a second time: zod stays out of the screens that
 * only read (docs/decisions/005-answers-checked-by-the-server.md). What the app validates itself
 * is what a person types and what it stored on the device.
 */
export type Respuesta<S extends z.ZodType> = z.output<S>;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    readonly fieldErrors: FieldErrors = {},
    /** Whether the message came from the server (true) or is our fallback (false). */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const apiPath = (path: string) =>
  path.startsWith('/api') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Nexo kiosk's `Authorization: Bearer <token>`. */
  headers?: Record<string, string>;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(apiPath(path), {
      method,
      credentials: 'same-origin',
      headers: {
        ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('No pudimos conectar con Tarjeto. Revisa tu conexión.', 0, 'NETWORK');
  }
  const text = await res.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!res.ok) {
    const p = (payload ?? {}) as { code?: unknown; message?: unknown; fieldErrors?: unknown };
    const code: ErrorCode = isErrorCode(p.code)
      ? p.code
      : res.status >= 500
        ? 'INTERNAL'
        : 'BAD_REQUEST';
    const fromServer = typeof p.message === 'string' && p.message.length > 0;
    throw new ApiError(
      fromServer ? (p.message as string) : ERROR_MESSAGES[code],
      res.status,
      code,
      (p.fieldErrors as FieldErrors | undefined) ?? {},
      fromServer,
    );
  }
  return payload as T;
}

/** The server's message when it sent one, else the screen's own fallback (SPEC §8 pattern). */
export const errorMessage = (err: unknown, fallback: string): string =>
  err instanceof ApiError && err.fromServer ? err.message : fallback;
