import { useQuery } from '@tanstack/react-query';
import type { promocionResponseSchema } from '@tarjeto/shared';
import { type Promocion } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { PROMOCIONES_KEY } from './list-promociones.ts';

export const promocionQueryKey = (publicID: string) =>
  [...PROMOCIONES_KEY, 'detalle', publicID] as const;

export async function getPromocion(publicID: string, signal?: AbortSignal): Promise<Promocion> {
  const payload = await apiFetch<unknown>(`/api/promocion/${encodeURIComponent(publicID)}`, {
    signal,
  });
  return (payload as Respuesta<typeof promocionResponseSchema>).data;
}

/**
 * One promotion, fresh from the server. `inicial` (the row of a list) shows at once, so the
 * drawer opens with the form filled and only swaps in a newer version if there is one.
 */
export function usePromocion(publicID: string | null, inicial?: Promocion) {
  return useQuery({
    queryKey: promocionQueryKey(publicID ?? ''),
    queryFn: ({ signal }) => getPromocion(publicID!, signal),
    enabled: publicID !== null,
    initialData: inicial,
    // The list row is as old as the list: ask again now rather than trust it for 30 s.
    initialDataUpdatedAt: 0,
  });
}
