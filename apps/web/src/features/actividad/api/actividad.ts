import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { actividadResponseSchema } from '@tarjeto/shared';
import { ACTIVIDAD_POR_PAGINA, type TipoActividad } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// The account's activity (GET /api/negocio/{publicID}/actividad): newest first, page after page.

export const ACTIVIDAD_KEY = ['actividad'] as const;

export const actividadKey = (negocioID: string, tipo: TipoActividad | null) =>
  [...ACTIVIDAD_KEY, negocioID, tipo ?? 'todo'] as const;

/** One page; `cursor` is the previous page's `siguienteCursor`. */
export async function listActividad(
  negocioID: string,
  params: { tipo: TipoActividad | null; cursor?: string | null },
  signal?: AbortSignal,
) {
  const qs = new URLSearchParams({ limit: String(ACTIVIDAD_POR_PAGINA) });
  if (params.tipo) qs.set('tipo', params.tipo);
  if (params.cursor) qs.set('cursor', params.cursor);
  const payload = await apiFetch<unknown>(
    `/api/negocio/${encodeURIComponent(negocioID)}/actividad?${qs}`,
    { signal },
  );
  return (payload as Respuesta<typeof actividadResponseSchema>).data;
}

/** The list ('Cargar más'); a new filter keeps the previous answer on screen while it loads. */
export function useActividad(negocioID: string, tipo: TipoActividad | null) {
  return useInfiniteQuery({
    queryKey: actividadKey(negocioID, tipo),
    queryFn: ({ pageParam, signal }) =>
      listActividad(negocioID, { tipo, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.siguienteCursor,
    placeholderData: keepPreviousData,
  });
}
