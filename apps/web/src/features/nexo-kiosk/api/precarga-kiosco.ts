import type { QueryClient } from '@tanstack/react-query';
import { loadPairing } from '../lib/pairing-storage.ts';
import { nexoEquipoQuery } from './equipo-mostrador.ts';
import { nexoYoQuery } from './get-nexo-yo.ts';

/**
 * The kiosk route's loader: on a paired device, the kiosk's first data ('yo' and who may serve
 * here) is asked for as the route starts, while the screen's code loads beside it (the loader is
 * the route's own, not its lazy module's), and before React draws the screen whose queries want
 * it (the same queries, so they take these answers). Offline, the queries wait for the connection
 * as always.
 */
export function precargarKiosk(queryClient: QueryClient) {
  const emparejado = loadPairing();
  if (emparejado && navigator.onLine) {
    void queryClient.prefetchQuery(nexoEquipoQuery(emparejado));
    void queryClient.prefetchQuery(nexoYoQuery(emparejado));
  }
  return null;
}
