import {
  CATEGORIAS,
  PERSONAL_STOPS,
  PRESUPUESTO_MARKETING_STOPS,
  RANGOS_PRECIOS,
} from '@tarjeto/shared';
import type { RangoPreciosId } from './tipos.ts';
import { perezoso } from '../../lib/perezoso.ts';

// How the wizard's answers read to people (SPEC §9): the last employee stop is '50+', the last
// budget stop '10K+', the others MXN in es-MX; categories by their Spanish names.

const mxn = perezoso(
  () =>
    new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: 'MXN',
      maximumFractionDigits: 0,
    }),
);

const ULTIMO_PERSONAL = PERSONAL_STOPS[PERSONAL_STOPS.length - 1]!;
const ULTIMO_PRESUPUESTO = PRESUPUESTO_MARKETING_STOPS[PRESUPUESTO_MARKETING_STOPS.length - 1]!;

export const formatPersonal = (n: number): string => (n >= ULTIMO_PERSONAL ? `${n}+` : String(n));

export const formatPersonalTexto = (n: number): string =>
  n >= ULTIMO_PERSONAL ? `${formatPersonal(n)} personas` : n === 1 ? '1 persona' : `${n} personas`;

export const formatPresupuesto = (n: number): string =>
  n >= ULTIMO_PRESUPUESTO ? '10K+' : mxn().format(n);

export const formatPresupuestoTexto = (n: number): string =>
  n >= ULTIMO_PRESUPUESTO ? `${mxn().format(n)} o más al mes` : `${mxn().format(n)} al mes`;

export const nombreCategoria = (id: string): string =>
  CATEGORIAS.find((c) => c.id === id)?.nombre ?? id;

/** A friendly name for each price range, shown with its $ signs and amounts. */
export const NOMBRE_RANGO: Record<RangoPreciosId, string> = {
  low: 'Económico',
  mid: 'Moderado',
  high: 'Alto',
  premium: 'Premium',
};

export const rangoPrecios = (id: string) => RANGOS_PRECIOS.find((r) => r.id === id) ?? null;

export const GRADIENT_NOMBRE = {
  dorado: 'Dorado',
  azul: 'Azul',
  rubi: 'Rubí',
  rosa: 'Rosa',
} as const;

/** es-MX weekday names in lower case, for labels like 'Apertura del lunes'. */
export const diaMinusculas = (nombre: string) => nombre.toLocaleLowerCase('es-MX');
