import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { EnvError, loadEnv, resolveDataDir } from './config/env.ts';
import { DataDirLockedError } from './db/pglite-lock.ts';
import {
  openPreparedDatabase,
  PREPARE_ARG,
  PreparacionFallida,
  prepareDatabase,
} from './demo/prepare.ts';

// Boot: configuration → database (migrated; demo data when the embedded database is empty, both
// done in a child process on PGlite, see demo/prepare.ts) → buildApp() → listen. Stops cleanly on
// SIGINT/SIGTERM so PGlite flushes and releases its lock.

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const env = loadEnv();
  const dataDir = resolveDataDir(env);
  if (process.argv.includes(PREPARE_ARG)) {
    // The child of openPreparedDatabase: prepare, then leave, taking its memory with it.
    await prepareDatabase(env, dataDir);
    process.exit(0);
  }
  const database = await openPreparedDatabase(env, dataDir, fileURLToPath(import.meta.url));

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
  } else if (err instanceof PreparacionFallida) {
    // The child has already said why.
    process.exit(err.code);
  } else {
    console.error('No se pudo iniciar Tarjeto:', err);
  }
  process.exit(1);
});
