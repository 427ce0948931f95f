import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfertaCliente, ofertasClienteResponseSchema } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { AL_DIA, CARTERA_KEY } from './tarjetas.ts';

export const ofertasHoyQueryKey = [...CARTERA_KEY, 'ofertas-hoy'] as const;

/** Inicio's 'Ofertas de hoy': the offers of the wallet's businesses the customer can use now. */
export async function getOfertasHoy(signal?: AbortSignal): Promise<OfertaCliente[]> {
  const payload = await apiFetch<Respuesta<typeof ofertasClienteResponseSchema>>(
    '/api/cliente/promociones',
    { signal },
  );
  return payload.data.ofertas.filter((o) => o.estado === 'disponible');
}

export const ofertasHoyQuery = () =>
  queryOptions({
    queryKey: ofertasHoyQueryKey,
    queryFn: ({ signal }) => getOfertasHoy(signal),
    ...AL_DIA,
  });

export const useOfertasHoy = () => useQuery(ofertasHoyQuery());
