import type {
  atiendeResponseSchema,
  NexoEquipo,
  nexoEquipoResponseSchema,
  PersonaMostrador,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { adelantar, tomarAdelanto } from '../lib/adelanto.ts';
import { deviceHeaders, NEXO_KIOSK_QUERY_KEY } from './device-auth.ts';

// "¿Quién atiende?" (issue 25 part B; DOMAIN §10): the people who may serve at this device's
// establishment and who is serving now; a person saying it is them with their PIN; and letting go,
// so the next person says it. What a visit or canje records is the server's: this device's
// current person.

export const nexoEquipoKey = (nexoId: string) =>
  [...NEXO_KIOSK_QUERY_KEY, 'equipo', nexoId] as const;

const claveAdelanto = (token: string) => `equipo ${token}`;

export async function getNexoEquipo(token: string, signal?: AbortSignal): Promise<NexoEquipo> {
  const adelantado = tomarAdelanto<NexoEquipo>(claveAdelanto(token));
  if (adelantado) return adelantado;
  const payload = await apiFetch<unknown>('/api/nexo/equipo', {
    headers: deviceHeaders(token),
    ...(signal ? { signal } : {}),
  });
  return (payload as Respuesta<typeof nexoEquipoResponseSchema>).data;
}

/** Asks for the team now, for the kiosk's first getNexoEquipo (lib/adelanto.ts). */
export const adelantarEquipo = (token: string) =>
  adelantar(claveAdelanto(token), () => getNexoEquipo(token));

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
