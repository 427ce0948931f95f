import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  authUserResponseSchema,
  AceptarInvitacionBody,
  invitacionResponseSchema,
} from '@tarjeto/shared';
import { ApiError, apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// The invitee's link (/equipo/aceptar?token=…): what the invitation says, and its acceptance, which
// makes the account and signs it in.

export type Invitacion = Respuesta<typeof invitacionResponseSchema>['data'];

export async function getInvitacion(token: string, signal?: AbortSignal): Promise<Invitacion> {
  const payload = await apiFetch<unknown>(
    `/api/equipo/invitacion?token=${encodeURIComponent(token)}`,
    { signal },
  );
  return (payload as Respuesta<typeof invitacionResponseSchema>).data;
}

/** The link is used, expired, made up or cut short: asking again will not change it. */
export const esInvitacionInvalida = (err: unknown) =>
  err instanceof ApiError &&
  (err.code === 'INVITACION_INVALIDA' || err.code === 'VALIDATION' || err.status === 404);

export function useInvitacion(token: string) {
  return useQuery({
    queryKey: ['equipo', 'invitacion', token],
    queryFn: ({ signal }) => getInvitacion(token, signal),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, err) => !esInvitacionInvalida(err) && count < 1,
  });
}

export async function aceptarInvitacion(body: AceptarInvitacionBody) {
  const payload = await apiFetch<unknown>('/api/equipo/aceptar', { method: 'POST', body });
  return payload as Respuesta<typeof authUserResponseSchema>;
}

export function useAceptarInvitacion() {
  return useMutation({ mutationFn: aceptarInvitacion });
}
