import { PGlite } from '@electric-sql/pglite';
import { Placeholder, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadEnv, resolveDataDir } from '../config/env.ts';
import * as schema from './schema/index.ts';
import { lockDataDir } from './pglite-lock.ts';

// The database layer: PGlite (embedded PostgreSQL, persisted in DATA_DIR) when no DATABASE_URL is
// set, node-postgres otherwise. One schema and one migration set serve both, so SQL written here
// must run on PostgreSQL 15 and on PGlite's 18. Touch this file to add a driver or pool setting.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  /** Applies pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  ping(): Promise<number>;
  close(): Promise<void>;
}

/** Where the generated migrations are: beside this file in the source, beside the bundle in dist. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any number, the same in every instance: the key of the advisory lock held while migrating.
const MIGRATION_LOCK_KEY = 7_415_001;

/**
 * Drizzle's migrator runs a migration only when its journal stamp is later than the last one the
 * database recorded. 0013 was first stamped earlier than 0012, so a database made before it would
 * never have got it; its stamp is now later, and a database that applied it under the old stamp
 * has its record moved to the new one here, before migrating, so 0013 does not run twice.
 */
const RESELLOS: ReadonlyArray<readonly [antes: number, ahora: number]> = [
  [1795783998384, 1795900200000], // 0013_mostrador_y_equipo
];

async function resellarMigraciones(consulta: (texto: string) => Promise<unknown>) {
  const tabla = 'drizzle.__drizzle_migrations';
  const existe = (await consulta(`select to_regclass('${tabla}') is not null as hay`)) as {
    rows: Array<{ hay: boolean }>;
  };
  if (!existe.rows[0]?.hay) return;
  for (const [antes, ahora] of RESELLOS)
    await consulta(`update ${tabla} set created_at = ${ahora} where created_at = ${antes}`);
}

/** How long the database takes to answer `select 1`, in ms. */
const ping = async (consulta: (texto: string) => Promise<unknown>) => {
  const started = performance.now();
  await consulta('select 1');
  return Math.round((performance.now() - started) * 100) / 100;
};

/**
 * PGlite's PostgreSQL starts with shared_buffers = 128MB, and the embedded build keeps all of it
 * resident from the first moment (measured: ≈ 85 MB more RSS than 32MB, before any query). The
 * demo database is ≈ 15 MB and a shop's stays small, so 32MB still holds it whole; the rest of
 * PGlite's defaults (single user, no parallel workers) are kept as they are.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Whether DATA_DIR already holds an embedded cluster (initdb has run there). */
export const pgliteInitialized = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, 'PG_VERSION'));

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database & { volcar(): Promise<Blob> }> {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      startParams: PGLITE_START_PARAMS,
    });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await resellarMigraciones((texto) => client.query(texto));
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: () => ping((texto) => client.query(texto)),
    /** The whole data directory as one gzipped tarball (a consistent copy: nothing else writes). */
    volcar: () => client.dumpDataDir('gzip'),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  // A server that does not answer at all (not even a refusal) fails the request after 5 s instead
  // of holding it: the error handler answers 503 and the caller retries.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // A client losing its server (restart, failover) must not crash the process. An idle one is the
  // pool's 'error'; a checked-out one between two queries (inside a transaction) emits 'error' on
  // itself, where node-postgres leaves no listener — an unhandled 'error' event ends the process.
  // Either way the client is no longer queryable: its pending query fails (the error handler
  // answers 503) and the pool drops it on release, so the next request opens a fresh connection.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // The health check's own connection, kept open: whether the server answers, and how fast, is
  // not a place in the queue behind a busy moment's queries (issue 12: /api/health during a login
  // storm waited for one of the pool's connections).
  const sonda = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 0,
  });
  sonda.on('error', () => {});
  sonda.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await resellarMigraciones((texto) => conn.query(texto));
        await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    ping: () => ping((texto) => sonda.query(texto)),
    close: async () => {
      await Promise.all([pool.end(), sonda.end()]);
    },
  };
}

export const openDatabase = (config: { DATABASE_URL?: string | undefined; dataDir: string }) =>
  config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite({ dataDir: config.dataDir });

