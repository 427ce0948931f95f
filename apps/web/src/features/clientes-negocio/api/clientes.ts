import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  clienteNegocioDetalleResponseSchema,
  clientesNegocioResponseSchema,
  clientesProximosResponseSchema,
  clientesRecientesResponseSchema,
  visitasClienteResponseSchema,
} from '@tarjeto/shared';
import {
  CLIENTES_INICIO,
  CLIENTES_POR_PAGINA,
  VISITAS_CLIENTE_POR_PAGINA,
  type OrdenClientes,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// The business's customers (GET /api/negocio/{publicID}/clientes…): the list by pages, one
// customer's card and history, and Inicio's two cards. Every key starts with CLIENTES_NEGOCIO_KEY,
// so one invalidation refreshes them all.

export const CLIENTES_NEGOCIO_KEY = ['clientes-negocio'] as const;

const base = (negocioID: string) => `/api/negocio/${encodeURIComponent(negocioID)}/clientes`;

const conQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') qs.set(k, String(v));
  return qs.size ? `${path}?${qs}` : path;
};

export const clientesListaKey = (negocioID: string, q: string, orden: OrdenClientes) =>
  [...CLIENTES_NEGOCIO_KEY, negocioID, 'lista', orden, q] as const;

/** One page of the list; `cursor` is the previous page's `siguienteCursor`. */
export async function listClientes(
  negocioID: string,
  params: { q: string; orden: OrdenClientes; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
) {
  const payload = await apiFetch<unknown>(
    conQuery(base(negocioID), {
      q: params.q.trim() || undefined,
      orden: params.orden,
      cursor: params.cursor ?? undefined,
      limit: params.limit ?? CLIENTES_POR_PAGINA,
    }),
    { signal },
  );
  return (payload as Respuesta<typeof clientesNegocioResponseSchema>).data;
}

/**
 * The list, page after page ('Cargar más'). While a new search loads, the previous answer stays
 * on screen (dimmed by the caller) instead of flashing empty.
 */
export function useClientesLista(negocioID: string, q: string, orden: OrdenClientes) {
  return useInfiniteQuery({
    queryKey: clientesListaKey(negocioID, q, orden),
    queryFn: ({ pageParam, signal }) =>
      listClientes(negocioID, { q, orden, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.siguienteCursor,
    placeholderData: keepPreviousData,
  });
}

export const clienteDetalleKey = (negocioID: string, clientePublicID: string) =>
  [...CLIENTES_NEGOCIO_KEY, negocioID, 'detalle', clientePublicID] as const;

export async function getClienteDetalle(
  negocioID: string,
  clientePublicID: string,
  signal?: AbortSignal,
) {
  const payload = await apiFetch<unknown>(
    `${base(negocioID)}/${encodeURIComponent(clientePublicID)}`,
    { signal },
  );
  return (payload as Respuesta<typeof clienteNegocioDetalleResponseSchema>).data;
}

export function useClienteDetalle(negocioID: string, clientePublicID: string | undefined) {
  return useQuery({
    queryKey: clienteDetalleKey(negocioID, clientePublicID ?? ''),
    queryFn: ({ signal }) => getClienteDetalle(negocioID, clientePublicID!, signal),
    enabled: Boolean(clientePublicID),
  });
}

export async function listVisitasCliente(
  negocioID: string,
  clientePublicID: string,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const payload = await apiFetch<unknown>(
    conQuery(`${base(negocioID)}/${encodeURIComponent(clientePublicID)}/visitas`, {
      cursor: cursor ?? undefined,
      limit: VISITAS_CLIENTE_POR_PAGINA,
    }),
    { signal },
  );
  return (payload as Respuesta<typeof visitasClienteResponseSchema>).data;
}

/** A customer's visits here, newest first, page after page. */
export function useVisitasCliente(negocioID: string, clientePublicID: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...clienteDetalleKey(negocioID, clientePublicID ?? ''), 'visitas'] as const,
    queryFn: ({ pageParam, signal }) =>
      listVisitasCliente(negocioID, clientePublicID!, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.siguienteCursor,
    enabled: Boolean(clientePublicID),
  });
}

export async function getClientesRecientes(negocioID: string, signal?: AbortSignal) {
  const payload = await apiFetch<unknown>(
    conQuery(`${base(negocioID)}/recientes`, { limit: CLIENTES_INICIO }),
    { signal },
  );
  return (payload as Respuesta<typeof clientesRecientesResponseSchema>).data;
}

/** Inicio's 'Clientes recientes'. */
export const clientesRecientesQuery = (negocioID: string) =>
  queryOptions({
    queryKey: [...CLIENTES_NEGOCIO_KEY, negocioID, 'recientes'] as const,
    queryFn: ({ signal }) => getClientesRecientes(negocioID, signal),
  });

export const useClientesRecientes = (negocioID: string) =>
  useQuery(clientesRecientesQuery(negocioID));

export async function getClientesProximos(negocioID: string, signal?: AbortSignal) {
  const payload = await apiFetch<unknown>(
    conQuery(`${base(negocioID)}/proximos`, { limit: CLIENTES_INICIO }),
    { signal },
  );
  return (payload as Respuesta<typeof clientesProximosResponseSchema>).data;
}

/** Inicio's 'Próximos a subir de nivel'. */
export const clientesProximosQuery = (negocioID: string) =>
  queryOptions({
    queryKey: [...CLIENTES_NEGOCIO_KEY, negocioID, 'proximos'] as const,
    queryFn: ({ signal }) => getClientesProximos(negocioID, signal),
  });

export const useClientesProximos = (negocioID: string) =>
  useQuery(clientesProximosQuery(negocioID));
