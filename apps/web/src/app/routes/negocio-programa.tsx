import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type NegocioPerfil } from '@tarjeto/shared';
import { AUTH_QUERY_KEY } from '../../features/auth/api/check-auth.ts';
import { negocioProfileQueryKey } from '../../features/nexo/api/get-negocio-profile.ts';
import { ProgramaScreen } from '../../features/programa/components/programa-screen.tsx';
import { usePromociones } from '../../features/promociones/api/list-promociones.ts';
import { ConNegocio } from '../con-negocio.tsx';
import { useTitulo } from '../../lib/titulo.ts';

/** /negocio-dashboard/programa — the loyalty programme: levels, seasons and the simulator. */
export function NegocioProgramaRoute() {
  useTitulo('Programa de lealtad');
  return <ConNegocio>{(negocio) => <Programa negocio={negocio} />}</ConNegocio>;
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
