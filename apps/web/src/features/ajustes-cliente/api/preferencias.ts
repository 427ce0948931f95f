import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { preferenciasClienteResponseSchema } from '@tarjeto/shared';
import { type PreferenciasClienteResponse } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// The customer's consent to news and promotions by email (GET/PUT /api/cliente/preferencias).

export const preferenciasQueryKey = ['cliente', 'preferencias'] as const;
type Preferencias = PreferenciasClienteResponse['data'];

export async function getPreferencias(signal?: AbortSignal): Promise<Preferencias> {
  const payload = await apiFetch<unknown>('/api/cliente/preferencias', { signal });
  return (payload as Respuesta<typeof preferenciasClienteResponseSchema>).data;
}

export async function guardarPreferencias(aceptaCorreos: boolean) {
  const payload = await apiFetch<unknown>('/api/cliente/preferencias', {
    method: 'PUT',
    body: { aceptaCorreos },
  });
  return payload as Respuesta<typeof preferenciasClienteResponseSchema>;
}

export const usePreferencias = () =>
  useQuery({ queryKey: preferenciasQueryKey, queryFn: ({ signal }) => getPreferencias(signal) });

/** Saves a change; the answer (with the moment it was stored) becomes the cached preference. */
export function useGuardarPreferencias() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: guardarPreferencias,
    onSuccess: (res) => qc.setQueryData(preferenciasQueryKey, res.data),
  });
}
