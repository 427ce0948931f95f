import { NexoKiosk } from '../../features/nexo-kiosk/components/nexo-kiosk.tsx';

/** /nexo — the counter kiosk: any phone or tablet paired with a code becomes a Nexo. */
export function NexoKioskRoute() {
  return <NexoKiosk />;
}
