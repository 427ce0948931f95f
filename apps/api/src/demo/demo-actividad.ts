import { instanteLocal, sumarDias } from '@tarjeto/shared';
import type { EventoNuevo } from '../modules/actividad/actividad.repository.ts';

// The owners' own doings in the demo's 'Actividad de la cuenta', besides what the services already
// recorded as the dataset was written (each Nexo's pairing, each promotion's creation, each canje,
// all at their backdated times): sign-ins every few days from the shop and from a phone, a
// mistyped password now and then, a download of the customer list. No random draw: the dataset's
// other numbers come from one seeded sequence that this must not shift. The addresses are from
// the ranges set aside for documentation (RFC 5737), never anyone's real one.

/** Days ago of each sign-in; the first is this morning. */
const DIAS_CON_SESION = [0, 2, 4, 7, 9, 11, 14, 16, 18, 21, 24, 28, 31, 35, 38, 42, 45, 49, 53, 57];

/** A wall-clock time on a business's clock (Mexico City unless said) as an instant. */
export const aLas = (dia: string, hora: number, minuto: number, zona = 'America/Mexico_City') =>
  new Date(
    instanteLocal(dia, `${String(hora).padStart(2, '0')}:${String(minuto).padStart(2, '0')}`, zona),
  );

/** Where the owner of demo business number `i` signs in from at the shop. */
export const IP_LOCAL_DEMO = (i: number) => `198.51.100.${10 + i}`;

/** The demo business number `i`'s activity, until `now` (today's date `hoy` on its `zona`). */
export function actividadDemo(i: number, hoy: string, now: Date, zona?: string): EventoNuevo[] {
  const local = IP_LOCAL_DEMO(i);
  const celular = `203.0.113.${40 + i * 3}`;
  const eventos: EventoNuevo[] = [];
  for (const [k, dias] of DIAS_CON_SESION.entries()) {
    const dia = sumarDias(hoy, -dias);
    // Opening up around 9, or a look at the figures in the evening from the phone.
    const enLocal = k % 3 !== 2;
    const en = aLas(dia, enLocal ? 8 + (k % 2) : 21, (i * 11 + k * 7) % 60, zona);
    if (en.getTime() > now.getTime()) continue;
    const ip = enLocal ? local : celular;
    if (k === 4) {
      // A mistyped password, then the right one a minute later.
      eventos.push({ accion: 'sesion.fallida', ip, en: new Date(en.getTime() - 60_000) });
    }
    eventos.push({ accion: 'sesion.iniciada', ip, en });
    if (k === 6) {
      eventos.push({
        accion: 'exportacion.descargada',
        detalle: { archivo: 'clientes.csv' },
        ip,
        en: new Date(en.getTime() + 4 * 60_000),
      });
    }
  }
  return eventos;
}
