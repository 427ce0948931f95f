import { useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';
import { AvisosScreen } from '../../features/avisos-negocio/components/avisos-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';

/** /negocio-dashboard/avisos — automations and campaigns that bring customers back (issue 28). */
export function NegocioAvisosRoute() {
  useEffect(() => {
    document.title = `Avisos · ${APP_NAME}`;
  }, []);
  return (
    <ConNegocio
      cargando={
        <div role="status" aria-label="Cargando" className="flex flex-col gap-4">
          <div className="h-20 w-2/3 animate-pulse rounded-2xl bg-stone-200/70" />
          <div className="h-72 animate-pulse rounded-2xl bg-stone-200/70" />
        </div>
      }
    >
      {(negocio) => <AvisosScreen negocio={negocio} />}
    </ConNegocio>
  );
}
