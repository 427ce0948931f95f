import { useCallback } from 'react';
import { useAgregarTarjeta } from '../features/cliente-dashboard/api/tarjetas.ts';
import type { AgregarACartera } from '../features/lugares/components/agregar-boton.tsx';

/**
 * 'Agregar a mi cartera' from 'Lugares' and the public page is the wallet's own call (POST
 * /api/cliente/tarjetas with the business code), so every card and list of the wallet refreshes.
 */
export function useAgregarACartera(): AgregarACartera {
  const { mutateAsync } = useAgregarTarjeta();
  return useCallback(
    async (codigoNegocio) => (await mutateAsync({ codigoNegocio })).message,
    [mutateAsync],
  );
}
