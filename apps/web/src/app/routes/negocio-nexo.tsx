import { useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';
import { NexoScreen } from '../../features/nexo/components/nexo-screen.tsx';

/** /negocio-dashboard/nexo — Nexo ('Dispositivos', SPEC §2). */
export function NegocioNexoRoute() {
  useEffect(() => {
    document.title = `Nexo · ${APP_NAME}`;
  }, []);
  return <NexoScreen />;
}
