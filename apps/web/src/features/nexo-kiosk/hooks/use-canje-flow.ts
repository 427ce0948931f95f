import { useCallback, useRef, useState } from 'react';
import type { Canje, PromocionEnMostrador } from '@tarjeto/shared';
import { useCanjearCodigo } from '../api/canjear-codigo.ts';
import { useCanjearPromocion } from '../api/canjear-promocion.ts';
import { canjearConReintentos, type CanjeOrigen, type CanjeStep } from '../lib/canje-outcome.ts';
import { randomKey } from '../lib/visit-queue.ts';

// A redemption from the tap to its answer: the confirm step for a promotion tapped after a scan,
// or straight to sending for a customer's code. Every redemption attempt has one idempotency key:
// trying again after no answer (or tapping the same promotion again, or typing the same code) reuses
// it until the server has answered, so whatever happened to the first try nothing counts twice.

type VisitaOrigen = Extract<CanjeOrigen, { tipo: 'visita' }>;

interface Options {
  pairing: { token: string };
  online: boolean;
  onUnpaired: () => void;
}

interface Pending {
  /** Names one redemption attempt: the same one keeps its key until the server has answered. */
  intento: string;
  titulo: string | null;
  origen: CanjeOrigen;
  send: (idempotencyKey: string) => Promise<Canje>;
}

export function useCanjeFlow({ pairing, online, onUnpaired }: Options) {
  const [step, setStep] = useState<CanjeStep | null>(null);
  /** What was redeemed for the customer on the result screen, by promotion. */
  const [canjeados, setCanjeados] = useState<Readonly<Record<string, Canje>>>({});
  const keys = useRef(new Map<string, string>());
  const last = useRef<Pending | null>(null);
  const busy = useRef(false);
  const { mutateAsync: porPromocion } = useCanjearPromocion();
  const { mutateAsync: porCodigo } = useCanjearCodigo();
  const { token } = pairing;

  const run = useCallback(
    async (pending: Pending) => {
      if (busy.current) return;
      busy.current = true;
      last.current = pending;
      const { intento, titulo, origen, send } = pending;
      let key = keys.current.get(intento);
      if (!key) {
        key = randomKey();
        keys.current.set(intento, key);
      }
      if (!online) {
        busy.current = false;
        setStep({ step: 'unconfirmed', reason: 'offline', titulo, origen });
        return;
      }
      setStep({ step: 'sending', intento: 1, titulo, origen });
      const idempotencyKey = key;
      const outcome = await canjearConReintentos({
        send: () => send(idempotencyKey),
        onRetry: (n) => setStep({ step: 'sending', intento: n, titulo, origen }),
      });
      busy.current = false;
      switch (outcome.kind) {
        case 'done': {
          keys.current.delete(intento);
          const { canje } = outcome;
          if (origen.tipo === 'visita')
            setCanjeados((prev) => ({ ...prev, [canje.promocion.publicID]: canje }));
          setStep({ step: 'done', canje, origen });
          return;
        }
        case 'refused':
          keys.current.delete(intento);
          setStep({
            step: 'refused',
            code: outcome.code,
            message: outcome.message,
            rescan: outcome.rescan,
            titulo,
            origen,
          });
          return;
        case 'unconfirmed':
          setStep({ step: 'unconfirmed', reason: outcome.reason, titulo, origen });
          return;
        case 'unpaired':
          setStep(null);
          onUnpaired();
      }
    },
    [online, onUnpaired],
  );

  /** Staff tapped 'Canjear' on a promotion: ask first. */
  const pedir = useCallback((promo: PromocionEnMostrador, origen: VisitaOrigen) => {
    setStep({ step: 'confirm', promo, origen });
  }, []);

  /** 'Sí, canjear' on the confirm step. */
  const confirmar = useCallback(() => {
    if (step?.step !== 'confirm') return;
    const { promo, origen } = step;
    void run({
      intento: `${origen.canjeToken}:${promo.publicID}`,
      titulo: promo.titulo,
      origen,
      send: (idempotencyKey) =>
        porPromocion({
          token,
          body: { promocionID: promo.publicID, canjeToken: origen.canjeToken, idempotencyKey },
        }),
    });
  }, [step, run, porPromocion, token]);

  /** A customer's code from the app, already checked: sent at once. */
  const canjearCodigo = useCallback(
    (codigo: string) =>
      run({
        intento: `codigo:${codigo}`,
        titulo: null,
        origen: { tipo: 'codigo', codigo },
        send: (idempotencyKey) => porCodigo({ token, body: { codigo, idempotencyKey } }),
      }),
    [run, porCodigo, token],
  );

  /** After no answer (or no connection): the same redemption, with the same key. */
  const reintentar = useCallback(() => {
    if (last.current) void run(last.current);
  }, [run]);

  /** Back to what was under the overlay. */
  const cerrar = useCallback(() => {
    if (!busy.current) setStep(null);
  }, []);

  /** A new customer: nothing of the last one's redemptions carries over. */
  const reiniciar = useCallback(() => {
    if (busy.current) return;
    setStep(null);
    setCanjeados({});
    last.current = null;
  }, []);

  return { step, canjeados, pedir, confirmar, canjearCodigo, reintentar, cerrar, reiniciar };
}
