import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EditarMiembroBody,
  equipoResponseSchema,
  InvitarMiembroBody,
  Miembro,
  messageResponseSchema,
  miembroResponseSchema,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// The owner's team (Ajustes → Equipo): the list, and each change to it. Every change answers with
// the person as they are now; the list is asked again after it, so its order and the owner's row
// stay the server's.

export const EQUIPO_KEY = ['equipo', 'miembros'] as const;

export async function getEquipo(signal?: AbortSignal): Promise<Miembro[]> {
  const payload = await apiFetch<unknown>('/api/negocio/equipo', { signal });
  return (payload as Respuesta<typeof equipoResponseSchema>).data.miembros;
}

export function useEquipo() {
  return useQuery({ queryKey: EQUIPO_KEY, queryFn: ({ signal }) => getEquipo(signal) });
}

export async function invitarMiembro(body: InvitarMiembroBody) {
  const payload = await apiFetch<unknown>('/api/negocio/equipo', { method: 'POST', body });
  return payload as Respuesta<typeof miembroResponseSchema>;
}

export async function editarMiembro({
  miembroId,
  body,
}: {
  miembroId: string;
  body: EditarMiembroBody;
}) {
  const payload = await apiFetch<unknown>(`/api/negocio/equipo/${encodeURIComponent(miembroId)}`, {
    method: 'PUT',
    body,
  });
  return payload as Respuesta<typeof miembroResponseSchema>;
}

export async function reenviarInvitacion(miembroId: string) {
  const payload = await apiFetch<unknown>(
    `/api/negocio/equipo/${encodeURIComponent(miembroId)}/reenviar`,
    { method: 'POST' },
  );
  return payload as Respuesta<typeof miembroResponseSchema>;
}

export async function quitarMiembro(miembroId: string) {
  const payload = await apiFetch<unknown>(`/api/negocio/equipo/${encodeURIComponent(miembroId)}`, {
    method: 'DELETE',
  });
  return payload as Respuesta<typeof messageResponseSchema>;
}

/** A change to the team; afterwards the list is asked again. */
function useCambioDeEquipo<V, R>(mutationFn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => qc.invalidateQueries({ queryKey: EQUIPO_KEY }),
  });
}

export const useInvitarMiembro = () => useCambioDeEquipo(invitarMiembro);
export const useEditarMiembro = () => useCambioDeEquipo(editarMiembro);
export const useReenviarInvitacion = () => useCambioDeEquipo(reenviarInvitacion);
export const useQuitarMiembro = () => useCambioDeEquipo(quitarMiembro);
