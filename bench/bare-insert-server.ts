// The yardstick of the visit benchmark: the same Fastify and node-postgres the API uses, doing
// nothing but one single-row INSERT per request. Visit registration is measured against it in the
// same run, on the same machine, so the ratio means something on a shared, noisy 2-core box.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'create table if not exists bench_insercion (id bigserial primary key, dato text not null, creada timestamptz not null default now())',
);
const app = Fastify({ logger: false });
app.get('/salud', async () => ({ ok: true }));
app.post('/insertar', async (request) => {
  const { dato } = request.body as { dato: string };
  const { rows } = await pool.query('insert into bench_insercion (dato) values ($1) returning id', [
    dato,
  ]);
  return { success: true, id: rows[0].id };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
