import { DEFAULT_NIVELES_PROGRAMA } from '@tarjeto/shared';

/**
 * What a sample card at `nivel` aims for next, read from the standard programme (Bronce 6, Plata 8,
 * Oro 12, Rubí 15), so the landing's cards show the same goals a new business starts with.
 */
export function siguienteMeta(nivel: number): {
  meta: number | null;
  siguienteNivel: number | null;
} {
  const siguiente = DEFAULT_NIVELES_PROGRAMA.find((n) => n.nivel === nivel + 1);
  return siguiente
    ? { meta: siguiente.visitasRequeridas, siguienteNivel: siguiente.nivel }
    : { meta: null, siguienteNivel: null };
}
