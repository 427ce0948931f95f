import type { QueryClient } from '@tanstack/react-query';
import { nexoEquipoQuery } from '../../features/nexo-kiosk/api/equipo-mostrador.ts';
import { nexoYoQuery } from '../../features/nexo-kiosk/api/get-nexo-yo.ts';
import { NexoKiosk } from '../../features/nexo-kiosk/components/nexo-kiosk.tsx';
import { loadPairing } from '../../features/nexo-kiosk/lib/pairing-storage.ts';

/**
 * The route's loader: on a paired device, the kiosk's first data ('yo' and who may serve here) is
 * asked for as the route loads, before React draws the screen whose queries want it (the same
 * queries, so they take these answers). Offline, the queries wait for the connection as always.
 */
export function precargarKiosk(queryClient: QueryClient) {
  const emparejado = loadPairing();
  if (emparejado && navigator.onLine) {
    void queryClient.prefetchQuery(nexoEquipoQuery(emparejado));
    void queryClient.prefetchQuery(nexoYoQuery(emparejado));
  }
  return null;
}

/** /nexo — the counter kiosk: any phone or tablet paired with a code becomes a Nexo. */
export function NexoKioskRoute() {
  return <NexoKiosk />;
}
