import type { RegistrarVisitaBody } from '@tarjeto/shared';
import { ApiError } from '../../../lib/api-client.ts';

// The offline queue of the kiosk (DOMAIN §4): a scan that could not reach Tarjeto waits here, with
// the idempotency key and the scan time it was born with, and is sent again later, oldest first,
// one at a time. The server accepts a scan up to 24 h old and answers a repeated key with its first
// answer, so sending the same entry twice is harmless and nothing is ever counted twice. Pure: the
// storage and the call that sends are handed in, so the rules are tested without a browser.

/** One scan waiting to be sent. */
export interface QueuedVisita {
  idempotencyKey: string;
  /** ISO time of the scan: the server checks the customer's code against this moment. */
  escaneadoEn: string;
  /** What was scanned or typed; absent for a visit without an account. */
  codigo?: string;
  anonimo?: true;
  /** The Nexo that took it: a scan is only ever sent with the token of the device that took it. */
  nexoId: string;
}

export interface QueueStore {
  list(): Promise<QueuedVisita[]>;
  put(visita: QueuedVisita): Promise<void>;
  remove(idempotencyKey: string): Promise<void>;
  clear(): Promise<void>;
}

export type ScanInput = { codigo: string } | { anonimo: true };

/**
 * A random UUID v4. crypto.randomUUID exists only on https (and recent browsers); a kiosk opened
 * over plain http on the shop's network still gets a key that will not repeat.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new scan: its own key (a retry reuses it) and the moment it happened. */
export function newScan(
  input: ScanInput,
  nexoId: string,
  now: Date = new Date(),
  uuid: () => string = randomKey,
): QueuedVisita {
  return {
    idempotencyKey: uuid(),
    escaneadoEn: now.toISOString(),
    nexoId,
    ...('codigo' in input ? { codigo: input.codigo } : { anonimo: true as const }),
  };
}

/** What POST /api/nexo/visitas receives for a scan, live or from the queue. */
export const visitaBody = (v: QueuedVisita): RegistrarVisitaBody =>
  v.anonimo
    ? { anonimo: true, idempotencyKey: v.idempotencyKey, escaneadoEn: v.escaneadoEn }
    : { codigo: v.codigo ?? '', idempotencyKey: v.idempotencyKey, escaneadoEn: v.escaneadoEn };

/**
 * What a failed send means for a queued scan:
 * - 'rejected': the server looked at it and said no for good (bad or used code, too old): drop it.
 * - 'unpaired': the token no longer works; nothing in the queue can be sent any more.
 * - 'retry': no answer, the server failed, it asked us to slow down (429), or the same key is still
 *   being handled: keep it and try later.
 */
export type SendFailure = 'rejected' | 'unpaired' | 'retry';

export function classifySendError(err: unknown): SendFailure {
  if (err instanceof ApiError) {
    if (err.code === 'NETWORK') return 'retry';
    if (err.status === 401) return 'unpaired';
    // 409 CONFLICT is "this key is being processed right now": the next try gets its answer.
    if (err.code === 'CONFLICT') return 'retry';
    if (err.status === 400 || err.status === 409 || err.status === 422) return 'rejected';
    return 'retry';
  }
  return 'retry';
}

export interface FlushResult {
  /** Answered 200 (counted or not: a cooldown is an answer too). */
  sent: number;
  /** Refused for good and dropped. */
  rejected: number;
  /** Still waiting. */
  remaining: number;
  /** Why the run stopped early: no connection, the server, or the device was unpaired. */
  stoppedBy: 'network' | 'server' | 'unpaired' | null;
}

const byScanTime = (a: QueuedVisita, b: QueuedVisita) =>
  a.escaneadoEn < b.escaneadoEn ? -1 : a.escaneadoEn > b.escaneadoEn ? 1 : 0;

/**
 * Sends the queue oldest first, one at a time, stopping at the first scan that must wait (when one
 * cannot get through, the next would not either). Scans taken under another pairing are dropped:
 * their token is gone.
 */
export async function flushVisitaQueue({
  store,
  nexoId,
  send,
}: {
  store: QueueStore;
  nexoId: string;
  send: (body: RegistrarVisitaBody) => Promise<unknown>;
}): Promise<FlushResult> {
  const queue = (await store.list()).sort(byScanTime);
  let sent = 0;
  let rejected = 0;
  for (let i = 0; i < queue.length; i++) {
    const visita = queue[i]!;
    if (visita.nexoId !== nexoId) {
      await store.remove(visita.idempotencyKey);
      rejected++;
      continue;
    }
    try {
      await send(visitaBody(visita));
      await store.remove(visita.idempotencyKey);
      sent++;
    } catch (err) {
      const failure = classifySendError(err);
      if (failure === 'rejected') {
        await store.remove(visita.idempotencyKey);
        rejected++;
        continue;
      }
      const network = err instanceof ApiError && err.code === 'NETWORK';
      return {
        sent,
        rejected,
        remaining: queue.length - i,
        stoppedBy: failure === 'unpaired' ? 'unpaired' : network ? 'network' : 'server',
      };
    }
  }
  return { sent, rejected, remaining: 0, stoppedBy: null };
}

/** A queue kept in memory: for tests, and where IndexedDB is unavailable. */
export function createMemoryQueueStore(initial: QueuedVisita[] = []): QueueStore {
  const items = new Map(initial.map((v) => [v.idempotencyKey, v]));
  return {
    list: async () => [...items.values()],
    put: async (v) => {
      items.set(v.idempotencyKey, v);
    },
    remove: async (key) => {
      items.delete(key);
    },
    clear: async () => {
      items.clear();
    },
  };
}
