import type { FieldErrors } from '@tarjeto/shared';

// The API names a field's error by its dotted path ('tipoPromo.periodo.fechaFin'); the form names
// its fields the same way. These put each message on its field, and say which ones have none.

/** Every leaf of a value as a dotted path, in the order the form shows them. */
export function rutasDe(valor: unknown, prefijo = ''): string[] {
  if (valor === null || typeof valor !== 'object' || Array.isArray(valor)) return [prefijo];
  return Object.entries(valor).flatMap(([k, v]) => rutasDe(v, prefijo ? `${prefijo}.${k}` : k));
}

/**
 * Each server field error on a field of the form: its own path, or the first field inside it
 * (an error on 'tipoPromo.periodo' lands on its first date). Messages for paths the form has no
 * field for come back in `otros`, to be shown some other way.
 */
export function repartirErrores(fieldErrors: FieldErrors, rutas: readonly string[]) {
  const campos: Array<{ ruta: string; mensaje: string }> = [];
  const otros: string[] = [];
  for (const [clave, mensaje] of Object.entries(fieldErrors)) {
    const ruta = rutas.includes(clave) ? clave : rutas.find((r) => r.startsWith(`${clave}.`));
    if (ruta && !campos.some((c) => c.ruta === ruta)) campos.push({ ruta, mensaje });
    else if (!ruta) otros.push(mensaje);
  }
  // Focus goes to the first of them as the form shows them.
  campos.sort((a, b) => rutas.indexOf(a.ruta) - rutas.indexOf(b.ruta));
  return { campos, otros };
}
