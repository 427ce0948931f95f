import { useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';
import { ActividadScreen } from '../../features/actividad/components/actividad-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';

/** /negocio-dashboard/ajustes/actividad — the account's activity, for its owner (issue 14). */
export function NegocioActividadRoute() {
  useEffect(() => {
    document.title = `Actividad de la cuenta · ${APP_NAME}`;
  }, []);
  return (
    <ConNegocio
      cargando={
        <div role="status" aria-label="Cargando" className="flex flex-col gap-4">
          <div className="h-20 w-2/3 animate-pulse rounded-2xl bg-stone-200/70" />
          <div className="h-96 animate-pulse rounded-2xl bg-stone-200/70" />
        </div>
      }
    >
      {(negocio) => <ActividadScreen negocio={negocio} />}
    </ConNegocio>
  );
}
