import { vi } from 'vitest';
import { SESION_PISTA_COOKIE } from '@tarjeto/shared';

// fetch as the jsdom tests see it: one mock, answered by path (or "METHOD /path" where the method
// matters), and helpers to read what the screen sent. Any call nobody answers fails loudly (599).

export const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const jsonResponse = (status: number, body: unknown) => Promise.resolve(json(status, body));

/** An answer held back, to look at a screen while its request is in flight; `resolve` sends it. */
export function deferredResponse() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return {
    promise,
    resolve: (status: number, body: unknown) => resolve(json(status, body)),
  };
}

/** The API's error answer; `extra` adds what some codes carry (fieldErrors, intentosRestantes…). */
export const errorResponse = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) => jsonResponse(status, { success: false, code, message, ...extra });

/** An answer to one call; `url` holds its query, for a server that answers by it. */
type Handler = (init: RequestInit | undefined, url: URL) => Promise<Response>;

/** Answers fetch by "METHOD /path" first, then by "/path". */
export function routeFetch(handlers: Record<string, Handler>) {
  fetchMock.mockImplementation((input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const path = url.pathname;
    const handler = handlers[`${init?.method ?? 'GET'} ${path}`] ?? handlers[path];
    return handler
      ? handler(init, url)
      : jsonResponse(599, { message: `sin respuesta para ${path}` });
  });
}

/** The calls made to a path (ending with it), optionally with one method only. */
export const callsTo = (path: string, method?: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      String(input).endsWith(path) && (!method || (init?.method ?? 'GET') === method),
  );

/** The query each call to a path asked with, in order (its filters, cursor, search…). */
export const queriesTo = (path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

export const bodyOf = (call: Parameters<typeof fetch> | undefined) =>
  JSON.parse(String(call?.[1]?.body ?? 'null')) as Record<string, unknown>;

export const headerOf = (call: Parameters<typeof fetch> | undefined, name: string) =>
  new Headers(call?.[1]?.headers).get(name);

/** The readable cookie the API sets beside a session (lib/sesion-pista.ts): on, or cleared. */
export function pistaDeSesion(activa: boolean) {
  document.cookie = activa
    ? `${SESION_PISTA_COOKIE}=1; path=/`
    : `${SESION_PISTA_COOKIE}=; path=/; max-age=0`;
}
