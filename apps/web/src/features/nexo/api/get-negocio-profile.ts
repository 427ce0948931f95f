import { useQuery } from '@tanstack/react-query';
import { negocioPerfilSchema, type NegocioPerfil } from '@tarjeto/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export const negocioProfileQueryKey = ['negocio', 'profile'] as const;

const negocioProfileResponseSchema = z.object({
  success: z.literal(true),
  data: negocioPerfilSchema,
});

/** The signed-in business, with its establishments (SPEC §7 GET /api/negocio/profile). */
export async function getNegocioProfile(signal?: AbortSignal): Promise<NegocioPerfil> {
  const payload = await apiFetch<unknown>('/api/negocio/profile', { signal });
  return negocioProfileResponseSchema.parse(payload).data;
}

export function useNegocioProfile() {
  return useQuery({
    queryKey: negocioProfileQueryKey,
    queryFn: ({ signal }) => getNegocioProfile(signal),
  });
}
