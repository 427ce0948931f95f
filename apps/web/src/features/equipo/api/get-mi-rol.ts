import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MiRol, miRolResponseSchema } from '@tarjeto/shared';
import { ApiError, apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// Who the signed-in person is in their business (GET /api/negocio/mi-rol): the owner, or someone
// of the team with a role. Kept with the session — keyed by the account, asked once, and dropped
// with every other query at logout — and asked again only after the person changes their PIN.

export const MI_ROL_KEY = ['equipo', 'mi-rol'] as const;
export const miRolKey = (usuarioId: string) => [...MI_ROL_KEY, usuarioId] as const;

export async function getMiRol(signal?: AbortSignal): Promise<MiRol> {
  const payload = await apiFetch<unknown>('/api/negocio/mi-rol', { signal });
  return (payload as Respuesta<typeof miRolResponseSchema>).data;
}

/** An account of type Negocio with no business of its own and no team: removed, or never set up. */
export const esSinNegocio = (err: unknown) =>
  err instanceof ApiError && err.code === 'PERFIL_INCOMPLETO';

export const miRolQuery = (usuarioId: string) =>
  queryOptions({
    queryKey: miRolKey(usuarioId),
    queryFn: ({ signal }) => getMiRol(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // "Not part of any business" will not change by asking again; a lost connection may.
    retry: (count, err) => !esSinNegocio(err) && count < 1,
  });

export function useMiRol(usuarioId: string | null, placeholder?: MiRol) {
  return useQuery({
    ...miRolQuery(usuarioId ?? ''),
    enabled: usuarioId !== null,
    placeholderData: placeholder,
  });
}
