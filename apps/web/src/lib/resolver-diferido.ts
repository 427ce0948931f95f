import type { FieldValues, Resolver } from 'react-hook-form';
import { cargaUnaVez } from './carga-una-vez.ts';

/**
 * A form's resolver whose code — zod, the shared request schema, the adapter — is fetched when
 * the form is first validated, or earlier with `precargar` (when the person reaches for the form),
 * instead of with the screen that shows it: a screen that mostly reads keeps zod out of its first
 * load (decision 005). A failed fetch is retried on the next use.
 */
export function resolverDiferido<TEntrada extends FieldValues, TSalida = TEntrada>(
  cargar: () => Promise<Resolver<TEntrada, unknown, TSalida>>,
) {
  const obtener = cargaUnaVez(cargar);
  const resolver: Resolver<TEntrada, unknown, TSalida> = async (values, context, options) =>
    (await obtener())(values, context, options);
  return { resolver, precargar: () => void obtener().catch(() => undefined) };
}
