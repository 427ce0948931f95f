import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Audiencia,
  audienciaResponseSchema,
  Campana,
  campanaResponseSchema,
  campanasResponseSchema,
  CrearCampana,
  SegmentoCampana,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { AVISOS_KEY } from './automatizaciones.ts';

// Campaigns (issue 28 part C): the list, the audience of a segment before anything goes, creating
// one (now or scheduled) and cancelling a scheduled one.

export const campanasQueryKey = [...AVISOS_KEY, 'campanas'] as const;

export const useCampanas = () =>
  useQuery({
    queryKey: campanasQueryKey,
    queryFn: async ({ signal }): Promise<Campana[]> =>
      (
        await apiFetch<Respuesta<typeof campanasResponseSchema>>('/api/negocio/avisos/campanas', {
          signal,
        })
      ).data.campanas,
  });

export async function getAudiencia(
  segmento: SegmentoCampana,
  signal?: AbortSignal,
): Promise<Audiencia> {
  const payload = await apiFetch<Respuesta<typeof audienciaResponseSchema>>(
    '/api/negocio/avisos/audiencia',
    { method: 'POST', body: { segmento }, signal },
  );
  return payload.data;
}

/**
 * Whom a campaign to `segmento` reaches now; null: the segment is not valid yet (nothing asked).
 * While a new segment is counted, the last count stays on screen.
 */
export const useAudiencia = (segmento: SegmentoCampana | null) =>
  useQuery({
    queryKey: [...AVISOS_KEY, 'audiencia', segmento] as const,
    queryFn: ({ signal }) => getAudiencia(segmento!, signal),
    enabled: segmento !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useCrearCampana() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CrearCampana) =>
      apiFetch<Respuesta<typeof campanaResponseSchema>>('/api/negocio/avisos/campanas', {
        method: 'POST',
        body,
      }),
    onSuccess: (res) => {
      qc.setQueryData<Campana[]>(campanasQueryKey, (lista) => [
        res.data,
        ...(lista ?? []).filter((c) => c.campanaID !== res.data.campanaID),
      ]);
      return qc.invalidateQueries({ queryKey: AVISOS_KEY });
    },
  });
}

export function useCancelarCampana() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (campanaID: string) =>
      apiFetch<Respuesta<typeof campanaResponseSchema>>(
        `/api/negocio/avisos/campanas/${encodeURIComponent(campanaID)}`,
        { method: 'DELETE' },
      ),
    onSuccess: (res) => {
      qc.setQueryData<Campana[]>(campanasQueryKey, (lista) =>
        lista?.map((c) => (c.campanaID === res.data.campanaID ? res.data : c)),
      );
    },
  });
}
