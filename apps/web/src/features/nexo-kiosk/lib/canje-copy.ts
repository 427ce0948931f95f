import { CLASE_PROMO_NOMBRE, nombreNivel, type Canje, type ClasePromo } from '@tarjeto/shared';
import { horaEnZona } from '../../../lib/formato-fecha.ts';
import type { CanjeStep } from './canje-outcome.ts';
import { zonaDelDispositivo } from './zona-kiosk.ts';
import { formatEntero } from '../../../lib/numero.ts';

// The words of promotions and redemptions at the counter (BRAND.md voice: tú to the staff, warm and
// short; numbers and times in es-MX).

/** What the dashboard's quick tiles call each kind (shared): Promoción, Cupón, Premio, Evento. */
export const claseTexto = (clase: ClasePromo) => CLASE_PROMO_NOMBRE[clase].singular;

/** "Quedan 12" / "Queda 1" / "Ya no quedan": what is left of an exclusivo's stock. */
export function quedanTexto(restantes: number): string {
  if (restantes <= 0) return 'Ya no quedan';
  return restantes === 1 ? 'Queda 1' : `Quedan ${formatEntero(restantes)}`;
}

/** The level a promotion asks for, as its flag reads aloud: "Nivel Oro", "Para todos". */
export const nivelReqTexto = (nivelReq: number) =>
  nivelReq > 0 ? `Nivel ${nombreNivel(nivelReq)}` : 'Para todos';

/** "¿Canjear 2x1 en tacos para Ana López?" */
export const preguntaCanje = (titulo: string, nombre: string | null) =>
  nombre ? `¿Canjear ${titulo} para ${nombre}?` : `¿Canjear ${titulo}?`;

/** "18:42": when a redemption was made, on the shop's clock (24-hour, like the whole product). */
export function horaCanje(iso: string, zona: string = zonaDelDispositivo()): string {
  return Number.isNaN(new Date(iso).getTime()) ? '' : horaEnZona(iso, zona);
}

/** The first name, for a short button: "Volver con Ana". */
export const primerNombre = (nombre: string) => nombre.trim().split(/\s+/)[0] ?? nombre;

export const TITULO_CANJE_HECHO = '¡Canje realizado!';
export const TITULO_CANJE_RECHAZADO = 'No se pudo canjear';
export const SIN_CONEXION_TITULO = 'Sin conexión';
export const SIN_CONEXION_TEXTO =
  'Para canjear se necesita conexión: así revisamos existencias y límites al momento. Revísala e inténtalo de nuevo.';
export const SIN_RESPUESTA_TITULO = 'No pudimos confirmar el canje';
export const SIN_RESPUESTA_TEXTO =
  'Tarjeto no respondió. Revisa la conexión e inténtalo de nuevo: no se canjeará dos veces.';

/** "¡Canje realizado! 2x1 en tacos para Ana López. Quedan 4." */
export function resumenCanje(canje: Canje): string {
  const quedan = canje.restantes === null ? '' : ` ${quedanTexto(canje.restantes)}.`;
  return `${TITULO_CANJE_HECHO} ${canje.promocion.titulo} para ${canje.cliente.nombre}.${quedan}`;
}

/** What screen readers hear as each step shows (the confirm question is read by its dialog). */
export function anuncioCanje(step: CanjeStep): string {
  switch (step.step) {
    case 'confirm':
      return '';
    case 'sending':
      return step.intento > 1 ? 'Sin respuesta. Intentando de nuevo…' : 'Canjeando…';
    case 'done':
      return resumenCanje(step.canje);
    case 'refused':
      return `${TITULO_CANJE_RECHAZADO}. ${step.message}`;
    case 'unconfirmed':
      return step.reason === 'offline'
        ? `${SIN_CONEXION_TITULO}. ${SIN_CONEXION_TEXTO}`
        : `${SIN_RESPUESTA_TITULO}. ${SIN_RESPUESTA_TEXTO}`;
  }
}

/** "Tiene 2 promociones para canjear." for the result's announcement. */
export const promocionesTexto = (n: number) =>
  n === 1 ? 'Tiene 1 promoción para canjear.' : `Tiene ${n} promociones para canjear.`;
