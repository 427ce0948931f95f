import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { canjeResponseSchema } from '@tarjeto/shared';
import { type nexoCanjeBodySchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { deviceHeaders } from './device-auth.ts';

/**
 * How long one try of a redemption waits for an answer. Each try sends the same key, so a slow
 * answer that did land is simply returned again by the next one.
 */
export const CANJE_TIMEOUT_MS = 8000;

export type NexoCanjeBody = z.input<typeof nexoCanjeBodySchema>;

/** Old tablets (Safari < 16) lack AbortSignal.timeout: there the browser's own timeout applies. */
export const canjeSignal = () =>
  typeof AbortSignal.timeout === 'function'
    ? { signal: AbortSignal.timeout(CANJE_TIMEOUT_MS) }
    : {};

/** Redeems a promotion for the customer just scanned, with the visit answer's `canjeToken`. */
export async function canjearPromocion(token: string, body: NexoCanjeBody) {
  const payload = await apiFetch<unknown>('/api/nexo/canjes', {
    method: 'POST',
    body,
    headers: deviceHeaders(token),
    ...canjeSignal(),
  });
  return (payload as Respuesta<typeof canjeResponseSchema>).data;
}

export function useCanjearPromocion() {
  return useMutation({
    mutationFn: ({ token, body }: { token: string; body: NexoCanjeBody }) =>
      canjearPromocion(token, body),
  });
}
