import { useMutation } from '@tanstack/react-query';
import type { messageResponseSchema } from '@tarjeto/shared';
import { type EliminarCuentaBody } from '@tarjeto/shared';
import { apiFetch, type Respuesta } from '../../../lib/api-client.ts';

/** Where each kind of account is deleted (DOMAIN §8): the session says whose. */
export const RUTAS_ELIMINAR_CUENTA = {
  negocio: '/api/negocio/cuenta',
  cliente: '/api/cliente/cuenta',
} as const;
export type TipoCuenta = keyof typeof RUTAS_ELIMINAR_CUENTA;

/** Deletes the session's account and its data, confirmed with the password. */
export async function eliminarCuenta(tipo: TipoCuenta, body: EliminarCuentaBody) {
  const payload = await apiFetch<unknown>(RUTAS_ELIMINAR_CUENTA[tipo], { method: 'DELETE', body });
  return payload as Respuesta<typeof messageResponseSchema>;
}

export const useEliminarCuenta = (tipo: TipoCuenta) =>
  useMutation({ mutationFn: (body: EliminarCuentaBody) => eliminarCuenta(tipo, body) });
