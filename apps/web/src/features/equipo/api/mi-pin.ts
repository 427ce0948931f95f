import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { MI_ROL_KEY } from './get-mi-rol.ts';

/** Creates or changes the signed-in person's kiosk PIN (PUT /api/negocio/mi-pin). */
export async function cambiarMiPin(pin: string) {
  const payload = await apiFetch<unknown>('/api/negocio/mi-pin', {
    method: 'PUT',
    body: { pin },
  });
  return payload as Respuesta<typeof messageResponseSchema>;
}

/** Afterwards 'mi-rol' is asked again: it says whether the person has a PIN. */
export function useCambiarMiPin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cambiarMiPin,
    onSuccess: () => qc.invalidateQueries({ queryKey: MI_ROL_KEY }),
  });
}
