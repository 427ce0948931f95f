// The floor of the visit benchmark: the least any server can do for one counted visit on this
// schema while keeping DOMAIN §4's rule that "the visit row, card, counters and daily roll-ups
// change in one transaction". One read (the device by its token's hash, the customer by the
// code's handle, their card here, the open season) and one autocommit statement (the visit row,
// the card made or bumped with its triggers, the business's, device's and season's counters, the
// hour's roll-up). Nothing else: no check of the rotating code, no idempotency key, no cooldown,
// no level, streak or achievement, no promotions, no stored answer, no request log. (The hour's
// roll-up is keyed by UTC rather than the business's zone: the same work, and nothing reads it.)
// Same Fastify and node-postgres as the API and the one-row INSERT yardstick, measured beside
// them: the least cost is the most throughput, so its ratio is a ceiling on the visit's — how far
// the 40 % target sits from what this design allows at all (docs/decisions/007-visit-measured-against-its-floor.md, sixth pass).
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { CODIGO_PASO_MS, leerCodigoCliente } from '@tarjeto/shared';
import { tokenHash } from './visitas.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/salud', async () => ({ ok: true }));

app.post('/api/nexo/visitas', async (request, reply) => {
  const body = request.body as { codigo?: string; escaneadoEn?: string };
  const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  const codigo = leerCodigoCliente(body.codigo ?? '');
  const { rows } = await pool.query<{
    nexo_id: string;
    negocio_id: string;
    establecimiento_id: string;
    cliente_id: string | null;
    tarjeta_id: string | null;
    visitas: number | null;
    temporada_id: string | null;
  }>({
    name: 'suelo-leer',
    text: `select x.id nexo_id, x.negocio_id, x.establecimiento_id, c.id cliente_id,
        t.id tarjeta_id, t.visitas_totales visitas, e.id temporada_id
      from nexos x
      left join clientes c on c.codigo_handle = $2
      left join tarjetas t on t.negocio_id = x.negocio_id and t.cliente_id = c.id
      left join temporadas e on e.negocio_id = x.negocio_id and e.activa
      where x.token_hash = $1 and x.revocado_at is null`,
    values: [tokenHash(token), codigo?.handle ?? null],
  });
  const r = rows[0];
  if (!r?.cliente_id) return reply.code(401).send({ contada: false });
  const at = body.escaneadoEn ? new Date(body.escaneadoEn) : new Date();
  const fecha = at.toISOString();
  await pool.query({
    name: 'suelo-escribir',
    text: `with v as (
        insert into visitas (id, negocio_id, establecimiento_id, nexo_id, cliente_id, tarjeta_id, anonima, fecha, fecha_local, hora_local, dia_semana, codigo_paso)
        values ($1, $2, $3, $4, $5, $6, false, $7, $8, $9, $10, $11)
      ), t as (
        insert into tarjetas (id, negocio_id, cliente_id, visitas_totales, visitas_temporada, nivel, ultima_visita, primera_visita, ultimo_mes, meses_con_visita)
        values ($6, $2, $5, 1, 1, 0, $7, $7, $14, 1)
        on conflict (negocio_id, cliente_id) do update
        set visitas_totales = tarjetas.visitas_totales + 1, visitas_temporada = tarjetas.visitas_temporada + 1,
          ultima_visita = excluded.ultima_visita
      ), n as (
        update negocios set visitas_totales = visitas_totales + 1,
          clientes_unicos = clientes_unicos + case when $12 then 1 else 0 end
        where id = $2
      ), d as (
        update nexos set visitas_registradas = visitas_registradas + 1, ultimo_uso = $7 where id = $4
      ), s as (
        update temporadas set visitas_totales = visitas_totales + 1 where id = $13
      )
      insert into visitas_por_hora (negocio_id, fecha, hora, dia_semana, visitas, anonimas)
      values ($2, $8, $9, $10, 1, 0)
      on conflict (negocio_id, fecha, hora) do update set visitas = visitas_por_hora.visitas + 1`,
    values: [
      randomUUID(),
      r.negocio_id,
      r.establecimiento_id,
      r.nexo_id,
      r.cliente_id,
      r.tarjeta_id ?? randomUUID(),
      fecha,
      fecha.slice(0, 10),
      at.getUTCHours(),
      at.getUTCDay(),
      Math.floor(at.getTime() / CODIGO_PASO_MS),
      r.tarjeta_id === null,
      r.temporada_id,
      at.getUTCFullYear() * 12 + at.getUTCMonth(),
    ],
  });
  return { contada: true, tarjeta: { visitas: (r.visitas ?? 0) + 1 } };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
