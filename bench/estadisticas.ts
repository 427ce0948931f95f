import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import {
  conApi,
  nivelesPorDefecto,
  nivelSegunVisitas,
  sembrarClientes,
  sembrarNegocio,
} from './lib/negocio.ts';
import type { Medida } from './lib/report.ts';
import { root } from './lib/server.ts';

// The business dashboard at scale (issue 10, part 8): one business with a million visits over a
// year from 50,000 customers (a few come often, most seldom), 12 promotions with their views and
// canjes — written on the PostgreSQL server with generate_series — and then every call Inicio and
// Estadísticas make, each measured on its own with autocannon as the owner's browser sends them.

export const VISITAS = 1_000_000;
const CLIENTES = 50_000;
const PROMOCIONES = 12;
const CONNECTIONS = 2;
const SECONDS = 4;
const PUBLIC_ID = 'NEGESTADIS';
const ZONA = 'America/Mexico_City';

export interface LlamadaMedida {
  nombre: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errores: number;
}

export interface EstadisticasBenchResult {
  visitas: number;
  clientes: number;
  canjes: number;
  segundosSiembra: number;
  conexiones: number;
  llamadas: LlamadaMedida[];
}

/**
 * Writes the business and its history into a migrated database; returns the owner's session. The
 * sizes are the bench's; a smaller run (a check of the seeder itself) may pass its own.
 */
