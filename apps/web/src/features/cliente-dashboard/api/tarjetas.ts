import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { agregarTarjetaResponseSchema, tarjetasClienteResponseSchema } from '@tarjeto/shared';
import type { AgregarTarjetaBody, TarjetasCliente } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/** Everything of the customer's wallet lives under this key: a new card invalidates it all. */
export const CARTERA_KEY = ['cliente', 'cartera'] as const;
export const tarjetasQueryKey = [...CARTERA_KEY, 'tarjetas'] as const;

/** An answer this recent is not asked again when a screen opens: the route's loader just asked. */
export const RECIEN_MS = 5_000;

/**
 * The wallet changes where the app cannot see it — a visit at the counter, a canje — so its
 * screens read it again each time they open (unless the answer is seconds old: the opening
 * screen's route asked for it while its code loaded, app/precarga-inicio.ts) and when the customer
 * comes back to the app.
 */
export const AL_DIA = {
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) =>
    Date.now() - query.state.dataUpdatedAt > RECIEN_MS,
} as const;

/** GET /api/cliente/tarjetas: one card per business, and the weekly banner. */
export async function getTarjetas(signal?: AbortSignal): Promise<TarjetasCliente> {
  const payload = await apiFetch<unknown>('/api/cliente/tarjetas', { signal });
  return (payload as Respuesta<typeof tarjetasClienteResponseSchema>).data;
}

export const tarjetasQuery = () =>
  queryOptions({
    queryKey: tarjetasQueryKey,
    queryFn: ({ signal }) => getTarjetas(signal),
    ...AL_DIA,
  });

export const useTarjetas = () => useQuery(tarjetasQuery());

/** POST /api/cliente/tarjetas: adds a business by the code on its counter. */
export async function agregarTarjeta(body: AgregarTarjetaBody) {
  const payload = await apiFetch<unknown>('/api/cliente/tarjetas', { method: 'POST', body });
  return payload as Respuesta<typeof agregarTarjetaResponseSchema>;
}

export function useAgregarTarjeta() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: agregarTarjeta,
    // The new card, and the achievements it puts in reach.
    onSuccess: () => qc.invalidateQueries({ queryKey: CARTERA_KEY }),
  });
}
