import { useQuery } from '@tanstack/react-query';
import type { nexoYoResponseSchema } from '@tarjeto/shared';
import { ApiError, apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { adelantar, tomarAdelanto } from '../lib/adelanto.ts';
import { deviceHeaders, NEXO_KIOSK_QUERY_KEY } from './device-auth.ts';

/** How often an idle kiosk asks whether it is still paired (the owner may unpair it remotely). */
export const NEXO_YO_REFRESH_MS = 5 * 60 * 1000;

export const nexoYoQueryKey = (nexoId: string) => [...NEXO_KIOSK_QUERY_KEY, 'yo', nexoId] as const;

type NexoYo = Respuesta<typeof nexoYoResponseSchema>['data'];
const claveAdelanto = (token: string) => `yo ${token}`;

/** The device as the server sees it: its business, establishment, name and counters. */
export async function getNexoYo(token: string, signal?: AbortSignal): Promise<NexoYo> {
  const adelantado = tomarAdelanto<NexoYo>(claveAdelanto(token));
  if (adelantado) return adelantado;
  const payload = await apiFetch<unknown>('/api/nexo/yo', {
    headers: deviceHeaders(token),
    ...(signal ? { signal } : {}),
  });
  return (payload as Respuesta<typeof nexoYoResponseSchema>).data;
}

/** Asks for 'yo' now, for the kiosk's first getNexoYo (lib/adelanto.ts). */
export const adelantarYo = (token: string) =>
  adelantar(claveAdelanto(token), () => getNexoYo(token));

export function useNexoYo(pairing: { token: string; nexoId: string }) {
  return useQuery({
    queryKey: nexoYoQueryKey(pairing.nexoId),
    queryFn: ({ signal }) => getNexoYo(pairing.token, signal),
    refetchInterval: NEXO_YO_REFRESH_MS,
    refetchOnReconnect: true,
    // A 401 means unpaired: asking again will not change it.
    retry: (count, err) => !(err instanceof ApiError && err.status === 401) && count < 2,
  });
}
