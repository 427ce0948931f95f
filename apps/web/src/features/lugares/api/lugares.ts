import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  carteraLugaresResponseSchema,
  descubrirResponseSchema,
  negocioPublicoResponseSchema,
} from '@tarjeto/shared';
import { type DescubrirPagina, type LugarEnCartera, type NegocioPublico } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// The calls of 'Lugares' and the public page. The wallet's queries live under the customer's
// wallet key (['cliente', 'cartera']), which adding a business invalidates.

export const LUGARES_KEY = ['cliente', 'cartera', 'lugares'] as const;
export const DESCUBRIR_KEY = ['cliente', 'cartera', 'descubrir'] as const;

/** GET /api/cliente/lugares: the businesses of the wallet, with the card and today's hours. */
export async function getCarteraLugares(signal?: AbortSignal): Promise<LugarEnCartera[]> {
  const payload = await apiFetch<unknown>('/api/cliente/lugares', { signal });
  return (payload as Respuesta<typeof carteraLugaresResponseSchema>).data.lugares;
}

export function useCarteraLugares({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: LUGARES_KEY,
    queryFn: ({ signal }) => getCarteraLugares(signal),
    enabled,
  });
}

/**
 * Discovery's filters as the page holds them: `ciudad` undefined is the customer's own city and
 * '' every city; `categoria` 'favoritas' (their favourites), 'todas' or one category.
 */
export interface FiltrosDescubrir {
  ciudad?: string | undefined;
  categoria: string;
}

export async function descubrir(
  filtros: FiltrosDescubrir,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DescubrirPagina> {
  const q = new URLSearchParams({ categoria: filtros.categoria });
  if (filtros.ciudad !== undefined) q.set('ciudad', filtros.ciudad);
  if (cursor) q.set('cursor', cursor);
  const payload = await apiFetch<unknown>(`/api/negocios/descubrir?${q}`, { signal });
  return (payload as Respuesta<typeof descubrirResponseSchema>).data;
}

export function useDescubrir(filtros: FiltrosDescubrir) {
  return useInfiniteQuery({
    queryKey: [...DESCUBRIR_KEY, filtros.ciudad ?? null, filtros.categoria],
    queryFn: ({ pageParam, signal }) => descubrir(filtros, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.siguienteCursor,
    // A new filter keeps the old results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export const negocioPublicoKey = (slug: string) => ['negocio-publico', slug] as const;

/** GET /api/negocio/publico/{slug}: what anyone may see of a business. */
export async function getNegocioPublico(
  slug: string,
  signal?: AbortSignal,
): Promise<NegocioPublico> {
  const payload = await apiFetch<unknown>(`/api/negocio/publico/${encodeURIComponent(slug)}`, {
    signal,
  });
  return (payload as Respuesta<typeof negocioPublicoResponseSchema>).data;
}

export function useNegocioPublico(slug: string) {
  return useQuery({
    queryKey: negocioPublicoKey(slug),
    queryFn: ({ signal }) => getNegocioPublico(slug, signal),
  });
}
