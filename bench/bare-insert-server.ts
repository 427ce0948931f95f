// The yardstick of the visit benchmark: the same Fastify and database driver the API uses, doing
// nothing but one single-row INSERT per request. Visit registration is measured against it in the
// same run, on the same machine, so the ratio means something on a shared, noisy 2-core box.
// DATABASE_URL: node-postgres on the server, as the API; else PGlite in DATA_DIR, as the API.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { PGLITE_START_PARAMS } from '../apps/api/src/db/client.ts';

const db: { query(text: string, params?: unknown[]): Promise<{ rows: Array<{ id: string }> }> } =
  process.env.DATABASE_URL
    ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
    : await PGlite.create({ dataDir: process.env.DATA_DIR, startParams: PGLITE_START_PARAMS });
await db.query(
  'create table if not exists bench_insercion (id bigserial primary key, dato text not null, creada timestamptz not null default now())',
);
const app = Fastify({ logger: false });
app.get('/salud', async () => ({ ok: true }));
app.post('/insertar', async (request) => {
  const { dato } = request.body as { dato: string };
  const { rows } = await db.query('insert into bench_insercion (dato) values ($1) returning id', [
    dato,
  ]);
  return { success: true, id: rows[0]!.id };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
