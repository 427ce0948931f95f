import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { registrarActividad } from '../actividad/actividad.repository.ts';
import {
  findClavesRegistradas,
  findNegocioParaAlertas,
  findNombres,
  lockAlertasDe,
} from './alertas.repository.ts';
import { CLAVES_DURAN_MS, codigosFallidos, REGLAS_ALERTA, type AlertaNueva } from './reglas.ts';

// Alertas (DOMAIN §10, issue 25 part C): how an alert is raised, and the one rule evaluated where
// it happens — a device's run of wrong codes, counted where the codes are refused, off the visit's
// counted path. The other rules run in the scheduler's tick (revision.service.ts). An alert is an
// Actividad event by 'sistema', raised once per rule key: under the business's advisory lock, a
// key already recorded is not recorded again, so two instances — or two ticks looking at the same
// window — raise it once.

/**
 * Records the alerts whose key is new for the business. A first look without the lock leaves
 * out what is known (most ticks raise nothing); what is left is checked again under the lock and
 * written in one short transaction. Returns how many were raised.
 */
export async function registrarAlertas(
  db: Db,
  negocioId: string,
  alertas: readonly AlertaNueva[],
  now: Date,
) {
  const unicas = [...new Map(alertas.map((a) => [a.clave, a])).values()];
  if (unicas.length === 0) return 0;
  const desde = new Date(now.getTime() - CLAVES_DURAN_MS);
  const vistas = await findClavesRegistradas(
    db,
    negocioId,
    unicas.map((a) => a.clave),
    desde,
  );
  const nuevas = unicas.filter((a) => !vistas.has(a.clave));
  if (nuevas.length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockAlertasDe(tx, negocioId);
    const ya = await findClavesRegistradas(
      tx,
      negocioId,
      nuevas.map((a) => a.clave),
      desde,
    );
    let n = 0;
    for (const a of nuevas) {
      if (ya.has(a.clave)) continue;
      await registrarActividad(
        tx,
        { negocioId },
        {
          accion: a.accion,
          actor: 'sistema',
          nexoId: a.nexoId,
          miembroId: a.miembroId,
          detalle: {
            texto: a.texto,
            clave: a.clave,
            ...(a.clienteId ? { cliente: a.clienteId } : {}),
          },
          en: now,
        },
      );
      n++;
    }
    return n;
  });
}

/** The device a wrong code came from. */
export interface NexoDelFallido {
  nexoId: string;
  negocioId: string;
  zonaHoraria: string;
  /** Who was serving at it. */
  miembroId?: string | null | undefined;
}

/** The limiter key of a device's run of wrong codes (customer and canje codes alike). */
export const claveRachaFallidos = (nexoId: string) => `alerta:fallidos:${nexoId}`;

/**
 * One more wrong code (a customer's or a canje's) from a device, counted for the alert in the
 * rate limiter — the database's or Redis, whichever the limits live in — whose count is atomic:
 * exactly one request sees it reach the threshold in a window, and that one raises the alert.
 * Only ever called on a refused code, so a counted visit never pays for it.
 */
export async function vigilarCodigoFallido(
  db: Db,
  limiter: RateLimiter,
  nexo: NexoDelFallido,
  now = new Date(),
) {
  const regla = REGLAS_ALERTA['alerta.codigos_fallidos'];
  const { count } = await limiter.hit(claveRachaFallidos(nexo.nexoId), regla.min, regla.ventanaMs);
  if (count !== regla.min) return false;
  const negocio = await findNegocioParaAlertas(db, nexo.negocioId);
  if (!negocio) return false;
  const nombres = await findNombres(db, nexo.negocioId);
  const alerta = codigosFallidos(negocio, nexo.nexoId, nexo.miembroId ?? null, nombres, now);
  return (await registrarAlertas(db, nexo.negocioId, [alerta], now)) === 1;
}
