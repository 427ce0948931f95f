import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageResponseSchema } from '@tarjeto/shared';
import { ApiError, apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { establecimientoNexoQueryKey } from './get-establecimiento-nexo.ts';
import { negocioProfileQueryKey } from './get-negocio-profile.ts';

/** Unpairs the establishment's Nexo: its token stops working at once (DOMAIN §4). */
export async function unpairNexo(establecimientoID: string) {
  const payload = await apiFetch<unknown>(
    `/api/establecimiento/${encodeURIComponent(establecimientoID)}/unpair`,
    { method: 'POST' },
  );
  return payload as Respuesta<typeof messageResponseSchema>;
}

export function useUnpairNexo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unpairNexo,
    onSuccess: (_res, establecimientoID) => {
      // The establishment is disconnected now (SPEC §4): say so without waiting for a refetch.
      qc.setQueryData(establecimientoNexoQueryKey(establecimientoID), null);
      void qc.invalidateQueries({ queryKey: negocioProfileQueryKey });
    },
    onError: (err, establecimientoID) => {
      // 404: no Nexo to unpair (unpaired elsewhere). Ask again what the establishment has.
      if (err instanceof ApiError && err.status === 404) {
        void qc.invalidateQueries({ queryKey: establecimientoNexoQueryKey(establecimientoID) });
      }
    },
  });
}
