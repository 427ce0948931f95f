import { useQuery } from '@tanstack/react-query';
import { negociosDestacadosResponseSchema, type NegocioDestacado } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

export const negociosDestacadosQueryKey = ['negocios', 'destacados'] as const;

/** The sample businesses of the landing's carousel (public, no session needed). */
export async function getNegociosDestacados(signal?: AbortSignal): Promise<NegocioDestacado[]> {
  const payload = await apiFetch<unknown>('/api/negocios/destacados', { signal });
  return negociosDestacadosResponseSchema.parse(payload).data;
}

export function useNegociosDestacados() {
  return useQuery({
    queryKey: negociosDestacadosQueryKey,
    queryFn: ({ signal }) => getNegociosDestacados(signal),
    // Sample businesses change rarely.
    staleTime: 5 * 60_000,
  });
}
