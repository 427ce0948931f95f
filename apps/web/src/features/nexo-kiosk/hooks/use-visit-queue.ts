import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { registrarVisita } from '../api/registrar-visita.ts';
import {
  flushVisitaQueue,
  type FlushResult,
  type QueuedVisita,
  type QueueStore,
} from '../lib/visit-queue.ts';

/** While scans wait and the browser says it is online, the queue is tried this often. */
export const QUEUE_RETRY_MS = 15_000;

interface Options {
  store: QueueStore;
  pairing: { token: string; nexoId: string };
  online: boolean;
  /** The token stopped working while sending: the device was unpaired. */
  onUnpaired: () => void;
  /** Whether Tarjeto answered (true) or could not be reached (false). */
  onReachable: (reachable: boolean) => void;
}

/**
 * The offline queue, wired to the browser: how many scans wait, a way to add one, and sending —
 * on load, when the browser comes back online, and every 15 s while something waits. Only one
 * send runs at a time; a second request joins the one under way.
 */
export function useVisitQueue({ store, pairing, online, onUnpaired, onReachable }: Options) {
  const [pending, setPending] = useState(0);
  const [flushing, setFlushing] = useState(false);
  const running = useRef<Promise<FlushResult | null> | null>(null);
  const { token, nexoId } = pairing;

  const refresh = useCallback(async () => {
    try {
      const list = await store.list();
      setPending(list.filter((v) => v.nexoId === nexoId).length);
    } catch {
      // The storage could not be read: keep the last count.
    }
  }, [store, nexoId]);

  const enqueue = useCallback(
    async (visita: QueuedVisita) => {
      await store.put(visita);
      await refresh();
    },
    [store, refresh],
  );

  const flush = useCallback((): Promise<FlushResult | null> => {
    if (running.current) return running.current;
    const run = (async () => {
      setFlushing(true);
      try {
        const result = await flushVisitaQueue({
          store,
          nexoId,
          send: (body) => registrarVisita(token, body),
        });
        if (result.sent > 0 || result.stoppedBy !== 'network') onReachable(true);
        if (result.stoppedBy === 'network') onReachable(false);
        if (result.sent > 0) {
          toast.success(
            result.sent === 1
              ? 'Se envió 1 visita guardada'
              : `Se enviaron ${result.sent} visitas guardadas`,
          );
        }
        if (result.stoppedBy === 'unpaired') onUnpaired();
        return result;
      } catch {
        // The storage failed; the scans stay where they are and the next round tries again.
        return null;
      } finally {
        running.current = null;
        setFlushing(false);
        await refresh();
      }
    })();
    running.current = run;
    return run;
  }, [store, nexoId, token, refresh, onReachable, onUnpaired]);

  // On load, and whenever the browser reports the connection is back.
  useEffect(() => {
    void refresh();
    if (navigator.onLine) void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refresh, flush]);

  useEffect(() => {
    if (!online || pending === 0) return;
    const timer = setInterval(() => void flush(), QUEUE_RETRY_MS);
    return () => clearInterval(timer);
  }, [online, pending, flush]);

  return { pending, flushing, enqueue, flush };
}

export type VisitQueue = ReturnType<typeof useVisitQueue>;
