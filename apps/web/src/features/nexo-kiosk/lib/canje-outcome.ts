import type { Canje, ErrorCode, PromocionEnMostrador, VisitaResultado } from '@tarjeto/shared';
import { CANJE_TOKEN_TTL_MS, ERROR_MESSAGES } from '@tarjeto/shared';
import { ApiError } from '../../../lib/api-client.ts';

// A redemption (canje) at the counter, from the tap to what the screen shows. Unlike a visit it is
// never queued offline: stock and limits are checked live, in the server's transaction. A call that
// gets no answer is sent again with the same idempotency key (the server answers a repeated key
// with its first answer, so a retry never redeems twice); after a few tries the counter says it
// could not be confirmed and offers to try again, still with that key. Pure: the call is handed in.

/**
 * How long the visit answer's `canjeToken` lets this device redeem: the API signs it for
 * CANJE_TOKEN_TTL_MS from the scan; counting from when the answer arrived, with a quarter minute
 * to spare for the trip, the buttons go away before the server would refuse. The server's
 * CANJE_TOKEN_INVALIDO stays the final word.
 */
export const CANJE_VENTANA_MS = CANJE_TOKEN_TTL_MS - 15_000;

/** Pauses between tries after no answer: three tries in all, then "could not confirm". */
export const CANJE_REINTENTOS_MS = [1000, 2500] as const;

type Cliente = NonNullable<VisitaResultado['cliente']>;

/** Where a redemption comes from: a promotion tapped after a scan, or a code from the app. */
export type CanjeOrigen =
  | { tipo: 'visita'; canjeToken: string; cliente: Cliente | null }
  | { tipo: 'codigo'; codigo: string };

export type CanjeOutcome =
  | { kind: 'done'; canje: Canje }
  /** The server said no, in its own Spanish words. `rescan`: the scan is too old to redeem with. */
  | { kind: 'refused'; code: ErrorCode | null; message: string; rescan: boolean }
  /** offline: nothing was sent; sin-respuesta: sent, but no answer came back. */
  | { kind: 'unconfirmed'; reason: 'offline' | 'sin-respuesta' }
  | { kind: 'unpaired' };

/**
 * What the redemption overlay shows, step by step. `titulo` is the promotion's, when known (a code
 * from the app names its promotion only in the answer).
 */
export type CanjeStep =
  | {
      step: 'confirm';
      promo: PromocionEnMostrador;
      origen: Extract<CanjeOrigen, { tipo: 'visita' }>;
    }
  | { step: 'sending'; intento: number; titulo: string | null; origen: CanjeOrigen }
  | { step: 'done'; canje: Canje; origen: CanjeOrigen }
  | {
      step: 'refused';
      code: ErrorCode | null;
      message: string;
      rescan: boolean;
      titulo: string | null;
      origen: CanjeOrigen;
    }
  | {
      step: 'unconfirmed';
      reason: 'offline' | 'sin-respuesta';
      titulo: string | null;
      origen: CanjeOrigen;
    };

/** A failed call: try again with the same key, or the final outcome. */
export function canjeFailure(err: unknown): 'retry' | Exclude<CanjeOutcome, { kind: 'done' }> {
  if (err instanceof ApiError) {
    if (err.code === 'NETWORK') return 'retry';
    if (err.status === 401) return { kind: 'unpaired' };
    // 5xx, or CONFLICT: the same key is still being handled. Either way the next try gets the answer.
    if (err.status >= 500 || err.code === 'CONFLICT') return 'retry';
    return {
      kind: 'refused',
      code: err.code,
      message: err.message,
      rescan: err.code === 'CANJE_TOKEN_INVALIDO',
    };
  }
  // An answer we could not read: asking again with the same key would return the same one.
  return { kind: 'refused', code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL, rescan: false };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends one redemption, again after each pause in `delays` while no answer comes back. `send` must
 * use the same idempotency key every time. `onRetry` hears the number of the try about to start.
 */
export async function canjearConReintentos({
  send,
  delays = CANJE_REINTENTOS_MS,
  sleep = wait,
  onRetry,
}: {
  send: () => Promise<Canje>;
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (intento: number) => void;
}): Promise<CanjeOutcome> {
  for (let i = 0; ; i++) {
    try {
      return { kind: 'done', canje: await send() };
    } catch (err) {
      const failure = canjeFailure(err);
      if (failure !== 'retry') return failure;
      const pause = delays[i];
      if (pause === undefined) return { kind: 'unconfirmed', reason: 'sin-respuesta' };
      await sleep(pause);
      onRetry?.(i + 2);
    }
  }
}
