import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Coordenadas,
  NegocioPerfil,
  ubicacionEstablecimientoResponseSchema,
} from '@tarjeto/shared';
import { negocioProfileQueryKey } from '../../features/nexo/api/get-negocio-profile.ts';
import { apiFetch, type Respuesta } from '../../lib/api-client.ts';

// PUT /api/establecimiento/ubicacion: an establishment's place on the map, or null to clear it.
// The profile's cached copy (its establishments) is where both the Nexo screen and 'Mi negocio'
// read it; the profile query key lives with the Nexo feature, as every other writer of it uses.

export interface GuardarUbicacion {
  establecimientoID: string;
  coordenadas: Coordenadas | null;
}

export async function guardarUbicacion(body: GuardarUbicacion) {
  const payload = await apiFetch<unknown>('/api/establecimiento/ubicacion', {
    method: 'PUT',
    body,
  });
  return payload as Respuesta<typeof ubicacionEstablecimientoResponseSchema>;
}

export function useGuardarUbicacion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: guardarUbicacion,
    onSuccess: ({ data }) => {
      // Shown at once from the answer, then confirmed by a fresh profile.
      qc.setQueryData<NegocioPerfil>(negocioProfileQueryKey, (p) =>
        p
          ? {
              ...p,
              establecimientos: p.establecimientos.map((e) =>
                e.establecimientoID === data.establecimientoID
                  ? { ...e, coordenadas: data.coordenadas }
                  : e,
              ),
            }
          : p,
      );
      void qc.invalidateQueries({ queryKey: negocioProfileQueryKey });
    },
  });
}
