import type { ReactNode } from 'react';
import type { NegocioPerfil } from '@tarjeto/shared';
import { useNegocioProfile } from '../features/nexo/api/get-negocio-profile.ts';
import { LoadError } from '../features/nexo/components/load-error.tsx';
import { ERROR_CARGAR_NEGOCIO } from '../features/nexo/lib/copy.ts';
import { errorMessage } from '../lib/api-client.ts';
import { useEnTransicion } from '../lib/en-transicion.ts';

/**
 * The signed-in business (GET /api/negocio/profile), handed to the sections that need its
 * publicID, name, gradient and level names. One cached query serves every section; while it loads
 * `cargando` shows, and a failure says so with a retry (SPEC §8 'Error al cargar los datos del
 * negocio').
 */
export function ConNegocio({
  children,
  cargando,
}: {
  children: (negocio: NegocioPerfil) => ReactNode;
  cargando: ReactNode;
}) {
  const profile = useEnTransicion(useNegocioProfile());
  if (profile.isPending) return <>{cargando}</>;
  if (profile.isError) {
    return (
      <LoadError
        message={errorMessage(profile.error, ERROR_CARGAR_NEGOCIO)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <>{children(profile.data)}</>;
}
