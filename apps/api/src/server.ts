import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { EnvError, loadEnv, resolveDataDir } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/pglite-lock.ts';
import { demoBanner, isDatabaseEmpty, seedDemo } from './db/seed/seed.ts';

// Boot: configuration → database (migrated) → demo data when the embedded database is empty →
// buildApp() → listen. Stops cleanly on SIGINT/SIGTERM so PGlite flushes and releases its lock.

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const env = loadEnv();
  const dataDir = resolveDataDir(env);
  const database = await openDatabase({ DATABASE_URL: env.DATABASE_URL, dataDir });
  await database.migrate();

  const seed =
    env.SEED_DEMO === 'always' || (env.SEED_DEMO === 'auto' && database.driver === 'pglite');
  if (seed && (await isDatabaseEmpty(database.db))) {
    console.log('Cargando los datos de demostración (90 días de visitas; tarda unos segundos)…');
    console.log(demoBanner(await seedDemo(database.db)));
  }

  const webDist = env.WEB_DIST === undefined ? DEFAULT_WEB_DIST : env.WEB_DIST || null;
  const app = await buildApp({ env, database, webDist, scheduleJobs: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando');
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = database.driver === 'pglite' ? `PGlite en ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Tarjeto escucha en http://localhost:${env.PORT} — base de datos: ${where}`);
  if (env.HOST === '0.0.0.0' || env.HOST === '::') {
    // Where a phone on the same network opens the kiosk.
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => `http://${a!.address}:${env.PORT}/nexo`);
    if (lan.length) console.log(`Nexo desde otro dispositivo de tu red: ${lan.join('  ')}`);
  }
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else if (err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('No se pudo iniciar Tarjeto:', err);
  }
  process.exit(1);
});
