import { useQueryClient } from '@tanstack/react-query';
import { AUTH_QUERY_KEY } from '../../features/auth/api/check-auth.ts';
import { MiNegocioScreen } from '../../features/mi-negocio/components/mi-negocio-screen.tsx';
import { negocioProfileQueryKey } from '../../features/nexo/api/get-negocio-profile.ts';
import { ConNegocio } from '../con-negocio.tsx';
import { useTitulo } from '../../lib/titulo.ts';
import { BloquesCargando } from '../../components/ui/carga.tsx';

/** /negocio-dashboard/mi-negocio — the business's profile, read and edited (SPEC §2). */
export function NegocioMiNegocioRoute() {
  const qc = useQueryClient();
  useTitulo('Mi negocio');
  return (
    <ConNegocio cargando={<BloquesCargando bloques={['h-20 w-2/3', 'h-24', 'h-96']} />}>
      {(negocio) => (
        <MiNegocioScreen
          negocio={negocio}
          // Every section reads the same cached business; the frame's name and logo come with
          // the session, so that is asked for again.
          onGuardado={(nuevo) => {
            qc.setQueryData(negocioProfileQueryKey, nuevo);
            void qc.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
          }}
        />
      )}
    </ConNegocio>
  );
}
