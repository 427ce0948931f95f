import { useMutation } from '@tanstack/react-query';
import type { registrarVisitaResponseSchema } from '@tarjeto/shared';
import { type RegistrarVisitaBody } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { deviceHeaders } from './device-auth.ts';

/**
 * How long a scan waits for an answer before it is treated as offline and queued. The key travels
 * with it, so if the slow answer did land, the queued retry gets that same answer back.
 */
export const VISITA_TIMEOUT_MS = 10_000;

/** Registers one scan (a customer's code or a visit without an account). */
export async function registrarVisita(token: string, body: RegistrarVisitaBody) {
  const payload = await apiFetch<unknown>('/api/nexo/visitas', {
    method: 'POST',
    body,
    headers: deviceHeaders(token),
    // Old tablets (Safari < 16) lack AbortSignal.timeout: there the browser's own timeout applies.
    ...(typeof AbortSignal.timeout === 'function'
      ? { signal: AbortSignal.timeout(VISITA_TIMEOUT_MS) }
      : {}),
  });
  return (payload as Respuesta<typeof registrarVisitaResponseSchema>).data;
}

export function useRegistrarVisita() {
  return useMutation({
    mutationFn: ({ token, body }: { token: string; body: RegistrarVisitaBody }) =>
      registrarVisita(token, body),
  });
}
