import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { promocionStatsResponseSchema } from '@tarjeto/shared';
import { type promocionStatsSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { PROMOCIONES_KEY } from './list-promociones.ts';

export type PromocionStats = z.infer<typeof promocionStatsSchema>;

export const promocionStatsQueryKey = (publicID: string) =>
  [...PROMOCIONES_KEY, 'stats', publicID] as const;

/** Views, uses, redemptions and the last 14 days of redemptions (SPEC §3 "Promotion stats"). */
export async function getPromocionStats(
  publicID: string,
  signal?: AbortSignal,
): Promise<PromocionStats> {
  const payload = await apiFetch<unknown>(`/api/promocion/stats/${encodeURIComponent(publicID)}`, {
    signal,
  });
  return (payload as Respuesta<typeof promocionStatsResponseSchema>).data;
}

export function usePromocionStats(publicID: string | null) {
  return useQuery({
    queryKey: promocionStatsQueryKey(publicID ?? ''),
    queryFn: ({ signal }) => getPromocionStats(publicID!, signal),
    enabled: publicID !== null,
  });
}
