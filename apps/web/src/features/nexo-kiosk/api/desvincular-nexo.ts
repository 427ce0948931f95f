import { useMutation } from '@tanstack/react-query';
import type { messageResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { deviceHeaders } from './device-auth.ts';

/** The device unpairs itself: its token stops working at once. */
export async function desvincularNexo(token: string) {
  const payload = await apiFetch<unknown>('/api/nexo/desvincular', {
    method: 'POST',
    // The route validates a JSON object body; a POST with no body at all is refused as invalid.
    body: {},
    headers: deviceHeaders(token),
  });
  return payload as Respuesta<typeof messageResponseSchema>;
}

export function useDesvincularNexo() {
  return useMutation({ mutationFn: desvincularNexo });
}
