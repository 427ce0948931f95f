import {
  debeAvisarSinConexion,
  NEXO_AVISO_SILENCIO_MS,
  NEXO_LATIDO_MS,
  ultimaSenal,
  type NexoLatido,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { registrarActividad } from '../actividad/actividad.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { nexoSinConexionMail } from '../mail/templates.ts';
import { claimOfflineAviso, findSilentNexos, markSeenByToken } from './nexo.repository.ts';

// Whether a paired device is there (DOMAIN §10). The kiosk beats once a minute while it is open
// and online; the dashboard reads the last sign of life (heartbeat or visit) as 'En línea',
// 'Visto hace …' or 'Sin conexión' (shared `estadoConexionNexo`), and a scheduled job tells the
// owner once when a device that used to beat has been silent for half an hour of opening time.

/** The heartbeat: one UPDATE that is also the token check; 401 when unknown or unpaired. */
export async function latido(db: Db, tokenHash: string, now = new Date()): Promise<NexoLatido> {
  if (!(await markSeenByToken(db, tokenHash, now))) throw new AppError('NEXO_NO_VINCULADO');
  return { vistoAt: now.toISOString(), latidoCadaMs: NEXO_LATIDO_MS };
}

const sinceText = (at: Date, zonaHoraria: string) =>
  new Intl.DateTimeFormat('es-MX', {
    timeZone: zonaHoraria,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

export interface AvisoDeps {
  mailer: Mailer;
  /** Where the owner's dashboard is, for the mail's link; none without PUBLIC_URL. */
  publicUrl: string | null;
  log: { error: (obj: object, msg: string) => void };
}

/**
 * The scheduled job: every live device that has beaten before and has now been silent for
 * NEXO_AVISO_SILENCIO_MS, all of it in its business's opening hours, gets one 'nexo.sin_conexion'
 * in the business's Actividad (by 'sistema') and one mail to the owner. Idempotent and safe with
 * several instances: each notice is claimed by a conditional UPDATE in the transaction that
 * records the event, so only one instance records and mails it; the mail goes after the commit
 * (never inside a transaction). A device heard from again may be noticed again later. Returns how
 * many notices it gave.
 */
export async function notifyOfflineNexos(db: Db, deps: AvisoDeps, now = new Date()) {
  const hasta = new Date(now.getTime() - NEXO_AVISO_SILENCIO_MS);
  let avisos = 0;
  for (const n of await findSilentNexos(db, hasta)) {
    if (!debeAvisarSinConexion(n, now)) continue;
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimOfflineAviso(tx, n.nexoId, hasta, now))) return false;
      await registrarActividad(
        tx,
        { negocioId: n.negocioId },
        { accion: 'nexo.sin_conexion', actor: 'sistema', nexoId: n.nexoId, en: now },
      );
      return true;
    });
    if (!claimed) continue;
    avisos++;
    const enlace = deps.publicUrl
      ? `${deps.publicUrl.replace(/\/$/, '')}/negocio-dashboard/nexo?establecimiento=${n.establecimientoId}`
      : null;
    try {
      await deps.mailer.send(
        nexoSinConexionMail(n.email, {
          nexo: n.nombre,
          establecimiento: n.establecimiento,
          desde: sinceText(ultimaSenal(n.vistoAt, n.ultimoUso)!, n.zonaHoraria),
          enlace,
        }),
      );
    } catch (err) {
      // The notice stays in Actividad; a mail that could not leave is not tried again.
      deps.log.error({ err, nexoId: n.nexoId }, 'no se pudo enviar el aviso de Nexo sin conexión');
    }
  }
  return avisos;
}
