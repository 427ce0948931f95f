import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NegocioPerfil } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { negocioProfileQueryKey } from '../../nexo/api/get-negocio-profile.ts';

// The counter poster was printed (issue 26 B6): recorded on the business
// (POST /api/negocio/cartel/impreso, the first date kept), read back as the profile's
// `cartelImpresoAt`, so Inicio's start checklist ticks it on any device.

export async function marcarCartelImpreso(): Promise<void> {
  await apiFetch('/api/negocio/cartel/impreso', { method: 'POST', body: {} });
}

export function useMarcarCartelImpreso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marcarCartelImpreso,
    onSuccess: () => {
      // Ticked at once; the next read of the profile brings the server's date.
      queryClient.setQueryData<NegocioPerfil>(negocioProfileQueryKey, (p) =>
        p && !p.cartelImpresoAt ? { ...p, cartelImpresoAt: new Date().toISOString() } : p,
      );
      void queryClient.invalidateQueries({ queryKey: negocioProfileQueryKey });
    },
  });
}
