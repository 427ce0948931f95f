import { ERROR_MESSAGES, type ErrorCode, type VisitaResultado } from '@tarjeto/shared';
import { ApiError } from '../../../lib/api-client.ts';

// What the counter shows after a scan, decided from the server's answer or its failure: green for
// a counted visit, amber for a customer already counted recently, red for a refusal (with the
// server's own Spanish message), neutral for a scan kept for later.

export type ScanOutcome =
  | { kind: 'counted'; resultado: VisitaResultado }
  | { kind: 'cooldown'; resultado: VisitaResultado }
  | { kind: 'refused'; code: ErrorCode | 'NETWORK' | null; message: string }
  | { kind: 'queued'; reason: QueueReason };

/** offline: no connection; server: Tarjeto did not answer properly (it will, later). */
export type QueueReason = 'offline' | 'server';

export const outcomeOf = (resultado: VisitaResultado): ScanOutcome =>
  resultado.contada ? { kind: 'counted', resultado } : { kind: 'cooldown', resultado };

/** What to do with a live scan whose call failed. */
export type LiveFailure =
  | { kind: 'queue'; reason: QueueReason }
  | { kind: 'unpaired' }
  | Extract<ScanOutcome, { kind: 'refused' }>;

export function liveFailure(err: unknown): LiveFailure {
  if (err instanceof ApiError) {
    if (err.code === 'NETWORK') return { kind: 'queue', reason: 'offline' };
    if (err.status === 401) return { kind: 'unpaired' };
    // A server error or a key still in flight is not the customer's fault: the scan is kept and
    // sent again with the same key, so it counts once whatever happened on the first try.
    if (err.status >= 500 || err.code === 'CONFLICT') return { kind: 'queue', reason: 'server' };
    // 400 (bad, expired or too old code), 409 (code already used), 429 (slow down): the person at
    // the counter reads why, in the server's words.
    return { kind: 'refused', code: err.code, message: err.message };
  }
  return { kind: 'refused', code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL };
}
