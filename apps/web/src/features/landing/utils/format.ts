// es-MX formatting for the landing's figures (BRAND.md: numbers and money in es-MX). Each
// formatter is made on first use: the first Intl object of a page costs the phone some 25 ms
// (the locale's data), and the dashboards load this module too (its header's logo) without
// formatting anything here (issue 12).
import { perezoso } from '../../../lib/perezoso.ts';
import { formatEntero } from '../../../lib/numero.ts';

const pesos = perezoso(
  () =>
    new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: 'MXN',
      maximumFractionDigits: 0,
    }),
);
const porcentaje = perezoso(() => new Intl.NumberFormat('es-MX', { style: 'percent' }));

export const formatNumero = (n: number) => formatEntero(n);
export const formatPesos = (n: number) => pesos().format(n);
export const formatPorcentaje = (fraccion: number) => porcentaje().format(fraccion);
