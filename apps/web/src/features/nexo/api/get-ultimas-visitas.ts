import { useQuery } from '@tanstack/react-query';
import type { nexoVisitasResponseSchema, NexoVisita } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/** How many of the device's latest visits the screen lists. */
export const ULTIMAS_VISITAS = 8;

export const ultimasVisitasQueryKey = (nexoID: string) => ['nexo', 'visitas', nexoID] as const;

/** The device's latest visits, newest scan first, each with who was serving at it. */
export async function getUltimasVisitas(
  nexoID: string,
  signal?: AbortSignal,
): Promise<NexoVisita[]> {
  const payload = await apiFetch<unknown>(
    `/api/nexo/${encodeURIComponent(nexoID)}/visitas?limit=${ULTIMAS_VISITAS}`,
    { signal },
  );
  return (payload as Respuesta<typeof nexoVisitasResponseSchema>).data;
}

export function useUltimasVisitas(nexoID: string) {
  return useQuery({
    queryKey: ultimasVisitasQueryKey(nexoID),
    queryFn: ({ signal }) => getUltimasVisitas(nexoID, signal),
  });
}
