import { startTransition, useCallback, useEffect, useState } from 'react';
import type { NegocioDestacado } from '@tarjeto/shared';
import { apiFetch } from '../../../lib/api-client.ts';

// The landing is the one page a phone opens cold, and it must run without TanStack Query or zod
// (issue 12: ≤ 100 KB of JavaScript before it shows anything). So this read is a plain fetch in
// an effect, and the answer is trusted as typed: the API builds it with the shared
// negociosDestacadosResponseSchema, and the page only reads the list.

export type EstadoDestacados =
  | { status: 'pending' }
  | { status: 'error'; reintentando: boolean }
  | { status: 'success'; data: NegocioDestacado[] };

/** The sample businesses of the landing's carousel (public, no session needed). */
export async function getNegociosDestacados(signal?: AbortSignal): Promise<NegocioDestacado[]> {
  const payload = await apiFetch<{ data?: unknown }>('/api/negocios/destacados', { signal });
  if (!Array.isArray(payload?.data))
    throw new Error('Respuesta inesperada de /negocios/destacados');
  return payload.data as NegocioDestacado[];
}

/**
 * The carousel's data: pending on the first render (as in the prerendered page, so hydration
 * matches), then the list or an error with `reintentar`.
 */
export function useNegociosDestacados() {
  const [estado, setEstado] = useState<EstadoDestacados>({ status: 'pending' });
  const [intento, setIntento] = useState(0);

  useEffect(() => {
    const control = new AbortController();
    getNegociosDestacados(control.signal).then(
      (data) => {
        // A transition: drawing the cards yields to the visitor's taps and scrolls.
        if (!control.signal.aborted) startTransition(() => setEstado({ status: 'success', data }));
      },
      () => {
        if (!control.signal.aborted) setEstado({ status: 'error', reintentando: false });
      },
    );
    return () => control.abort();
  }, [intento]);

  const reintentar = useCallback(() => {
    setEstado((e) => (e.status === 'error' ? { status: 'error', reintentando: true } : e));
    setIntento((n) => n + 1);
  }, []);

  return { ...estado, reintentar };
}
