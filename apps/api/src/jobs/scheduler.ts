import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../db/client.ts';
import { cerrarTemporadasVencidas } from '../modules/lealtad/lealtad.service.ts';
import { pruneCodigosUsados } from '../modules/visitas/visitas.repository.ts';
import { VENTANA_SIN_CONEXION_MS } from '../modules/visitas/visitas.service.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { notifyOfflineNexos } from '../modules/nexo/nexo-conexion.service.ts';
import { vigilarAlertas } from '../modules/alertas/revision.service.ts';
import { enviarResumenesAlertas } from '../modules/alertas/resumen-alertas.service.ts';

// Scheduled work, run by every instance: each job is idempotent and claims what it does (advisory
// locks per business, conditional updates), so several instances running it at once do it once.
// Seasons end at business-local midnight; the job looks every few minutes, and a business touched
// before then closes its own season lazily. On the same tick, a Nexo silent for half an hour of
// opening time is noticed to its owner, once per silence; what looks wrong at the counter is
// raised as an Alerta, and the morning after a day with alerts its owner gets their digest.

export const CIERRE_CADA_MS = 5 * 60 * 1000;
/** Judged customer codes are kept twice the offline window, then forgotten (pruneCodigosUsados). */
export const CODIGOS_USADOS_DURAN_MS = 2 * VENTANA_SIN_CONEXION_MS;

/**
 * The embedded database has no autovacuum (PGlite is PostgreSQL in single-user mode), so nothing
 * would ever gather the planner's statistics or reclaim the dead rows each visit leaves on a card.
 * The server does it itself: soon after it starts, then once a day. A server's PostgreSQL does it
 * on its own.
 */
export const MANTENIMIENTO_PGLITE = { primeraVezMs: 10 * 60 * 1000, cadaMs: 24 * 60 * 60 * 1000 };

/**
 * VACUUM and ANALYZE of the embedded database, one table at a time. Its one connection serves
 * everyone in turn: a single VACUUM of the whole database held every request for as long as it
 * took, while between two tables the requests that queued meanwhile go first.
 */
export async function mantenerPglite(db: Db) {
  const tablas = await queryRows<{ tabla: string }>(
    db,
    sql`select format('%I.%I', schemaname, relname) as tabla from pg_stat_user_tables
        order by schemaname, relname`,
  );
  for (const { tabla } of tablas) await db.execute(sql.raw(`vacuum (analyze) ${tabla}`));
}

function programarMantenimiento(db: Db, log: FastifyBaseLogger) {
  const run = async () => {
    const desde = performance.now();
    try {
      await mantenerPglite(db);
      log.info({ ms: Math.round(performance.now() - desde) }, 'base embebida: vacuum y analyze');
    } catch (err) {
      log.error({ err }, 'no se pudo dar mantenimiento a la base embebida');
    }
  };
  let diario: NodeJS.Timeout | undefined;
  const primera = setTimeout(() => {
    void run();
    diario = setInterval(() => void run(), MANTENIMIENTO_PGLITE.cadaMs);
    diario.unref();
  }, MANTENIMIENTO_PGLITE.primeraVezMs);
  primera.unref();
  return () => {
    clearTimeout(primera);
    clearInterval(diario);
  };
}

export function startScheduler(
  database: Database,
  log: FastifyBaseLogger,
  avisos: { mailer: Mailer; publicUrl: string | null },
) {
  const { db } = database;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const n = await cerrarTemporadasVencidas(db);
      if (n > 0) log.info({ temporadas: n }, 'temporadas cerradas');
    } catch (err) {
      log.error({ err }, 'no se pudieron cerrar las temporadas');
    }
    try {
      await pruneCodigosUsados(db, new Date(Date.now() - CODIGOS_USADOS_DURAN_MS));
    } catch (err) {
      log.error({ err }, 'no se pudieron olvidar los códigos ya usados');
    }
    try {
      const n = await notifyOfflineNexos(db, { ...avisos, log });
      if (n > 0) log.info({ nexos: n }, 'avisos de Nexo sin conexión');
    } catch (err) {
      log.error({ err }, 'no se pudieron revisar los Nexos sin conexión');
    }
    try {
      const n = await vigilarAlertas(db, { log });
      if (n > 0) log.info({ alertas: n }, 'alertas registradas');
      const m = await enviarResumenesAlertas(db, { ...avisos, log });
      if (m > 0) log.info({ resumenes: m }, 'resúmenes de alertas enviados');
    } catch (err) {
      log.error({ err }, 'no se pudieron revisar las alertas');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), CIERRE_CADA_MS);
  timer.unref();
  void tick();
  const pararMantenimiento =
    database.driver === 'pglite' ? programarMantenimiento(db, log) : () => {};
  return () => {
    clearInterval(timer);
    pararMantenimiento();
  };
}