/** For the command-line tools: the environment's database, migrated, lent to `work`, then closed. */
export async function withMigratedDatabase<T>(work: (database: Database) => Promise<T>) {
  const env = loadEnv();
  const database = await openDatabase({
    DATABASE_URL: env.DATABASE_URL,
    dataDir: resolveDataDir(env),
  });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * What `armar` makes of a database handle, made once per handle and kept: for the busiest
 * statements, built with `sql.placeholder(name)` for their values and `.prepare(name)`, so a
 * request fills in the values instead of building the statement again (drizzle's building is the
 * largest part of a short request's CPU, issue 12).
 */
export function unaVezPorBase<T>(armar: (db: Db) => T): (db: Db) => T {
  const hechas = new WeakMap<Db, T>();
  return (db) => {
    let hecha = hechas.get(db);
    if (hecha === undefined) {
      hecha = armar(db);
      hechas.set(db, hecha);
    }
    return hecha;
  };
}

/** Raw SQL rows, for the few queries the query builder cannot say (both drivers answer {rows}). */
export async function queryRows<T>(
  db: Db,
  query: SQL,
  opciones: { preparada?: boolean } = {},
): Promise<T[]> {
  if (!opciones.preparada) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  // A named prepared statement, as drizzle's own `.prepare(name)` makes one (same session, same
  // type parsers): each connection parses the text once and PostgreSQL may keep a generic plan,
  // so a repeat sends only the parameters and skips parse and plan. The name is the text's hash —
  // one text, one name, whatever values. For the busiest statements only: a generic plan suits
  // their key lookups, not the dashboards' skewed ranges. PGlite runs it as any other query.
  return ejecutar<T>(db, compilar(db, query), {});
}

/**
 * consultaUnaVez for a statement whose text depends on a few choices, its shape (which parts a
 * visit's write has): each shape's text is built the first time it is used and kept, keyed by the
 * shape as JSON. The text is the same for every handle (both drivers speak PostgreSQL's dialect),
 * so a call runs it on the handle given, a transaction or not, filling in `valores`.
 */
export function consultaPorForma<F extends Record<string, unknown>, T>(armar: (forma: F) => SQL) {
  const hechas = new Map<string, Compilada>();
  return (db: Db, forma: F, valores: Record<string, unknown>) => {
    const clave = JSON.stringify(forma);
    let c = hechas.get(clave);
    if (c === undefined) {
      c = compilar(db, armar(forma));
      hechas.set(clave, c);
    }
    return ejecutar<T>(db, c, valores);
  };
}

interface Compilada {
  sql: string;
  params: unknown[];
  nombre: string;
  /** Each parameter's placeholder name, or null for a value written into the statement. */
  nombres: (string | null)[];
}

interface Interno {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  session: {
    client: unknown;
    prepareQuery(
      q: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(valores: Record<string, unknown>): Promise<{ rows: unknown[] }> };
  };
}

function compilar(db: Db, query: SQL): Compilada {
  const q = (db as unknown as Interno).dialect.sqlToQuery(query);
  return {
    ...q,
    nombre: `p_${createHash('sha1').update(q.sql).digest('base64url')}`,
    nombres: q.params.map((p) => (p instanceof Placeholder ? String(p.name) : null)),
  };
}

/**
 * Drizzle's reading of node-postgres' values, for the statements run past it: dates and times as
 * the server wrote them (text), everything else as node-postgres parses it.
 */
const TEXTO_TAL_CUAL = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
const tiposComoDrizzle = {
  getTypeParser: (oid: number, formato?: 'text' | 'binary') =>
    TEXTO_TAL_CUAL.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, formato),
};

async function ejecutar<T>(db: Db, c: Compilada, valores: Record<string, unknown>) {
  const interno = db as unknown as Interno;
  const cliente = interno.session.client;
  if (cliente instanceof pg.Pool || cliente instanceof pg.Client) {
    // On the server, straight to node-postgres: drizzle's prepared query is a new object with its
    // tracing spans and placeholder walk on every call, a measurable share of a visit's CPU
    // (issue 29). The same named statement, values and type parsers.
    const values = new Array<unknown>(c.nombres.length);
    for (let i = 0; i < values.length; i++) {
      const nombre = c.nombres[i];
      if (nombre === null || nombre === undefined) {
        values[i] = c.params[i];
      } else {
        if (!(nombre in valores)) throw new Error(`Falta el valor de ${nombre}`);
        values[i] = valores[nombre];
      }
    }
    const r = await cliente.query({ name: c.nombre, text: c.sql, values, types: tiposComoDrizzle });
    return r.rows as T[];
  }
  const preparada = interno.session.prepareQuery(c, undefined, c.nombre, false);
  return (await preparada.execute(valores)).rows as T[];
}

/**
 * A raw statement built once per database handle (as unaVezPorBase does for the query builder's
 * `.prepare(name)`): `armar` says it with `sql.placeholder(name)` for every value; each call
 * fills in `valores` and runs it as a named prepared statement (see queryRows). Building a long
 * statement in drizzle costs more of a short request's CPU than PostgreSQL's running it (issue 12).
 */
export function consultaUnaVez<T>(
  armar: () => SQL,
): (db: Db) => (valores: Record<string, unknown>) => Promise<T[]> {
  return unaVezPorBase((db) => {
    const c = compilar(db, armar());
    return (valores) => ejecutar<T>(db, c, valores);
  });
}
