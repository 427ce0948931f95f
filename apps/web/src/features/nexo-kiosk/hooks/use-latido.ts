import { useEffect, useEffectEvent } from 'react';
import { NEXO_LATIDO_MS } from '@tarjeto/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { enviarLatido } from '../api/enviar-latido.ts';

/**
 * While the kiosk is open and the browser is online, it beats: once at once, then every minute
 * (or as often as the server asks), so the owner's dashboard shows it 'En línea' and the owner is
 * told if it goes silent in opening hours. Offline it skips beats — there is nothing to catch up —
 * and beats again as soon as the connection is back. Each answer also says whether Tarjeto can
 * be reached; a 401 means the device was unpaired.
 */
export function useLatido({
  token,
  online,
  onUnpaired,
  onReachable,
}: {
  token: string;
  online: boolean;
  onUnpaired: () => void;
  onReachable: (reachable: boolean) => void;
}) {
  const unpaired = useEffectEvent(onUnpaired);
  const reachable = useEffectEvent(onReachable);
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const latir = async () => {
      let siguiente = NEXO_LATIDO_MS;
      try {
        const r = await enviarLatido(token, controller.signal);
        if (r.latidoCadaMs > 0) siguiente = r.latidoCadaMs;
        reachable(true);
      } catch (err) {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status === 401) {
          unpaired();
          return;
        }
        if (err instanceof ApiError && err.code === 'NETWORK') reachable(false);
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void latir(), siguiente);
    };
    void latir();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [token, online]);
}
