// What Tarjeto costs a business ('Para negocios' › Precios). Prices in Mexican pesos with IVA
// included, paid month by month: no contract, no fee per visit or per canje, no equipment to buy.
// Customers never pay.

export interface Plan {
  id: 'inicio' | 'negocio' | 'sucursales';
  nombre: string;
  /** Monthly price in MXN, IVA included. */
  precioMensual: number;
  /** For Sucursales: each establishment beyond the first, per month. */
  precioSucursalExtra?: number;
  paraQuien: string;
  incluye: readonly string[];
  destacado?: boolean;
}

/** Customers with a card at a business on the free plan, this season. */
export const LIMITE_CLIENTES_GRATIS = 150;
/** Active promotions at once on the free plan. */
export const LIMITE_PROMOCIONES_GRATIS = 3;

export const PLANES: readonly Plan[] = [
  {
    id: 'inicio',
    nombre: 'Para empezar',
    precioMensual: 0,
    paraQuien: 'Para probar Tarjeto con tus clientes de siempre, sin pagar nada.',
    incluye: [
      '1 establecimiento con su Nexo',
      `Hasta ${LIMITE_CLIENTES_GRATIS} clientes con tarjeta por temporada`,
      'Niveles Bronce, Plata, Oro y Rubí con temporadas',
      `Hasta ${LIMITE_PROMOCIONES_GRATIS} promociones activas a la vez`,
      'Visitas de la semana, clientes frecuentes y nuevos',
    ],
  },
  {
    id: 'negocio',
    nombre: 'Negocio',
    precioMensual: 349,
    paraQuien: 'Para el local que ya tiene clientela y quiere que regrese más seguido.',
    incluye: [
      'Todo lo de Para empezar, sin límite de clientes',
      'Promociones, cupones, premios y eventos sin límite',
      'Estadísticas completas: horas pico, retención y uso de promociones',
      'Simulador de niveles antes de cambiar tu programa',
      'Exporta tus clientes y visitas cuando quieras',
      'Soporte por correo en días hábiles',
    ],
    destacado: true,
  },
  {
    id: 'sucursales',
    nombre: 'Sucursales',
    precioMensual: 349,
    precioSucursalExtra: 199,
    paraQuien: 'Para cuando tu negocio tiene más de un mostrador.',
    incluye: [
      'Todo lo del plan Negocio',
      'Cada establecimiento con su propio Nexo',
      'Una sola tarjeta: las visitas en cualquier sucursal suman',
      'Todas tus sucursales en un solo panel',
    ],
  },
];

/** What a business with `establecimientos` counters pays a month on a plan. */
export function costoMensual(plan: Plan, establecimientos = 1): number {
  const extra = Math.max(0, establecimientos - 1) * (plan.precioSucursalExtra ?? 0);
  return plan.precioMensual + extra;
}
