import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { cerrarTemporadasVencidas } from '../modules/lealtad/lealtad.service.ts';

// Scheduled work, run by every instance: each job is idempotent and advisory-locked per business,
// so several instances running it at once do it once. Seasons end at business-local midnight; the
// job looks every few minutes, and a business touched before then closes its own season lazily.

export const CIERRE_CADA_MS = 5 * 60 * 1000;

export function startScheduler(db: Db, log: FastifyBaseLogger) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const n = await cerrarTemporadasVencidas(db);
      if (n > 0) log.info({ temporadas: n }, 'temporadas cerradas');
    } catch (err) {
      log.error({ err }, 'no se pudieron cerrar las temporadas');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), CIERRE_CADA_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
