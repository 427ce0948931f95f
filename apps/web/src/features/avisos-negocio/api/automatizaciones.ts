import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Automatizacion,
  automatizacionesResponseSchema,
  automatizacionResponseSchema,
  GuardarAutomatizacion,
  TipoAutomatizacion,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

// The business's automations (issue 28 part B): GET the five, PUT one (on/off, text, promotion).

export const AVISOS_KEY = ['avisos-negocio'] as const;
export const automatizacionesQueryKey = [...AVISOS_KEY, 'automatizaciones'] as const;

export async function getAutomatizaciones(signal?: AbortSignal): Promise<Automatizacion[]> {
  const payload = await apiFetch<Respuesta<typeof automatizacionesResponseSchema>>(
    '/api/negocio/avisos/automatizaciones',
    { signal },
  );
  return payload.data.automatizaciones;
}

export const useAutomatizaciones = () =>
  useQuery({
    queryKey: automatizacionesQueryKey,
    queryFn: ({ signal }) => getAutomatizaciones(signal),
  });

export async function guardarAutomatizacion({
  tipo,
  body,
}: {
  tipo: TipoAutomatizacion;
  body: GuardarAutomatizacion;
}) {
  return apiFetch<Respuesta<typeof automatizacionResponseSchema>>(
    `/api/negocio/avisos/automatizaciones/${encodeURIComponent(tipo)}`,
    { method: 'PUT', body },
  );
}

/** Saves one automation and puts the server's answer in the list at once. */
export function useGuardarAutomatizacion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: guardarAutomatizacion,
    onSuccess: (res) => {
      qc.setQueryData<Automatizacion[]>(automatizacionesQueryKey, (lista) =>
        lista?.map((a) => (a.tipo === res.data.tipo ? res.data : a)),
      );
    },
  });
}
