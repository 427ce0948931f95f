import { useQuery } from '@tanstack/react-query';
import type { nexoStatsResponseSchema } from '@tarjeto/shared';
import { type NexoStats } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

export const nexoStatsQueryKey = (nexoID: string) => ['nexo', 'stats', nexoID] as const;

/** Visits the Nexo registered: in total, today and in the last 7 days, and when it was last used. */
export async function getNexoStats(nexoID: string, signal?: AbortSignal): Promise<NexoStats> {
  const payload = await apiFetch<unknown>(`/api/nexo/${encodeURIComponent(nexoID)}/stats`, {
    signal,
  });
  return (payload as Respuesta<typeof nexoStatsResponseSchema>).data;
}

export function useNexoStats(nexoID: string | null) {
  return useQuery({
    queryKey: nexoStatsQueryKey(nexoID ?? ''),
    queryFn: ({ signal }) => getNexoStats(nexoID!, signal),
    enabled: nexoID !== null,
  });
}
