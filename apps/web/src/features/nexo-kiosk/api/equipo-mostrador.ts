import { queryOptions } from '@tanstack/react-query';
import type {
  atiendeResponseSchema,
  NexoEquipo,
  nexoEquipoResponseSchema,
  PersonaMostrador,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { deviceHeaders, NEXO_KIOSK_QUERY_KEY, reintentoDelDispositivo } from './device-auth.ts';

// "¿Quién atiende?" (issue 25 part B; DOMAIN §10): the people who may serve at this device's
// establishment and who is serving now; a person saying it is them with their PIN; and letting go,
// so the next person says it. What a visit or canje records is the server's: this device's
// current person.

export const nexoEquipoKey = (nexoId: string) =>
  [...NEXO_KIOSK_QUERY_KEY, 'equipo', nexoId] as const;

/** How often the kiosk asks who may serve here (someone new set their PIN, someone left). */
export const NEXO_EQUIPO_REFRESH_MS = 2 * 60 * 1000;

export async function getNexoEquipo(token: string, signal?: AbortSignal): Promise<NexoEquipo> {
  const payload = await apiFetch<unknown>('/api/nexo/equipo', {
    headers: deviceHeaders(token),
    ...(signal ? { signal } : {}),
  });
  return (payload as Respuesta<typeof nexoEquipoResponseSchema>).data;
}

/** The team as a query: "¿Quién atiende?" uses it, and the route asks for it before it draws. */
export const nexoEquipoQuery = (pairing: { token: string; nexoId: string }) =>
  queryOptions({
    queryKey: nexoEquipoKey(pairing.nexoId),
    queryFn: ({ signal }) => getNexoEquipo(pairing.token, signal),
    refetchInterval: NEXO_EQUIPO_REFRESH_MS,
    refetchOnReconnect: true,
    retry: reintentoDelDispositivo,
  });

export async function atender(
  token: string,
  body: { miembroId: string; pin: string },
): Promise<PersonaMostrador | null> {
  const payload = await apiFetch<unknown>('/api/nexo/atiende', {
    method: 'POST',
    body,
    headers: deviceHeaders(token),
  });
  return (payload as Respuesta<typeof atiendeResponseSchema>).data.atiende;
}

export async function dejarDeAtender(token: string): Promise<void> {
  await apiFetch<unknown>('/api/nexo/atiende/salir', {
    method: 'POST',
    body: {},
    headers: deviceHeaders(token),
  });
}