export async function seed(client: pg.Client, { visitas = VISITAS, clientes = CLIENTES } = {}) {
  const t0 = performance.now();
  const paso = (nombre: string) => {
    if (process.env.BENCH_PASOS)
      console.log(`  ${nombre}: ${Math.round((performance.now() - t0) / 1000)} s`);
  };
  const niveles = nivelesPorDefecto();
  const { token } = await sembrarNegocio(client, {
    publicId: PUBLIC_ID,
    slug: 'estadisticas',
    codigo: 'ESTADI',
    nombreComercial: 'Taquería del Millón',
    email: 'estadisticas@bench.tarjeto.mx',
    zonaHoraria: ZONA,
  });
  await sembrarClientes(client, PUBLIC_ID, { cantidad: clientes, prefijo: 'CLIEST' });
  // A visit on one of the last 365 days, in opening hours (8:00–22:00 of the shop's clock, busier
  // at lunch and dinner), never in the future (later today moves a week back); one in ten anonymous; customers picked by the
  // square of a uniform draw, so a few come very often and most seldom.
  paso('clientes');
  // A bulk load skips the foreign-key triggers where the role may (every reference here is made
  // just above); a role that may not simply loads slower.
  await client.query(`set session_replication_role = replica`).catch(() => {});
  // …and builds the visits' secondary indexes once at the end (exactly as the migrations made
  // them), which is much faster than a million random inserts into each.
  const { rows: indices } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename = 'visitas' and indexname <> 'visitas_pkey'`,
  );
  for (const i of indices) await client.query(`drop index "${i.indexname}"`);
  await client.query(
    `insert into visitas (negocio_id, establecimiento_id, cliente_id, tarjeta_id, anonima, fecha, fecha_local, hora_local, dia_semana)
     select n.id, e.id, t.cliente_id, t.id, t.id is null, f.at,
            (f.at at time zone $3)::date,
            extract(hour from f.at at time zone $3)::int,
            extract(dow from f.at at time zone $3)::int
     from negocios n
     join establecimientos e on e.negocio_id = n.id
     cross join generate_series(1, $1) k
     cross join lateral (
       select (case when x.at > now() then x.at - interval '7 days' else x.at end) as at,
              case when random() < 0.1 then null else floor($2 * random() ^ 2)::int end as i,
              k as k2
       from (select ((current_date - floor(random() * 365)::int)::timestamp
                + make_interval(hours => (array[8,9,10,11,12,13,13,14,14,14,15,16,17,18,19,19,20,20,21])[1 + floor(random() * 19)::int + (k * 0)],
                                mins => floor(random() * 60)::int, secs => random() * 60)) at time zone $3 as at) x
     ) f
     left join numeradas t on t.i = f.i
     where n.public_id = $4`,
    [visitas, clientes, ZONA, PUBLIC_ID],
  );
  for (const i of indices) await client.query(i.indexdef);
  await client.query(`set session_replication_role = default`).catch(() => {});
  paso('visitas');
  // What the visit transaction keeps, written here from the rows: the hourly roll-up, the cards'
  // counters and levels, and (the migration's own backfill) their two latest visits and months.
  await client.query(
    `insert into visitas_por_hora (negocio_id, fecha, hora, dia_semana, visitas, anonimas)
     select negocio_id, fecha_local, hora_local, dia_semana, count(*), count(*) filter (where anonima)
     from visitas group by negocio_id, fecha_local, hora_local, dia_semana`,
  );
  await client.query(
    `update tarjetas t set visitas_totales = a.n, visitas_temporada = a.nt, primera_visita = a.p,
       ultima_visita = a.u, nivel = ${nivelSegunVisitas('a.nt')}
     from (select tarjeta_id, count(*)::int n, min(fecha) p, max(fecha) u,
             count(*) filter (where fecha_local >= current_date - 80)::int nt
           from visitas where tarjeta_id is not null group by tarjeta_id) a
     where a.tarjeta_id = t.id`,
    [JSON.stringify(niveles)],
  );
  await client.query('delete from tarjetas where visitas_totales = 0');
  const migracion = fs.readFileSync(
    path.join(root, 'apps/api/src/db/migrations/0005_estadisticas.sql'),
    'utf8',
  );
  await client.query(migracion.split('--> statement-breakpoint').at(-1)!);
  await client.query(
    `update negocios n set visitas_totales = $1,
       clientes_unicos = (select count(*) from tarjetas where negocio_id = n.id)
     where public_id = $2`,
    [visitas, PUBLIC_ID],
  );
  paso('roll-up y tarjetas');
  // Promotions with their views (one per customer and day) and canjes over the year.
  await client.query(
    `insert into promociones (public_id, negocio_id, titulo, descripcion, clase, tipo, creado_por, created_at)
     select 'PROEST' || i, n.id, 'Promoción ' || i, 'Para la prueba de carga', 'promocion', 'regular',
            n.usuario_id, now() - interval '400 days'
     from negocios n, generate_series(1, $1) i where n.public_id = $2`,
    [PROMOCIONES, PUBLIC_ID],
  );
  await client.query(
    `insert into promocion_vistas (promocion_id, cliente_id, fecha)
     select p.id, v.cliente_id, v.fecha_local
     from (select cliente_id, fecha_local, row_number() over () r from visitas
           where cliente_id is not null and random() < 0.25) v
     join (select id, row_number() over (order by public_id) - 1 as j from promociones) p
       on p.j = v.r % $1
     on conflict do nothing`,
    [PROMOCIONES],
  );
  await client.query(
    `insert into canjes (negocio_id, promocion_id, cliente_id, establecimiento_id, fecha, fecha_local, semana)
     select p.negocio_id, p.id, pv.cliente_id, e.id,
            (pv.fecha::timestamp + interval '14 hours') at time zone $1, pv.fecha,
            ((pv.fecha - date '1970-01-01') + 3) / 7
     from promocion_vistas pv
     join promociones p on p.id = pv.promocion_id
     join establecimientos e on e.negocio_id = p.negocio_id
     where random() < 0.4`,
    [ZONA],
  );
  await client.query(
    `update promociones p set
       vistas = (select count(*) from promocion_vistas where promocion_id = p.id),
       usos = (select count(*) from canjes where promocion_id = p.id)`,
  );
  await client.query(
    `update temporadas s set promociones_canjeadas =
       (select count(*) from canjes c where c.negocio_id = s.negocio_id and c.fecha_local >= s.fecha_inicio)`,
  );
  paso('promociones');
  // Autovacuum keeps the visibility map of these insert-mostly tables current in production (the
  // dashboard's counts are index-only scans); the bench does it at once.
  await client.query('vacuum analyze');
  paso('vacuum');
  const { rows } = await client.query<{ visitas: string; clientes: string; canjes: string }>(
    `select (select count(*) from visitas) visitas, (select count(*) from tarjetas) clientes,
            (select count(*) from canjes) canjes`,
  );
  // A page deep in the list: the cursor of the 100,000th newest visit (as the API encodes it).
  // A smaller run goes a tenth of its visits in.
  const { rows: hondo } = await client.query<{ fecha: string; id: string }>(
    `select to_char(fecha at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') fecha, id
     from visitas order by fecha desc, id desc offset least(100000, $1 / 10) limit 1`,
    [visitas],
  );
  const cursor = Buffer.from(JSON.stringify([hondo[0]!.fecha, hondo[0]!.id])).toString('base64url');
  return {
    token,
    cursor,
    visitas: Number(rows[0]!.visitas),
    clientes: Number(rows[0]!.clientes),
    canjes: Number(rows[0]!.canjes),
  };
}

async function medirEstadisticas(adminUrl: string): Promise<EstadisticasBenchResult> {
  return conApi(adminUrl, async ({ api, db }) => {
    const started = performance.now();
    const s = await seed(db);
    const segundosSiembra = Math.round((performance.now() - started) / 1000);
    const e = `${api.base}/api/estadisticas/negocio/${PUBLIC_ID}`;
    const llamadas: Array<[string, string]> = [
      ['Inicio', `${e}/inicio`],
      ['Resumen del periodo (90 días)', `${e}/resumen?periodo=90`],
      ['Visitas por Semana (12 semanas)', `${e}/visitas-semanales`],
      ['Uso de Promociones (90 días)', `${e}/promociones?periodo=90`],
      ['Clientes por Nivel (90 días)', `${e}/niveles?periodo=90`],
      ['Horas Pico (90 días)', `${e}/horas-pico?periodo=90`],
      ['Retención (6 meses)', `${e}/retencion`],
      ['GET /api/visita/stats (7 días)', `${api.base}/api/visita/stats/${PUBLIC_ID}`],
      [
        'GET /api/visita/negocio, 1.ª página',
        `${api.base}/api/visita/negocio/${PUBLIC_ID}?limit=50&startDate=${isoDaysAgo(364)}`,
      ],
      [
        'GET /api/visita/negocio, página 2,001',
        `${api.base}/api/visita/negocio/${PUBLIC_ID}?limit=50&startDate=${isoDaysAgo(364)}&cursor=${s.cursor}`,
      ],
    ];
    const headers = { cookie: `tarjeto_sesion=${s.token}` };
    const medidas: LlamadaMedida[] = [];
    for (const [nombre, url] of llamadas) {
      const first = await fetch(url, { headers });
      if (first.status !== 200) throw new Error(`${nombre}: ${first.status} ${await first.text()}`);
      const res = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
      medidas.push({
        nombre,
        rps: Math.round(res.requests.average),
        p50: res.latency.p50,
        p975: res.latency.p97_5,
        p99: res.latency.p99,
        errores: res.errors + res.non2xx,
      });
    }
    return {
      visitas: s.visitas,
      clientes: s.clientes,
      canjes: s.canjes,
      segundosSiembra,
      conexiones: CONNECTIONS,
      llamadas: medidas,
    };
  });
}

/** Every call of Inicio and Estadísticas on the business with a million visits. */
export async function benchEstadisticasPostgres(adminUrl: string): Promise<Medida[]> {
  const e = await medirEstadisticas(adminUrl);
  const carga = 'Panel del negocio';
  const base = 'PostgreSQL' as const;
  return [
    {
      carga,
      base,
      medida: 'visitas sembradas',
      valor: e.visitas,
      unidad: '',
      meta: { op: '>=', valor: VISITAS },
      detalle: `${e.clientes} clientes, ${e.canjes} canjes, sembradas en ${e.segundosSiembra} s`,
    },
    ...e.llamadas.flatMap((l): Medida[] => [
      {
        carga,
        base,
        medida: `${l.nombre} p97.5`,
        valor: l.p975,
        unidad: 'ms',
        meta: { op: '<=', valor: 150 },
        detalle: `${l.rps} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, ${e.conexiones} conexiones`,
      },
      {
        carga,
        base,
        medida: `${l.nombre} errores`,
        valor: l.errores,
        unidad: '',
        meta: { op: '<=', valor: 0 },
      },
    ]),
  ];
}

function isoDaysAgo(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
