import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  activarSegundoFactorResponseSchema,
  iniciarSegundoFactorResponseSchema,
  messageResponseSchema,
  segundoFactorEstadoResponseSchema,
} from '@tarjeto/shared';
import type {
  ActivarSegundoFactorBody,
  ConfirmarContrasenaBody,
  DesactivarSegundoFactorBody,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// The owner's second factor (docs/api.md, Ajustes): its state, the setup (password → secret and QR;
// a code → on, with the recovery codes once) and turning it off.

export const SEGUNDO_FACTOR_KEY = ['segundo-factor'] as const;
const RUTA = '/api/cuenta/segundo-factor';

export async function getSegundoFactor(signal?: AbortSignal) {
  const payload = await apiFetch<unknown>(RUTA, { signal });
  return (payload as Respuesta<typeof segundoFactorEstadoResponseSchema>).data;
}

export const useSegundoFactor = () =>
  useQuery({ queryKey: SEGUNDO_FACTOR_KEY, queryFn: ({ signal }) => getSegundoFactor(signal) });

export async function iniciarSegundoFactor(body: ConfirmarContrasenaBody) {
  const payload = await apiFetch<unknown>(`${RUTA}/iniciar`, { method: 'POST', body });
  return (payload as Respuesta<typeof iniciarSegundoFactorResponseSchema>).data;
}

export const useIniciarSegundoFactor = () => useMutation({ mutationFn: iniciarSegundoFactor });

export async function activarSegundoFactor(body: ActivarSegundoFactorBody) {
  const payload = await apiFetch<unknown>(`${RUTA}/activar`, { method: 'POST', body });
  return payload as Respuesta<typeof activarSegundoFactorResponseSchema>;
}

export function useActivarSegundoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: activarSegundoFactor,
    onSuccess: () => qc.invalidateQueries({ queryKey: SEGUNDO_FACTOR_KEY }),
  });
}

export async function desactivarSegundoFactor(body: DesactivarSegundoFactorBody) {
  const payload = await apiFetch<unknown>(`${RUTA}/desactivar`, { method: 'POST', body });
  return payload as Respuesta<typeof messageResponseSchema>;
}

export function useDesactivarSegundoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: desactivarSegundoFactor,
    onSuccess: () => qc.invalidateQueries({ queryKey: SEGUNDO_FACTOR_KEY }),
  });
}
