import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { APP_NAME, type NegocioPerfil } from '@tarjeto/shared';
import { AUTH_QUERY_KEY } from '../../features/auth/api/check-auth.ts';
import { negocioProfileQueryKey } from '../../features/nexo/api/get-negocio-profile.ts';
import { ProgramaScreen } from '../../features/programa/components/programa-screen.tsx';
import { usePromociones } from '../../features/promociones/api/list-promociones.ts';
import { ConNegocio } from '../con-negocio.tsx';

/** /negocio-dashboard/programa — the loyalty programme: levels, seasons and the simulator. */
export function NegocioProgramaRoute() {
  useEffect(() => {
    document.title = `Programa de lealtad · ${APP_NAME}`;
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
      {(negocio) => <Programa negocio={negocio} />}
    </ConNegocio>
  );
}

/** The programme names the promotions of each level by id; their titles come from the offers. */
function Programa({ negocio }: { negocio: NegocioPerfil }) {
  const qc = useQueryClient();
  const promociones = usePromociones(negocio.publicID);
  const titulos = useMemo(
    () =>
      new Map(
        (promociones.data ?? []).flatMap((p) => [
          [p.publicID, p.titulo] as const,
          [p._id, p.titulo] as const,
        ]),
      ),
    [promociones.data],
  );
  return (
    <ProgramaScreen
      negocio={negocio}
      titulosPromociones={titulos}
      // Level names and thresholds appear elsewhere (the offers' flags, Inicio's card): both
      // profiles that carry them are asked for again.
      onGuardado={() => {
        void qc.invalidateQueries({ queryKey: negocioProfileQueryKey });
        void qc.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
      }}
    />
  );
}
