import { spawn } from 'node:child_process';
import type { Env } from '../config/env.ts';
import { openDatabase, pgliteInitialized, type Database } from '../db/client.ts';
import { mantenerPglite } from '../jobs/scheduler.ts';
import { demoBanner, isDatabaseEmpty, seedDemo } from './seed.ts';

// Before the server answers: the database migrated, and the demo data loaded into an empty one
// when SEED_DEMO asks for it. On the embedded database the heavy part — initdb on a fresh
// DATA_DIR, then 90 days of demo visits — runs in a short-lived child process. WebAssembly memory
// never shrinks, PGlite's throw-away initdb instance stays reachable after it closes, and the
// seed's V8 heap and malloc arenas stay mapped: done inside the server, they left it idling at
// ≈ 520–860 MB resident instead of ≈ 250 MB (docs/performance.md, 'Arranque y memoria'). When the
// child exits all of that goes back to the system, and the server opens a prepared directory.

/** The argument that makes the server's entry script prepare the database and exit. */
export const PREPARE_ARG = '--preparar-base';

export class PreparacionFallida extends Error {
  constructor(readonly code: number) {
    super(`La preparación de la base de datos terminó con el código ${code}.`);
    this.name = 'PreparacionFallida';
  }
}

const seedWanted = (env: Env, driver: Database['driver']) =>
  env.SEED_DEMO === 'always' || (env.SEED_DEMO === 'auto' && driver === 'pglite');

/** Migrations, then the demo data if wanted and the database has no users yet. */
export async function migrateAndSeed(database: Database, env: Env) {
  await database.migrate();
  if (seedWanted(env, database.driver) && (await isDatabaseEmpty(database.db))) {
    console.log('Cargando los datos de demostración (90 días de visitas; tarda unos segundos)…');
    console.log(demoBanner(await seedDemo(database.db)));
    // Statistics for the planner from the first query on (PGlite has no autovacuum to gather them).
    if (database.driver === 'pglite') await mantenerPglite(database.db);
  }
}

/** What `node <entry> --preparar-base` does: open, migrate and seed, close. */
export async function prepareDatabase(env: Env, dataDir: string) {
  const database = await openDatabase({ DATABASE_URL: env.DATABASE_URL, dataDir });
  try {
    await migrateAndSeed(database, env);
  } finally {
    await database.close();
  }
}

/**
 * Runs the entry script again with PREPARE_ARG (same Node flags, same environment, same output)
 * and waits for it. The data directory's lock is the child's while it runs: the server takes it
 * only afterwards, so a second Tarjeto starting on the same directory meanwhile is refused by one
 * of the two locks, as ever.
 */
function prepareInChild(entry: string) {
  const child = spawn(process.execPath, [...process.execArgv, entry, PREPARE_ARG], {
    stdio: 'inherit',
    env: process.env,
  });
  // Stopping the server while it prepares stops the preparation too.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0) resolve();
      else reject(new PreparacionFallida(code ?? (signal === 'SIGINT' ? 130 : 143)));
    });
  });
}

/**
 * The database the server runs on, migrated and (when wanted) seeded. On PGlite, a directory
 * without a cluster, or with an empty one that should get the demo data, is prepared in a child
 * process first; then the server opens it and only applies whatever migrations are still pending.
 * On PostgreSQL the memory is the server's, not ours, so everything happens here.
 */
export async function openPreparedDatabase(
  env: Env,
  dataDir: string,
  entry: string,
): Promise<Database> {
  const open = () => openDatabase({ DATABASE_URL: env.DATABASE_URL, dataDir });
  if (!env.DATABASE_URL && !pgliteInitialized(dataDir)) await prepareInChild(entry);
  let database = await open();
  try {
    if (database.driver === 'postgres') {
      await migrateAndSeed(database, env);
      return database;
    }
    await database.migrate();
    if (seedWanted(env, database.driver) && (await isDatabaseEmpty(database.db))) {
      await database.close();
      await prepareInChild(entry);
      database = await open();
    }
    return database;
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
