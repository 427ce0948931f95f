import { useCallback, useRef, useState } from 'react';
import { useRegistrarVisita } from '../api/registrar-visita.ts';
import { liveFailure, outcomeOf, type QueueReason, type ScanOutcome } from '../lib/scan-outcome.ts';
import { newScan, visitaBody, type ScanInput } from '../lib/visit-queue.ts';
import type { VisitQueue } from './use-visit-queue.ts';

// One scan from the moment it is taken to what the counter shows. Online, it is sent at once; with
// no connection (or no answer in time, or a server failure) it goes to the queue with its key and
// scan time, and the counter says so. A 401 means this device was unpaired.

export type KioskScreen =
  | { name: 'scan' }
  | { name: 'type' }
  /** 'Canjear código'; `codigo` when a reader or the camera already read one. `n` renews the screen. */
  | { name: 'canje-codigo'; codigo: string; n: number }
  | { name: 'sending'; anonimo: boolean }
  | { name: 'result'; outcome: ScanOutcome; anonimo: boolean };

export const NO_SE_PUDO_GUARDAR =
  'No pudimos guardar la visita en este dispositivo. Revisa la conexión e inténtalo de nuevo.';

interface Options {
  pairing: { token: string; nexoId: string };
  online: boolean;
  queue: Pick<VisitQueue, 'enqueue' | 'flush' | 'pending'>;
  onUnpaired: () => void;
  onReachable: (reachable: boolean) => void;
}

export function useScanFlow({ pairing, online, queue, onUnpaired, onReachable }: Options) {
  const [screen, setScreen] = useState<KioskScreen>({ name: 'scan' });
  const { mutateAsync } = useRegistrarVisita();
  const busy = useRef(false);
  const { token, nexoId } = pairing;
  const { enqueue, flush, pending } = queue;

  const submit = useCallback(
    async (input: ScanInput) => {
      if (busy.current) return;
      busy.current = true;
      const anonimo = 'anonimo' in input;
      const scan = newScan(input, nexoId);
      setScreen({ name: 'sending', anonimo });

      const keep = async (reason: QueueReason): Promise<ScanOutcome> => {
        try {
          await enqueue(scan);
          return { kind: 'queued', reason };
        } catch {
          return { kind: 'refused', code: null, message: NO_SE_PUDO_GUARDAR };
        }
      };

      let outcome: ScanOutcome;
      if (!online) {
        outcome = await keep('offline');
      } else {
        try {
          outcome = outcomeOf(await mutateAsync({ token, body: visitaBody(scan) }));
          onReachable(true);
          // The connection works: anything still waiting can go now.
          if (pending > 0) void flush();
        } catch (err) {
          const failure = liveFailure(err);
          if (failure.kind === 'unpaired') {
            busy.current = false;
            onUnpaired();
            return;
          }
          if (failure.kind === 'queue') {
            onReachable(failure.reason !== 'offline');
            outcome = await keep(failure.reason);
          } else {
            onReachable(true);
            outcome = failure;
          }
        }
      }
      busy.current = false;
      setScreen({ name: 'result', outcome, anonimo });
    },
    [nexoId, token, online, enqueue, flush, pending, mutateAsync, onReachable, onUnpaired],
  );

  const showScanner = useCallback(() => setScreen({ name: 'scan' }), []);
  const showKeyboard = useCallback(() => setScreen({ name: 'type' }), []);
  const showCanjeCodigo = useCallback(
    (codigo = '') =>
      setScreen((s) => ({ name: 'canje-codigo', codigo, n: ('n' in s ? s.n : 0) + 1 })),
    [],
  );

  return { screen, submit, showScanner, showKeyboard, showCanjeCodigo };
}
