import { queryOptions, useQuery } from '@tanstack/react-query';
import type { logrosClienteResponseSchema } from '@tarjeto/shared';
import type { LogrosCliente } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { AL_DIA, CARTERA_KEY } from './tarjetas.ts';

export const logrosQueryKey = [...CARTERA_KEY, 'logros'] as const;

/** GET /api/cliente/logros: earned (newest first) and next with progress (closest first). */
export async function getLogros(signal?: AbortSignal): Promise<LogrosCliente> {
  const payload = await apiFetch<unknown>('/api/cliente/logros', { signal });
  return (payload as Respuesta<typeof logrosClienteResponseSchema>).data;
}

export const logrosQuery = () =>
  queryOptions({
    queryKey: logrosQueryKey,
    queryFn: ({ signal }) => getLogros(signal),
    ...AL_DIA,
  });

export const useLogros = () => useQuery(logrosQuery());
