import type { nexoLatidoResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { deviceHeaders } from './device-auth.ts';

/** The heartbeat (DOMAIN §10): "this Nexo is still here". Its answer says when to beat next. */
export async function enviarLatido(token: string, signal?: AbortSignal) {
  const payload = await apiFetch<unknown>('/api/nexo/latido', {
    method: 'POST',
    body: {},
    headers: deviceHeaders(token),
    ...(signal ? { signal } : {}),
  });
  return (payload as Respuesta<typeof nexoLatidoResponseSchema>).data;
}
