import { useQuery } from '@tanstack/react-query';
import type { establecimientoNexoResponseSchema } from '@tarjeto/shared';
import { NEXO_POLL_MS, type NexoData } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

export const establecimientoNexoQueryKey = (establecimientoID: string) =>
  ['nexo', 'establecimiento', establecimientoID] as const;

/**
 * The Nexo paired to an establishment, or null while there is none. This is also the "connection
 * check" the pairing screen polls (SPEC §4): it turns non-null the moment a device pairs.
 */
export async function getEstablecimientoNexo(
  establecimientoID: string,
  signal?: AbortSignal,
): Promise<NexoData | null> {
  const payload = await apiFetch<unknown>(
    `/api/establecimiento/${encodeURIComponent(establecimientoID)}/nexo`,
    { signal },
  );
  return (payload as Respuesta<typeof establecimientoNexoResponseSchema>).data;
}

/** While a Nexo is paired, how often the screen asks again whether it is still heard from. */
export const NEXO_ESTADO_REFRESH_MS = 60_000;

/**
 * With `polling`, asks every NEXO_POLL_MS (SPEC §9) until told to stop; with a Nexo paired, once a
 * minute, so 'En línea' turns 'Visto hace …' (and back) on a tab left open.
 */
export function useEstablecimientoNexo(establecimientoID: string, { polling = false } = {}) {
  return useQuery({
    queryKey: establecimientoNexoQueryKey(establecimientoID),
    queryFn: ({ signal }) => getEstablecimientoNexo(establecimientoID, signal),
    refetchInterval: (query) =>
      polling ? NEXO_POLL_MS : query.state.data ? NEXO_ESTADO_REFRESH_MS : false,
    // Whoever sits at the counter may pair while this tab is in the background: keep checking.
    refetchIntervalInBackground: polling,
  });
}
