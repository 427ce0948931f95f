// The paired kiosk's first data, asked for before React draws anything (issue 29, target 5): the
// route's module starts 'who may serve here' and 'yo' as soon as it runs, with the stored pairing,
// while the first render is still to come; the screen's queries then take those answers instead
// of asking once the screen has rendered (its "¿Quién atiende?" is the largest thing it paints).

/** An answer asked for early is taken only this soon after: later, the query asks again. */
const VIGENCIA_MS = 10_000;

const pendientes = new Map<string, { promesa: Promise<unknown>; desde: number }>();

/** Starts a call now, kept under `clave` for the query that will want it. */
export function adelantar(clave: string, pedir: () => Promise<unknown>) {
  const promesa = pedir();
  // Its failure is the query's to handle, once taken; until then it is no unhandled rejection.
  promesa.catch(() => {});
  pendientes.set(clave, { promesa, desde: Date.now() });
}

/** The call started early under `clave`, once and while fresh; otherwise undefined. */
export function tomarAdelanto<T>(clave: string): Promise<T> | undefined {
  const pendiente = pendientes.get(clave);
  pendientes.delete(clave);
  if (!pendiente || Date.now() - pendiente.desde > VIGENCIA_MS) return undefined;
  return pendiente.promesa as Promise<T>;
}
