import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  enlaceGoogleResponseSchema,
  PasesCliente,
  pasesClienteResponseSchema,
  quitarPasesResponseSchema,
} from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';
import { ERROR_ENLACE_GOOGLE } from '../lib/copy.ts';

// The card in the phone's own wallet (DOMAIN §11): which wallets the server offers, the cards the
// customer has in them, Google's save link, Apple's pass file and removing them all.

/**
 * Under the customer's wallet key (['cliente', 'cartera'], CARTERA_KEY of Inicio's cards), so a
 * new card refreshes these too. Spelled here, as Lugares does, because features do not import each
 * other (STYLE.md); pases.test.ts checks the two keys stay together.
 */
export const PASES_KEY = ['cliente', 'cartera', 'pases'] as const;

/** GET /api/cliente/pases */
export async function getPases(signal?: AbortSignal): Promise<PasesCliente> {
  const payload = await apiFetch<unknown>('/api/cliente/pases', { signal });
  return (payload as Respuesta<typeof pasesClienteResponseSchema>).data;
}

export function usePases() {
  return useQuery({
    queryKey: PASES_KEY,
    queryFn: ({ signal }) => getPases(signal),
    // The customer comes back from Google's page or Apple's sheet with the card saved (or not).
    refetchOnWindowFocus: true,
  });
}

/** POST /api/cliente/pases/google: a fresh save link for the card at that business. */
export async function getEnlaceGoogle(negocioID: string): Promise<string> {
  const payload = await apiFetch<unknown>('/api/cliente/pases/google', {
    method: 'POST',
    body: { negocioID },
  });
  return (payload as Respuesta<typeof enlaceGoogleResponseSchema>).data.url;
}

/** Only a web address leaves the page: never a `javascript:` or other scheme. */
function abrirEnlace(url: string) {
  let destino: URL;
  try {
    destino = new URL(url, window.location.href);
  } catch {
    throw new Error(ERROR_ENLACE_GOOGLE);
  }
  if (destino.protocol !== 'https:' && destino.protocol !== 'http:')
    throw new Error(ERROR_ENLACE_GOOGLE);
  window.location.assign(destino.href);
}

/** Asks for the link, then goes to Google's page, which offers the card to Google Wallet. */
export function useAgregarAGoogle() {
  return useMutation({
    mutationFn: async (negocioID: string) => {
      const url = await getEnlaceGoogle(negocioID);
      abrirEnlace(url);
      return url;
    },
  });
}

/**
 * GET /api/cliente/pases/apple/{negocioID}: the .pkpass file. A plain link, so that Safari on an
 * iPhone opens it in Apple Wallet's own sheet.
 */
export const enlaceApple = (negocioID: string) =>
  `/api/cliente/pases/apple/${encodeURIComponent(negocioID)}`;

/** DELETE /api/cliente/pases: every card out of the phone's wallets; their codes stop working. */
export async function quitarPases() {
  const payload = await apiFetch<unknown>('/api/cliente/pases', { method: 'DELETE' });
  return payload as Respuesta<typeof quitarPasesResponseSchema>;
}

export function useQuitarPases() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: quitarPases,
    onSettled: () => qc.invalidateQueries({ queryKey: PASES_KEY }),
  });
}
