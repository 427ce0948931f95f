// es-MX formatting for the landing's figures (BRAND.md: numbers and money in es-MX).

const numero = new Intl.NumberFormat('es-MX');
const pesos = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});
const porcentaje = new Intl.NumberFormat('es-MX', { style: 'percent' });

export const formatNumero = (n: number) => numero.format(n);
export const formatPesos = (n: number) => pesos.format(n);
export const formatPorcentaje = (fraccion: number) => porcentaje.format(fraccion);
