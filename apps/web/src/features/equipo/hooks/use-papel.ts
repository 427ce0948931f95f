import { createContext, useContext } from 'react';
import {
  PERMISOS,
  type MiRol,
  type NegocioPerfil,
  type Permiso,
  type RolEquipo,
  type Usuario,
} from '@tarjeto/shared';
import { esSinNegocio, useMiRol } from '../api/get-mi-rol.ts';

// What the signed-in person may see of their business's dashboard (issue 25 part B). The server
// checks every call; the dashboard only hides what it would refuse, and sends a forbidden address
// to an allowed one. The business frame works the role out once (usePapelDeSesion) and hands it to
// the sections below it (PapelContext).

export interface Papel {
  rol: RolEquipo;
  permisos: readonly Permiso[];
  /** The business's name; null while only the owner's session is known. */
  nombreComercial: string | null;
  /** Whether the person has a kiosk PIN; null while not known yet. */
  tienePin: boolean | null;
}

/** The owner: everything. What a screen outside the business frame assumes (its tests). */
export const PAPEL_DUENO: Papel = {
  rol: 'dueno',
  permisos: PERMISOS,
  nombreComercial: null,
  tienePin: null,
};

export const PapelContext = createContext<Papel>(PAPEL_DUENO);

/** The role the business frame worked out for the signed-in person. */
export const usePapel = () => useContext(PapelContext);

export const puede = (papel: Pick<Papel, 'permisos'>, permiso: Permiso) =>
  papel.permisos.includes(permiso);

const dePapel = (r: MiRol): Papel => ({
  rol: r.rol,
  permisos: r.permisos,
  nombreComercial: r.nombreComercial,
  tienePin: r.tienePin,
});

export type EstadoPapel =
  | { estado: 'listo'; papel: Papel }
  | { estado: 'cargando' }
  /** A business account that owns no business and is in no team (removed from one). */
  | { estado: 'sin-negocio' }
  | { estado: 'error'; error: unknown; reintentar: () => void; reintentando: boolean };

/**
 * The signed-in person's role. The session already says when they own the business (only the
 * owner's session carries its profile): the owner's dashboard draws at once, and 'mi-rol' fills in
 * the rest (their PIN) behind it. Anyone else waits for 'mi-rol'. Before there is a session at
 * all (the prerendered skeleton) the frame is the owner's, as it always was.
 */
export function usePapelDeSesion({
  usuario,
  negocio,
}: {
  usuario: Usuario | null;
  negocio: NegocioPerfil | null;
}): EstadoPapel {
  const dueno: MiRol | undefined = negocio
    ? {
        negocioID: negocio.publicID,
        nombreComercial: negocio.nombreComercial,
        rol: 'dueno',
        permisos: [...PERMISOS],
        tienePin: false,
      }
    : undefined;
  const query = useMiRol(usuario?._id ?? null, dueno);
  if (!usuario) return { estado: 'listo', papel: PAPEL_DUENO };
  if (query.data && !query.isPlaceholderData)
    return { estado: 'listo', papel: dePapel(query.data) };
  if (dueno) return { estado: 'listo', papel: { ...dePapel(dueno), tienePin: null } };
  if (query.isError) {
    if (esSinNegocio(query.error)) return { estado: 'sin-negocio' };
    return {
      estado: 'error',
      error: query.error,
      reintentar: () => void query.refetch(),
      reintentando: query.isFetching,
    };
  }
  return { estado: 'cargando' };
}
