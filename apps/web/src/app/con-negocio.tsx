import type { ReactNode } from 'react';
import type { NegocioPerfil } from '@tarjeto/shared';
import { useNegocioProfile } from '../features/nexo/api/get-negocio-profile.ts';
import { BloquesCargando, CargaErrorDe } from '../components/ui/carga.tsx';
import { ERROR_CARGAR_NEGOCIO } from '../features/nexo/lib/copy.ts';
import { useEnTransicion } from '../lib/en-transicion.ts';

/**
 * The signed-in business (GET /api/negocio/profile), handed to the sections that need its
 * publicID, name, gradient and level names. One cached query serves every section; while it loads
 * `cargando` shows (by default a section's heading and body as grey blocks), and a failure says so
 * with a retry (SPEC §8 'Error al cargar los datos del negocio').
 */
export function ConNegocio({
  children,
  cargando = <CargandoSeccion />,
}: {
  children: (negocio: NegocioPerfil) => ReactNode;
  cargando?: ReactNode;
}) {
  const profile = useEnTransicion(useNegocioProfile());
  if (profile.isPending) return <>{cargando}</>;
  if (profile.isError) {
    return <CargaErrorDe query={profile} fallback={ERROR_CARGAR_NEGOCIO} />;
  }
  return <>{children(profile.data)}</>;
}

/** A dashboard section while the business loads: its heading and its body, as grey blocks. */
export function CargandoSeccion({ alto = 'h-72' }: { alto?: 'h-72' | 'h-96' }) {
  return <BloquesCargando bloques={['h-20 w-2/3', alto]} />;
}
