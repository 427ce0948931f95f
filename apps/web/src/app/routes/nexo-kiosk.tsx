import { adelantarEquipo } from '../../features/nexo-kiosk/api/equipo-mostrador.ts';
import { adelantarYo } from '../../features/nexo-kiosk/api/get-nexo-yo.ts';
import { NexoKiosk } from '../../features/nexo-kiosk/components/nexo-kiosk.tsx';
import { loadPairing } from '../../features/nexo-kiosk/lib/pairing-storage.ts';

// On a paired device the kiosk's first data is asked for as this module runs, before React draws
// the screen that wants it (features/nexo-kiosk/lib/adelanto.ts). Offline, the queries wait for
// the connection as always.
const emparejado = loadPairing();
if (emparejado && navigator.onLine) {
  adelantarEquipo(emparejado.token);
  adelantarYo(emparejado.token);
}

/** /nexo — the counter kiosk: any phone or tablet paired with a code becomes a Nexo. */
export function NexoKioskRoute() {
  return <NexoKiosk />;
}
