import { diaLargo } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { textoConCliente } from '../actividad/actividad.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resumenAlertasMail } from '../mail/templates.ts';
import {
  findAlertasDelDia,
  findResumenesPendientes,
  reclamarResumen,
} from './alertas.repository.ts';
import { hora } from './reglas.ts';

// The owner's daily digest of alerts (DOMAIN §10): the morning after a day with alerts — from
// HORA_DEL_RESUMEN on the business's own clock, before the shop opens — one mail lists that day's
// alerts (a day by the business's calendar, by when each was raised). Days without alerts send
// nothing. The scheduler asks every tick; a digest goes once, even with several instances: the
// first to insert its (business, day) row in `resumenes_alertas` sends it, after that insert has
// committed (never inside a transaction). A mail that could not leave is not tried again — the
// alerts stay in Actividad — as with the Nexo's silence notice.

/** The local hour from which yesterday's digest goes out. */
export const HORA_DEL_RESUMEN = 8;

export interface ResumenDeps {
  mailer: Mailer;
  /** Where the dashboard is, for the mail's link; none without PUBLIC_URL. */
  publicUrl: string | null;
  log: { error: (obj: object, msg: string) => void };
}

/** Sends every digest that is due at `now`. Returns how many went out. */
export async function enviarResumenesAlertas(db: Db, deps: ResumenDeps, now = new Date()) {
  let enviados = 0;
  for (const r of await findResumenesPendientes(db, now, HORA_DEL_RESUMEN)) {
    const alertas = await findAlertasDelDia(db, r.negocioId, r.fecha, r.zonaHoraria);
    if (alertas.length === 0) continue;
    if (!(await reclamarResumen(db, r.negocioId, r.fecha, now))) continue;
    const enlace = deps.publicUrl
      ? `${deps.publicUrl.replace(/\/$/, '')}/negocio-dashboard/ajustes/actividad?tipo=alertas`
      : null;
    try {
      await deps.mailer.send(
        resumenAlertasMail(r.email, {
          negocio: r.nombreComercial,
          dia: diaLargo(r.fecha),
          alertas: alertas.map((a) => ({
            hora: hora(a.creadoAt, r.zonaHoraria),
            texto: textoConCliente(a.texto ?? '', a.cliente),
          })),
          enlace,
        }),
      );
      enviados++;
    } catch (err) {
      deps.log.error({ err, negocioId: r.negocioId }, 'no se pudo enviar el resumen de alertas');
    }
  }
  return enviados;
}
