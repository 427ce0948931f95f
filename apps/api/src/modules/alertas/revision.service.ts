import { fechaLocal } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { VENTANA_SIN_CONEXION_MS } from '../visitas/visitas.service.ts';
import {
  contarVisitasPorSemana,
  findCanjesRecientes,
  findNegociosConActividad,
  findNombres,
  findVinculaciones,
  findVisitasRecibidas,
} from './alertas.repository.ts';
import { registrarAlertas } from './alertas.service.ts';
import {
  actividadFueraDeHorario,
  canjesSinEscaneo,
  clientesFrecuentes,
  lunesDe,
  rafagas,
  REGLAS_ALERTA,
  REVISION_MAX_FILAS,
  REVISION_MS,
  revinculaciones,
  type Negocio,
  type VisitaVista,
} from './reglas.ts';

// The scheduler's look at the counter (DOMAIN §10, issue 25 part C): every few minutes, each
// business where something happened lately has the rules of REGLAS_ALERTA run over what arrived in
// the last REVISION_MS — bounded work, every read an index range of one business — and whatever
// looks wrong is raised once (registrarAlertas). Nothing here runs on the visit's path.

/** The weeks' counts the same-employee rule needs, for the pairs that have a visit just now. */
async function semanasDe(db: Db, negocio: Negocio, visitas: readonly VisitaVista[], now: Date) {
  const conPersona = visitas.filter((v) => v.miembroId && v.clienteId);
  if (conPersona.length === 0) return [];
  const lunes = conPersona.map((v) => lunesDe(fechaLocal(v.fecha, negocio.zonaHoraria)));
  const semanas = await contarVisitasPorSemana(db, negocio.id, {
    personas: [...new Set(conPersona.map((v) => v.miembroId!))],
    clientes: [...new Set(conPersona.map((v) => v.clienteId!))],
    desde: lunes.reduce((a, b) => (a < b ? a : b)),
    hasta: lunes.reduce((a, b) => (a > b ? a : b)),
    now,
  });
  // Only the pairs and weeks that just had a visit: an old week is not looked at again.
  const recientes = new Set(conPersona.map((v, i) => `${v.miembroId}:${v.clienteId}:${lunes[i]}`));
  return semanas.filter((s) => recientes.has(`${s.miembroId}:${s.clienteId}:${s.lunes}`));
}

/**
 * Every rule of the scheduler over one business's last REVISION_MS up to `now`: what looks wrong
 * is raised (once per key). Returns how many alerts it raised.
 */
export async function evaluarAlertas(db: Db, negocio: Negocio, now = new Date()) {
  const desde = new Date(now.getTime() - REVISION_MS);
  const sinEscaneo = REGLAS_ALERTA['alerta.canje_sin_escaneo'];
  const pareo = REGLAS_ALERTA['alerta.revinculaciones'];
  const visitas = await findVisitasRecibidas(db, negocio.id, {
    desde,
    now,
    atrasoMax: VENTANA_SIN_CONEXION_MS,
    max: REVISION_MAX_FILAS.visitas,
  });
  const canjes = await findCanjesRecientes(db, negocio.id, {
    desde,
    now,
    ventanaMs: sinEscaneo.ventanaMs,
    holguraMs: sinEscaneo.holguraMs,
    max: REVISION_MAX_FILAS.canjes,
  });
  const vinculaciones = await findVinculaciones(
    db,
    negocio.id,
    new Date(desde.getTime() - pareo.ventanaMs),
    now,
  );
  if (visitas.length === 0 && canjes.length === 0 && !vinculaciones.some((v) => v.creadoAt > desde))
    return 0;
  const nombres = await findNombres(db, negocio.id);
  const semanas = await semanasDe(db, negocio, visitas, now);
  return registrarAlertas(
    db,
    negocio.id,
    [
      ...clientesFrecuentes(negocio, semanas, nombres),
      ...actividadFueraDeHorario(negocio, visitas, canjes, nombres, now),
      ...rafagas(negocio, visitas, nombres),
      ...canjesSinEscaneo(negocio, canjes, nombres),
      ...revinculaciones(negocio, vinculaciones, nombres, desde),
    ],
    now,
  );
}

export interface AlertasDeps {
  log: { error: (obj: object, msg: string) => void };
}

/**
 * The scheduled job: the rules over every business where something happened lately. A business
 * whose evaluation fails is logged and the others go on. Returns how many alerts it raised.
 */
export async function vigilarAlertas(db: Db, deps: AlertasDeps, now = new Date()) {
  let n = 0;
  for (const negocio of await findNegociosConActividad(
    db,
    new Date(now.getTime() - REVISION_MS),
    now,
  )) {
    try {
      n += await evaluarAlertas(db, negocio, now);
    } catch (err) {
      deps.log.error({ err, negocioId: negocio.id }, 'no se pudieron revisar las alertas');
    }
  }
  return n;
}
