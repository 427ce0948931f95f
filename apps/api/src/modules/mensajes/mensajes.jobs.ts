import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { repartirCampanas } from './campanas.service.ts';
import { evaluarAutomatizaciones, type Carteras } from './decision.service.ts';
import { DESPACHO_CADA_MS, despacharPendientes, type DespachoDeps } from './despacho.service.ts';

// The messages' work, run by every instance (each step claims what it does): every 2 s the
// campaigns whose time came are decided and what is due is sent; every 5 minutes the automations
// look for whom they are for now.

export const AUTOMATIZACIONES_CADA_MS = 5 * 60 * 1000;

export function iniciarMensajes(
  deps: DespachoDeps & { carteras: Carteras },
  opciones: { cadaMs?: number; automatizacionesCadaMs?: number } = {},
) {
  const db: Db = deps.db;
  const log: FastifyBaseLogger = deps.log;
  const cadaMs = opciones.cadaMs ?? DESPACHO_CADA_MS;
  const autoCadaMs = opciones.automatizacionesCadaMs ?? AUTOMATIZACIONES_CADA_MS;
  let parar = false;
  let ronda: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let ultimaEvaluacion = 0;
  const ahora = () => deps.ahora?.() ?? new Date();
  const tick = () => {
    ronda = (async () => {
      if (Date.now() - ultimaEvaluacion >= autoCadaMs) {
        ultimaEvaluacion = Date.now();
        try {
          const r = await evaluarAutomatizaciones(db, ahora(), deps.carteras);
          if (r.mensaje + r.control > 0) log.info(r, 'automatizaciones: avisos decididos');
        } catch (err) {
          log.error({ err }, 'no se pudieron evaluar las automatizaciones');
        }
      }
      try {
        await repartirCampanas(db, ahora(), deps.carteras);
      } catch (err) {
        log.error({ err }, 'no se pudieron repartir las campañas');
      }
      // Drain what is due, a batch at a time, before sleeping again.
      while (!parar && (await despacharPendientes(deps)) > 0);
    })()
      .catch((err: unknown) => log.error({ err }, 'el envío de avisos falló'))
      .finally(() => {
        if (!parar) {
          timer = setTimeout(tick, cadaMs);
          timer.unref();
        }
      });
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  return async () => {
    parar = true;
    clearTimeout(timer);
    await ronda;
  };
}
