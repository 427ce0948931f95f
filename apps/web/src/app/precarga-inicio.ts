import type { QueryClient } from '@tanstack/react-query';
import type { NegocioPerfil } from '@tarjeto/shared';
import { sesionQuery } from '../features/auth/api/check-auth.ts';
import { logrosQuery } from '../features/cliente-dashboard/api/logros.ts';
import { ofertasHoyQuery } from '../features/cliente-dashboard/api/ofertas-hoy.ts';
import { tarjetasQuery } from '../features/cliente-dashboard/api/tarjetas.ts';
import {
  clientesProximosQuery,
  clientesRecientesQuery,
} from '../features/clientes-negocio/api/clientes.ts';
import { miRolQuery } from '../features/equipo/api/get-mi-rol.ts';
import { estadisticasInicioQuery } from '../features/estadisticas/api/estadisticas.ts';
import { promocionesQuery } from '../features/promociones/api/list-promociones.ts';

// The two dashboards' Inicio routes' loaders (issue 29): each screen's data is asked for as soon as
// the session is known, while the screen's code loads beside it — not once React has drawn the
// screen whose queries want it. The same query options as the screen's own hooks, so they take
// these answers; the screen then draws once with its data, in the router's transition (which
// yields to the browser), instead of once empty and again as each answer arrives. A loader never
// waits for them and never fails: a query that failed here is asked again by its screen.

/** The session as the app's start asked for it (main.tsx), without asking again. */
const conSesion = (queryClient: QueryClient) =>
  queryClient.fetchQuery(sesionQuery(queryClient)).catch(() => null);

/**
 * The business's Inicio, for its owner (only the owner's session carries the business's profile;
 * anyone else's Inicio waits for their role first, and shows what it allows).
 */
export function precargarInicioNegocio(queryClient: QueryClient) {
  void conSesion(queryClient).then((sesion) => {
    if (sesion?.usuario.tipoUsuario !== 'Negocio' || !sesion.profile) return;
    const id = (sesion.profile as NegocioPerfil).publicID;
    void queryClient.prefetchQuery(miRolQuery(sesion.usuario._id));
    void queryClient.prefetchQuery(estadisticasInicioQuery(id));
    void queryClient.prefetchQuery(promocionesQuery(id));
    void queryClient.prefetchQuery(promocionesQuery(id, { activo: true }));
    void queryClient.prefetchQuery(clientesRecientesQuery(id));
    void queryClient.prefetchQuery(clientesProximosQuery(id));
  });
  return null;
}

/** The customer's Inicio: their cards and weekly banner, today's offers, their latest logros. */
export function precargarInicioCliente(queryClient: QueryClient) {
  void conSesion(queryClient).then((sesion) => {
    if (sesion?.usuario.tipoUsuario !== 'Cliente' || !sesion.profile) return;
    void queryClient.prefetchQuery(tarjetasQuery());
    void queryClient.prefetchQuery(ofertasHoyQuery());
    void queryClient.prefetchQuery(logrosQuery());
  });
  return null;
}
