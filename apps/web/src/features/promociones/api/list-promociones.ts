import { queryOptions, useQuery } from '@tanstack/react-query';
import type { promocionListResponseSchema } from '@tarjeto/shared';
import type { Promocion } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/** Every promotion query starts with this, so one invalidation refreshes every list and detail. */
export const PROMOCIONES_KEY = ['promociones'] as const;

export const promocionesQueryKey = (negocioID: string, activo?: boolean) =>
  [...PROMOCIONES_KEY, 'lista', negocioID, activo === undefined ? 'todas' : 'activas'] as const;

/** The business's promotions, newest first; with `activo` only the ones usable today. */
export async function listPromociones(
  negocioID: string,
  { activo, signal }: { activo?: boolean; signal?: AbortSignal } = {},
): Promise<Promocion[]> {
  const query = new URLSearchParams({ negocioID });
  if (activo) query.set('activo', 'true');
  const payload = await apiFetch<unknown>(`/api/promocion?${query}`, { signal });
  return (payload as Respuesta<typeof promocionListResponseSchema>).data;
}

export const promocionesQuery = (negocioID: string, { activo }: { activo?: boolean } = {}) =>
  queryOptions({
    queryKey: promocionesQueryKey(negocioID, activo),
    queryFn: ({ signal }) => listPromociones(negocioID, { activo, signal }),
  });

export const usePromociones = (negocioID: string, opciones: { activo?: boolean } = {}) =>
  useQuery(promocionesQuery(negocioID, opciones));
