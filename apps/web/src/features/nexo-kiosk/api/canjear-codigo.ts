import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { canjeResponseSchema } from '@tarjeto/shared';
import { type nexoCanjeCodigoBodySchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { canjeSignal } from './canjear-promocion.ts';
import { deviceHeaders } from './device-auth.ts';

export type NexoCanjeCodigoBody = z.input<typeof nexoCanjeCodigoBodySchema>;

/** Confirms the 6-character code a customer made in the app for one promotion. */
export async function canjearCodigo(token: string, body: NexoCanjeCodigoBody) {
  const payload = await apiFetch<unknown>('/api/nexo/canjes/codigo', {
    method: 'POST',
    body,
    headers: deviceHeaders(token),
    ...canjeSignal(),
  });
  return (payload as Respuesta<typeof canjeResponseSchema>).data;
}

export function useCanjearCodigo() {
  return useMutation({
    mutationFn: ({ token, body }: { token: string; body: NexoCanjeCodigoBody }) =>
      canjearCodigo(token, body),
  });
}
