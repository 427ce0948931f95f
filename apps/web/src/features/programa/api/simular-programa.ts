import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { simulacionResponseSchema } from '@tarjeto/shared';
import { type ProgramaUpdate, type Simulacion } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { programaPath, programaQueryKey } from './get-programa.ts';

/** "What if": how today's customers would be spread over these levels. Nothing is saved. */
export async function simularPrograma(
  negocioID: string,
  body: ProgramaUpdate,
  signal?: AbortSignal,
): Promise<Simulacion> {
  const payload = await apiFetch<unknown>(`${programaPath(negocioID)}/simulacion`, {
    method: 'POST',
    body,
    signal,
  });
  return (payload as Respuesta<typeof simulacionResponseSchema>).data;
}

/**
 * The simulation of `body` (null: nothing valid to simulate). Each body is its own query: when
 * the body changes, the query for the old one loses its only observer and, because the fetch
 * reads the signal, TanStack Query aborts it — a stale answer never lands. The last answer stays
 * on screen while the next one comes, so the bars move instead of blinking.
 */
export function useSimulacion(negocioID: string, body: ProgramaUpdate | null) {
  return useQuery({
    queryKey: [...programaQueryKey(negocioID), 'simulacion', body] as const,
    queryFn: ({ signal }) => simularPrograma(negocioID, body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
