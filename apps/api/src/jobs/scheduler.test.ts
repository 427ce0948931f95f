import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { mantenerPglite } from './scheduler.ts';

// The embedded database's upkeep: without autovacuum nothing else gathers the planner's
// statistics, and a table never analyzed says reltuples = -1.

describe('upkeep of the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const reltuples = async () =>
    (
      await queryRows<{ relname: string; reltuples: number }>(
        database.db,
        sql`select relname, reltuples::float8 reltuples from pg_class
            where relname in ('newsletter_suscripciones', 'visitas') order by relname`,
      )
    ).map((r) => [r.relname, Number(r.reltuples)]);

  it('gathers statistics for every table, outside any transaction', async () => {
    await database.db.execute(
      sql`insert into newsletter_suscripciones (email, origen)
          select 'mant' || g || '@example.mx', 'landing' from generate_series(1, 40) g`,
    );
    expect(await reltuples()).toEqual([
      ['newsletter_suscripciones', -1],
      ['visitas', -1],
    ]);
    await mantenerPglite(database.db);
    expect(await reltuples()).toEqual([
      ['newsletter_suscripciones', 40],
      ['visitas', 0],
    ]);
  });

  it('lets a request waiting on the connection go between two tables', async ({ skip }) => {
    // PGlite's one connection (a server's pool has others to answer on, and its own autovacuum).
    if (database.driver !== 'pglite') skip();
    const orden: string[] = [];
    const upkeep = mantenerPglite(database.db).then(() => orden.push('upkeep'));
    const peticion = queryRows(database.db, sql`select 1`).then(() => orden.push('peticion'));
    await Promise.all([upkeep, peticion]);
    expect(orden).toEqual(['peticion', 'upkeep']);
  });
});
