import { NexoScreen } from '../../features/nexo/components/nexo-screen.tsx';
import { useTitulo } from '../../lib/titulo.ts';

/** /negocio-dashboard/nexo — Nexo ('Dispositivos', SPEC §2). */
export function NegocioNexoRoute() {
  useTitulo('Nexo');
  return <NexoScreen />;
}
