import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  codigoCanjeResponseSchema,
  messageResponseSchema,
  ofertasClienteResponseSchema,
} from '@tarjeto/shared';
import { type OfertaCliente } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/**
 * Under the customer's wallet key (['cliente', 'cartera'], the one adding a business invalidates):
 * a new business in the wallet brings its offers.
 */
export const OFERTAS_CLIENTE_KEY = ['cliente', 'cartera', 'ofertas'] as const;

/** Every offer of the customer's businesses, with their state for each. */
export async function getOfertasCliente(signal?: AbortSignal): Promise<OfertaCliente[]> {
  const payload = await apiFetch<unknown>('/api/cliente/promociones', { signal });
  return (payload as Respuesta<typeof ofertasClienteResponseSchema>).data.ofertas;
}

export const VIGILAR_MS = 3000;

/**
 * While the offer `abierta` has a live redemption code on screen, the list is asked again every
 * few seconds, so the offer turns 'used' as soon as the counter confirms it.
 */
export function useOfertasCliente({ abierta = null }: { abierta?: string | null } = {}) {
  return useQuery({
    queryKey: OFERTAS_CLIENTE_KEY,
    queryFn: ({ signal }) => getOfertasCliente(signal),
    refetchInterval: (q) =>
      abierta && q.state.data?.some((o) => o.publicID === abierta && o.codigoVigente)
        ? VIGILAR_MS
        : false,
  });
}

/** The customer opened the offer (the server counts one view per day). */
export async function registrarVista(publicID: string) {
  const payload = await apiFetch<unknown>(
    `/api/cliente/promociones/${encodeURIComponent(publicID)}/vista`,
    { method: 'POST', body: {} },
  );
  return payload as Respuesta<typeof messageResponseSchema>;
}

/** A 6-character code for the counter, valid 10 minutes (DOMAIN §6). */
export async function pedirCodigoCanje(promocionID: string) {
  const payload = await apiFetch<unknown>('/api/cliente/canjes', {
    method: 'POST',
    body: { promocionID },
  });
  return (payload as Respuesta<typeof codigoCanjeResponseSchema>).data;
}

export function usePedirCodigo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: pedirCodigoCanje,
    // The list then carries the live code, so reopening the offer shows it again.
    onSuccess: () => qc.invalidateQueries({ queryKey: OFERTAS_CLIENTE_KEY }),
  });
}
