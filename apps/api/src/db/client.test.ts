import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openPglite, queryRows, type Database } from './client.ts';
import { DataDirLockedError } from './pglite-lock.ts';
import { createTestDatabase } from '../test/test-db.ts';

describe('database layer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs the migrated schema on the driver under test', async () => {
    expect(database.driver).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name in ('usuarios','negocios','establecimientos','sesiones','newsletter_suscripciones')`,
    );
    expect(rows[0]?.n).toBe(5);
  });

  // PGlite is one connection: there the check takes its turn like any query.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'answers the health check while every pooled connection is busy',
    async () => {
      // The test database's pool holds 5 (test/test-db.ts): all of them sleep.
      let libre = false;
      const ocupadas = Array.from({ length: 5 }, () =>
        database.db.execute(sql`select pg_sleep(1.5)`).then(() => {
          libre = true;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await database.ping()).toBeGreaterThanOrEqual(0);
      // Answered before any pooled connection came free.
      expect(libre).toBe(false);
      await Promise.all(ocupadas);
    },
  );

  it('migrating again changes nothing', async () => {
    await database.migrate();
    await database.migrate();
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
  });

  it('stamps every migration later than the one before it (the migrator skips an earlier one)', () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: Array<{ tag: string; when: number }> };
    const desordenadas = journal.entries.filter(
      (e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when,
    );
    expect(desordenadas.map((e) => e.tag)).toEqual([]);
  });

  it('a database that applied 0013 under its first, earlier stamp goes on to the next ones', async () => {
    // As such a database stands: 0013 recorded with its old stamp, nothing after it applied (the
    // objects of every later migration dropped here).
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at > 1795900200000`,
    );
    await database.db.execute(sql`alter table negocios drop column cartel_impreso_at`);
    await database.db.execute(sql`drop table pases_salida, pase_dispositivos, pases cascade`);
    await database.db.execute(
      sql`drop function pases_encolar, pases_tarjeta_cambio, pases_canje cascade`,
    );
    await database.db.execute(sql`alter table clientes drop column codigo_secreto_cartera`);
    await database.db.execute(
      sql`alter table establecimientos drop column latitud, drop column longitud`,
    );
    await database.db.execute(
      sql`drop table mensajes, campanas, automatizaciones, suscripciones_push, correos_rebotados cascade`,
    );
    await database.db.execute(sql`alter table tarjetas drop column avisos, drop column avisos_at`);
    await database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = 1795783998384 where created_at = 1795900200000`,
    );
    await database.migrate();
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.columns where table_name = 'negocios' and column_name = 'cartel_impreso_at'`,
    );
    expect(rows[0]?.n).toBe(1);
    const pases = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'pases_salida'`,
    );
    expect(pases[0]?.n).toBe(1);
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('PGlite on disk', () => {
  it('persists rows across reopen and locks the directory while open', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-pglite-'));
    try {
      const first = await openPglite({ dataDir: dir });
      await first.migrate();
      await first.db.execute(
        sql`insert into newsletter_suscripciones (email) values ('persiste@example.mx')`,
      );
      await expect(openPglite({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
      await first.close();

      const second = await openPglite({ dataDir: dir });
      const rows = await queryRows<{ email: string }>(
        second.db,
        sql`select email from newsletter_suscripciones`,
      );
      expect(rows.map((r) => r.email)).toEqual(['persiste@example.mx']);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
