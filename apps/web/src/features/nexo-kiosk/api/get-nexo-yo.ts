import { queryOptions, useQuery } from '@tanstack/react-query';
import type { nexoYoResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { deviceHeaders, NEXO_KIOSK_QUERY_KEY, reintentoDelDispositivo } from './device-auth.ts';

/** How often an idle kiosk asks whether it is still paired (the owner may unpair it remotely). */
export const NEXO_YO_REFRESH_MS = 5 * 60 * 1000;

export const nexoYoQueryKey = (nexoId: string) => [...NEXO_KIOSK_QUERY_KEY, 'yo', nexoId] as const;

type NexoYo = Respuesta<typeof nexoYoResponseSchema>['data'];

/** The device as the server sees it: its business, establishment, name and counters. */
export async function getNexoYo(token: string, signal?: AbortSignal): Promise<NexoYo> {
  const payload = await apiFetch<unknown>('/api/nexo/yo', {
    headers: deviceHeaders(token),
    ...(signal ? { signal } : {}),
  });
  return (payload as Respuesta<typeof nexoYoResponseSchema>).data;
}

/** 'yo' as a query: the kiosk's screen uses it, and the route asks for it before the screen draws. */
export const nexoYoQuery = (pairing: { token: string; nexoId: string }) =>
  queryOptions({
    queryKey: nexoYoQueryKey(pairing.nexoId),
    queryFn: ({ signal }) => getNexoYo(pairing.token, signal),
    refetchInterval: NEXO_YO_REFRESH_MS,
    refetchOnReconnect: true,
    retry: reintentoDelDispositivo,
  });

export const useNexoYo = (pairing: { token: string; nexoId: string }) =>
  useQuery(nexoYoQuery(pairing));
