import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A throw-away database on the PostgreSQL server for one bench: created empty (the API migrates
// it when it starts), dropped at the end whatever happened.

export async function benchDatabase(adminUrl: string) {
  const name = `tarjeto_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
