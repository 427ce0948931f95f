import { NIVELES, SIN_NIVEL } from '@tarjeto/shared';

// Level colours as literal Tailwind classes (BRAND.md: fixed per level, on every badge and chart),
// solid for "with your changes" and faded for "today".
export const NIVEL_SOLIDO: Record<number, string> = {
  0: 'bg-nivel-todos',
  1: 'bg-nivel-bronce',
  2: 'bg-nivel-plata',
  3: 'bg-nivel-oro',
  4: 'bg-nivel-rubi',
};
export const NIVEL_SUAVE: Record<number, string> = {
  0: 'bg-nivel-todos/40',
  1: 'bg-nivel-bronce/40',
  2: 'bg-nivel-plata/40',
  3: 'bg-nivel-oro/40',
  4: 'bg-nivel-rubi/40',
};
export const NIVEL_BORDE: Record<number, string> = {
  0: 'border-l-nivel-todos',
  1: 'border-l-nivel-bronce',
  2: 'border-l-nivel-plata',
  3: 'border-l-nivel-oro',
  4: 'border-l-nivel-rubi',
};

/**
 * Names for the five rows (0 … 4): level 0 is no level yet ('Sin nivel'), the others the business's
 * own names, or the defaults while one is blank.
 */
export const nombresDeNiveles = (nombres: ReadonlyArray<{ nivel: number; nombre: string }>) =>
  NIVELES.map((n) =>
    n.nivel === 0 ? SIN_NIVEL : nombres.find((x) => x.nivel === n.nivel)?.nombre.trim() || n.nombre,
  );
