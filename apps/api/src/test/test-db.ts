import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { databaseUrlFor } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, a new database on
 * the PostgreSQL server when the project runs with TEST_DB=postgres. Close it in afterAll.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const base = inject('pgUrl');
    const template = inject('pgTemplate');
    const name = `tarjeto_t_${template.slice(-8)}_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      // Copies of one template started at the same moment can collide; a short retry settles it.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`create database ${name} template ${template}`);
          break;
        } catch (err) {
          if (attempt >= 10) throw err;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
        }
      }
    } finally {
      await admin.end();
    }
    const database = await openPostgres(databaseUrlFor(base, name), { max: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const drop = new pg.Client({ connectionString: base });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`).finally(() => drop.end());
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}
