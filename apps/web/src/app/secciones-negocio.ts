import { matchPath } from 'react-router';
import type { Permiso } from '@tarjeto/shared';
import {
  NEGOCIO_DASHBOARD_PATH,
  NEGOCIO_NAV,
  type NegocioNavItem,
} from '../components/layout/negocio-layout.tsx';

// Which business sections a role may open (issue 25 part B): the navigation's own (each names its
// permission) and the pages below Ajustes that only the owner's permissions open. The server
// refuses the rest anyway; this keeps people off screens that would only say no.

const PAGINAS_INTERNAS: ReadonlyArray<{ path: string; permiso: Permiso }> = [
  { path: `${NEGOCIO_DASHBOARD_PATH}/ajustes/actividad`, permiso: 'actividad' },
  { path: `${NEGOCIO_DASHBOARD_PATH}/ajustes/equipo`, permiso: 'equipo' },
  { path: `${NEGOCIO_DASHBOARD_PATH}/ajustes/cartel`, permiso: 'ajustes' },
];

/** The sections of the navigation this person may see, in its order. */
export const navDelPapel = (permisos: readonly Permiso[]): NegocioNavItem[] =>
  NEGOCIO_NAV.filter((s) => !s.permiso || permisos.includes(s.permiso));

/**
 * Whether the address is open to these permissions: the most specific page that holds it decides
 * (an unknown address is left to the router).
 */
export function puedeAbrir(pathname: string, permisos: readonly Permiso[]): boolean {
  const interna = PAGINAS_INTERNAS.find((p) => matchPath({ path: p.path, end: false }, pathname));
  if (interna) return permisos.includes(interna.permiso);
  const seccion = NEGOCIO_NAV.filter((s) =>
    matchPath({ path: s.to, end: s.end ?? false }, pathname),
  ).sort((a, b) => b.to.length - a.to.length)[0];
  return !seccion?.permiso || permisos.includes(seccion.permiso);
}

/** Where someone goes instead of a section they may not open: the first one they may. */
export const inicioDelPapel = (permisos: readonly Permiso[]) =>
  navDelPapel(permisos)[0]?.to ?? NEGOCIO_DASHBOARD_PATH;
