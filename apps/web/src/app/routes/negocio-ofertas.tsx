import { useEffect } from 'react';
import { APP_NAME } from '@tarjeto/shared';
import { OfertasScreen } from '../../features/promociones/components/ofertas-screen.tsx';
import { ConNegocio } from '../con-negocio.tsx';

/** /negocio-dashboard/ofertas — Ofertas y Promociones (SPEC §2). */
export function NegocioOfertasRoute() {
  useEffect(() => {
    document.title = `Ofertas · ${APP_NAME}`;
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
      {(negocio) => <OfertasScreen negocio={negocio} />}
    </ConNegocio>
  );
}
