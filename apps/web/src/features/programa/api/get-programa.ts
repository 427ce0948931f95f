import { useQuery } from '@tanstack/react-query';
import type { programaResponseSchema } from '@tarjeto/shared';
import { type Programa } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

export const programaQueryKey = (negocioID: string) => ['programa', negocioID] as const;

export const programaPath = (negocioID: string) =>
  `/api/programa-lealtad/negocio/${encodeURIComponent(negocioID)}`;

/** The business's levels, the current season and the ones before it (SPEC §3, §7). */
export async function getPrograma(negocioID: string, signal?: AbortSignal): Promise<Programa> {
  const payload = await apiFetch<unknown>(programaPath(negocioID), { signal });
  return (payload as Respuesta<typeof programaResponseSchema>).data;
}

export function usePrograma(negocioID: string) {
  return useQuery({
    queryKey: programaQueryKey(negocioID),
    queryFn: ({ signal }) => getPrograma(negocioID, signal),
  });
}
