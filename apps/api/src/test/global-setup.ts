import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, openPostgres } from '../db/client.ts';

// Migrates once per run into a template; each test file then starts from a copy of it (a PGlite
// data-dir dump, or a PostgreSQL database created from a template database).

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgUrl: string;
    pgTemplate: string;
  }
}

export const databaseUrlFor = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

export default async function setup(project: TestProject) {
  const env = (project.config.env ?? {}) as Record<string, string | undefined>;
  if (env.TEST_DB === 'postgres') {
    const base = env.TEST_PG_URL!;
    const template = `tarjeto_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const db = await openPostgres(databaseUrlFor(base, template), { max: 1 });
    await db.migrate();
    await db.close();
    project.provide('pgUrl', base);
    project.provide('pgTemplate', template);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`tarjeto_t_${template.slice(-8)}_%`],
      );
      for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const file = path.join(os.tmpdir(), `tarjeto-pglite-${process.pid}-${Date.now()}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
