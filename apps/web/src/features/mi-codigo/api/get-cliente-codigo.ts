import { useQuery } from '@tanstack/react-query';
import { clienteCodigoResponseSchema, type ClienteCodigo } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

export const clienteCodigoQueryKey = ['cliente', 'codigo'] as const;

/** The customer's rotating code now, and how long until the next one (DOMAIN §4). */
export async function getClienteCodigo(signal?: AbortSignal): Promise<ClienteCodigo> {
  const payload = await apiFetch<unknown>('/api/cliente/codigo', { signal });
  return clienteCodigoResponseSchema.parse(payload).data;
}

/**
 * The query alone; when to ask again is use-codigo-vigente's job, because it follows the code's
 * own clock (`renuevaEn`) rather than a fixed interval.
 */
export function useClienteCodigoQuery() {
  return useQuery({
    queryKey: clienteCodigoQueryKey,
    queryFn: ({ signal }) => getClienteCodigo(signal),
    // A code from an earlier visit to this screen may be dead already: never start from cache.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
