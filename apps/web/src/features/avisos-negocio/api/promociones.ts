import { useQuery } from '@tanstack/react-query';
import type { Promocion, promocionListResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// The business's promotions, for the pickers of a message (the promotion it brings, the segment's
// 'used or never used'). The same call and key as Ofertas' list, so both share one cache.

export const usePromocionesDelNegocio = (negocioID: string) =>
  useQuery({
    queryKey: ['promociones', 'lista', negocioID, 'todas'] as const,
    queryFn: async ({ signal }): Promise<Promocion[]> =>
      (
        await apiFetch<Respuesta<typeof promocionListResponseSchema>>(
          `/api/promocion?${new URLSearchParams({ negocioID })}`,
          { signal },
        )
      ).data,
  });
