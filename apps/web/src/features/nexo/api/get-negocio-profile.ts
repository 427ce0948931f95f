import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ZONA_HORARIA, type NegocioPerfil } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

export const negocioProfileQueryKey = ['negocio', 'profile'] as const;

/** The signed-in business, with its establishments (SPEC §7 GET /api/negocio/profile). */
export async function getNegocioProfile(signal?: AbortSignal): Promise<NegocioPerfil> {
  const payload = await apiFetch<{ success: true; data: NegocioPerfil }>('/api/negocio/profile', {
    signal,
  });
  return payload.data;
}

export function useNegocioProfile() {
  return useQuery({
    queryKey: negocioProfileQueryKey,
    queryFn: ({ signal }) => getNegocioProfile(signal),
  });
}

/** The business's clock, for its dates and times (Mexico City's until the profile is read). */
export function useZonaDelNegocio(): string {
  return useNegocioProfile().data?.zonaHoraria ?? DEFAULT_ZONA_HORARIA;
}
