import autocannon from 'autocannon';
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { conApi, nivelesPorDefecto } from './lib/negocio.ts';
import type { Medida } from './lib/report.ts';
import { median } from './lib/server.ts';
import { APELLIDOS as APELLIDOS_DEMO } from '../apps/api/src/demo/demo-visitas.ts';

// The business dashboard at scale (issue 10 part 8, issue 12 workload 3): 10 million visits over a
// year across 2,000 businesses and 500,000 customers, the largest business holding a million —
// written on the PostgreSQL server in set-based statements (generate_series, never a row at a
// time), with everything the visit transaction keeps (cards' counters, levels, streaks, their two
// latest visits and months, the hourly roll-up, businesses', devices', customers' and seasons'
// counters) computed from the visit rows themselves. Then every call the owner's Inicio,
// Estadísticas and Clientes screens make, for the largest business and a medium one, each driven
// with autocannon over loopback, p95 from every response's own time.
//
// BENCH_VISITAS=1000000 seeds a smaller copy (same 2,000 businesses, customers and sizes scaled)
// for trying things out; the targets are only meaningful at the full size.

const VISITAS = Number(process.env.BENCH_VISITAS ?? 10_000_000);
const ESCALA = VISITAS / 10_000_000;
const NEGOCIOS = 2000;
const CLIENTES = Math.max(5000, Math.round(500_000 * ESCALA));
/** Business ranks measured: the largest (a tenth of all visits) and a medium one. */
const MEDIDOS = [1, 20] as const;
const ZONA = 'America/Mexico_City';
const CONNECTIONS = 2;
const SECONDS = Number(process.env.BENCH_SEGUNDOS ?? 3);
const ROUNDS = Number(process.env.BENCH_RONDAS ?? 3);
const META_P95_MS = 50;
const META_SIEMBRA_S = 600;

const publicIdNegocio = (r: number) => `NEGP${String(r).padStart(4, '0')}`;

// Names for the customers: 40 × 50 × 50 combinations, so a search by a first name finds thousands
// and a full name a handful, as in a real city.
const NOMBRES = [
  'María',
  'José',
  'Juan',
  'Guadalupe',
  'Luis',
  'Ana',
  'Carlos',
  'Rosa',
  'Jorge',
  'Laura',
  'Miguel',
  'Sofía',
  'Pedro',
  'Elena',
  'Jesús',
  'Patricia',
  'Alejandro',
  'Gabriela',
  'Fernando',
  'Verónica',
  'Ricardo',
  'Claudia',
  'Francisco',
  'Adriana',
  'Roberto',
  'Leticia',
  'Manuel',
  'Mónica',
  'Arturo',
  'Silvia',
  'Eduardo',
  'Lucía',
  'Raúl',
  'Teresa',
  'Sergio',
  'Alicia',
  'Héctor',
  'Beatriz',
  'Óscar',
  'Julia',
];
// The demo's surnames and twenty more: 50 in all.
const APELLIDOS = [
  ...APELLIDOS_DEMO,
  'Moreno',
  'Méndez',
  'Ramos',
  'Domínguez',
  'Herrera',
  'Medina',
  'Castro',
  'Vargas',
  'Guzmán',
  'Velázquez',
  'Muñoz',
  'Rojas',
  'Contreras',
  'Salazar',
  'Luna',
  'Ortega',
  'Cortés',
  'Guerrero',
  'Estrada',
  'Bautista',
];

const sessionHash = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

export interface Siembra {
  segundos: number;
  pasos: Array<[string, number]>;
  visitas: number;
  clientes: number;
  tarjetas: number;
  canjes: number;
  vistas: number;
  /** Per measured business: its owner's session, its size and what the calls need. */
  negocios: Array<{
    rango: number;
    publicId: string;
    token: string;
    visitas: number;
    clientes: number;
    clienteFrecuente: string;
    cursorVisitas: string;
  }>;
}

/**
 * The indexes of `tablas` that no constraint owns, dropped for a bulk load and made again after
 * it exactly as the migrations made them (one sort per index instead of millions of inserts).
 */
async function sinIndices(client: pg.Client, tablas: string[]) {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tablas],
  );
  for (const i of rows) await client.query(`drop index "${i.indexname}"`);
  return async () => {
    for (const i of rows) await client.query(i.indexdef);
  };
}

/** Writes the dataset into a migrated database. */
export async function seed(client: pg.Client): Promise<Siembra> {
  const t0 = performance.now();
  const pasos: Array<[string, number]> = [];
  let tPaso = t0;
  const paso = (nombre: string) => {
    const now = performance.now();
    pasos.push([nombre, Math.round((now - tPaso) / 100) / 10]);
    if (process.env.BENCH_PASOS) console.log(`  ${nombre}: ${((now - tPaso) / 1000).toFixed(1)} s`);
    tPaso = now;
  };
  const q = (text: string, values?: unknown[]) => client.query(text, values);
  const niveles = nivelesPorDefecto();
  const umbrales = niveles.map((n) => n.visitasRequeridas).sort((a, b) => a - b);

  // A bulk load: memory for the sorts and hashes, no wait for the WAL on each statement, no
  // foreign-key triggers (every reference is made by this seeder, in an order of its own), no
  // JIT compilation of these one-off statements.
  await q(`set work_mem = '512MB'`);
  await q(`set maintenance_work_mem = '1GB'`);
  await q(`set synchronous_commit = off`);
  await q(`set jit = off`);
  await q(`set session_replication_role = replica`);

  // The plan: business r holds a share of the visits ∝ 1/r (the largest a tenth of them, the
  // 2,000th a few hundred), a card for one in ten of its visits' worth of customers, more branches
  // and promotions the bigger it is; its customers are a window of the 500,000 starting at a
  // business-specific offset, so a customer holds cards at about two businesses.
  await q(
    `create temporary table plan as
     with w as (select r, 1.0 / r as w from generate_series(2, $1::int) r),
          s as (select sum(w) s from w)
     select 1 as r, ($2::bigint / 10)::int as visitas
     union all
     select r, round(($2::bigint - $2::bigint / 10) * w / s)::int from w, s`,
    [NEGOCIOS, VISITAS],
  );
  await q(
    `update plan set visitas = visitas + ($1::bigint - (select sum(visitas) from plan))
           where r = 2`,
    [VISITAS],
  );
  await q(
    `create temporary table negs as
     select r, visitas, gen_random_uuid() as id, gen_random_uuid() as usuario_id,
            greatest(5, least($1::int, visitas / 10)) as tarjetas,
            1 + (r <= 100)::int + (r <= 10)::int as establecimientos,
            case when r <= 50 then 12 when r <= 500 then 6 else 3 end as promociones,
            (r::bigint * 7919 * 13) % $1::int as desplazamiento
     from plan`,
    [CLIENTES],
  );
  await q(
    `create temporary table cli as
     select i, gen_random_uuid() as id, gen_random_uuid() as usuario_id,
            ($2::text[])[1 + i % 40] || ' ' || ($3::text[])[1 + (i / 40) % 50] || ' ' ||
            ($3::text[])[1 + (i / 2000) % 50] as nombre
     from generate_series(0, $1::int - 1) i`,
    [CLIENTES, NOMBRES, APELLIDOS],
  );
  await q(
    `create temporary table car as
     select n.r, j, gen_random_uuid() as id, n.id as negocio_id, c.id as cliente_id
     from negs n cross join lateral generate_series(0, n.tarjetas - 1) j
     join cli c on c.i = (n.desplazamiento + j) % $1::int`,
    [CLIENTES],
  );
  await q(
    `create temporary table est as
     select n.r, k, gen_random_uuid() as id, gen_random_uuid() as nexo_id, n.id as negocio_id
     from negs n cross join lateral generate_series(0, n.establecimientos - 1) k`,
  );
  // Temporary tables are never analyzed by autovacuum: without figures the planner would not
  // hash them.
  await q(`analyze negs; analyze cli; analyze car; analyze est`);
  paso('plan, clientes y tarjetas por número');

  // The visits, with no index to keep up (the primary key and the rest are built at the end). A
  // visit falls on one of the last 365 days, in opening hours (8:00–22:00 of the shop's clock,
  // busier at lunch and dinner), never in the future (later today moves a week back); one in ten
  // anonymous; the card picked by the square of a uniform draw, so a few customers come very
  // often and most seldom; a branch at random. The shop's wall clock is drawn first and the
  // instant derived from it: one time-zone conversion per visit instead of four.
  await q(`alter table visitas drop constraint visitas_pkey`);
  const indicesVisitas = await sinIndices(client, ['visitas']);
  await q(
    `insert into visitas (negocio_id, establecimiento_id, nexo_id, cliente_id, tarjeta_id, anonima,
                          fecha, recibida_at, fecha_local, hora_local, dia_semana)
     select f.negocio_id, e.id, e.nexo_id, t.cliente_id, t.id, t.id is null,
            f.lt at time zone $1, f.lt at time zone $1, f.lt::date,
            extract(hour from f.lt)::int, extract(dow from f.lt)::int
     from (
       select x.r, x.negocio_id, x.j, x.k,
              case when x.lt > (now() at time zone $1) then x.lt - interval '7 days' else x.lt end as lt
       from (
         select n.r, n.id as negocio_id,
                case when random() < 0.1 then null else floor(n.tarjetas * random() ^ 2)::int end as j,
                floor(random() * n.establecimientos)::int as k,
                (current_date - floor(random() * 365)::int)::timestamp
                  + make_interval(
                      hours => (array[8,9,10,11,12,13,13,14,14,14,15,16,17,18,19,19,20,20,21])[1 + floor(random() * 19)::int + (g * 0)],
                      mins => floor(random() * 60)::int, secs => random() * 60) as lt
         from negs n cross join lateral generate_series(1, n.visitas) g
       ) x
     ) f
     join est e on e.r = f.r and e.k = f.k
     left join car t on t.r = f.r and t.j = f.j`,
    [ZONA],
  );
  paso('visitas');
  await q(`alter table visitas add primary key (id)`);
  await indicesVisitas();
  paso('índices de visitas');

  // What each card keeps, from its visits: counts, first and last, season visits, the visit
  // before the last (recordarVisita), the months with a visit (registrarMes: bit j is the month
  // ultimo_mes − j) and the weeks in a row ending at its last week (avanzarRacha) — two passes,
  // the second against the first's last month and week.
  await q(
    `create temporary table agg as
     select tarjeta_id, count(*)::int as n, min(fecha) as primera, max(fecha) as ultima,
            count(*) filter (where fecha_local >= current_date - 80)::int as nt,
            max(extract(year from fecha_local)::int * 12 + extract(month from fecha_local)::int - 1) as ultimo_mes,
            max(((fecha_local - date '1970-01-01') + 3) / 7) as ultima_semana
     from visitas where tarjeta_id is not null group by tarjeta_id`,
  );
  await q(`analyze agg`);
  await q(
    `create temporary table agg2 as
     select v.tarjeta_id,
            max(v.fecha) filter (where v.fecha < a.ultima) as penultima,
            coalesce(bit_or(1 << (a.ultimo_mes - v.mes)) filter (where a.ultimo_mes - v.mes < 31), 0) as meses,
            bit_or(1::bigint << (a.ultima_semana - v.semana)) filter (where a.ultima_semana - v.semana < 63) as semanas
     from (select tarjeta_id, fecha,
                  extract(year from fecha_local)::int * 12 + extract(month from fecha_local)::int - 1 as mes,
                  ((fecha_local - date '1970-01-01') + 3) / 7 as semana
           from visitas where tarjeta_id is not null) v
     join agg a on a.tarjeta_id = v.tarjeta_id
     group by v.tarjeta_id`,
  );
  paso('agregados por tarjeta');

  // The cards (a card nobody used stays empty, as one added from the wallet), then the people,
  // businesses, branches and devices with the counters the visit keeps.
  const indicesTarjetas = await sinIndices(client, ['tarjetas']);
  await q(
    `insert into tarjetas (id, negocio_id, cliente_id, visitas_temporada, visitas_totales, nivel,
                           nivel_inicio_temporada, racha_semanas, ultima_semana, primera_visita,
                           ultima_visita, penultima_visita, ultimo_mes, meses_con_visita, created_at)
     select t.id, t.negocio_id, t.cliente_id, coalesce(a.nt, 0), coalesce(a.n, 0),
            width_bucket(coalesce(a.nt, 0), $1::int[]), 0,
            coalesce(length(substring(reverse(b.semanas::bit(64)::text) from '^1*')), 0),
            a.ultima_semana, a.primera, a.ultima, b.penultima, a.ultimo_mes, coalesce(b.meses, 0),
            coalesce(a.primera, now() - interval '30 days')
     from car t left join agg a on a.tarjeta_id = t.id left join agg2 b on b.tarjeta_id = t.id`,
    [umbrales],
  );
  await indicesTarjetas();
  // The cards' roll-ups, counted as migration 0009 counts them (its trigger does not fire in a
  // bulk load).
  await q(`select tarjetas_resumen_rehacer(null)`);
  paso('tarjetas');

  const indicesUsuarios = await sinIndices(client, ['usuarios', 'clientes']);
  await q(
    `insert into usuarios (id, email, password_hash, verificado, tipo_usuario, nombre, public_id)
     select usuario_id, 'cliente' || i || '@bench.tarjeto.mx', 'x', true, 'Cliente', nombre, 'CLIP' || i
     from cli
     union all
     select usuario_id, 'negocio' || r || '@bench.tarjeto.mx', 'x', true, 'Negocio', 'Dueño ' || r,
            'NEGP' || lpad(r::text, 4, '0')
     from negs`,
  );
  await q(
    `insert into clientes (id, usuario_id, public_id, nombre, edad, genero, ciudad, codigo_postal,
                           categoria_favorita, visitas_totales)
     select c.id, c.usuario_id, 'CLIP' || c.i, c.nombre, 18 + c.i % 50,
            (array['Mujer', 'Hombre', 'Otro'])[1 + c.i % 3], 'Puebla', '72000', array['taqueria'],
            coalesce(s.n, 0)
     from cli c
     left join (select cliente_id, sum(visitas_totales)::int n from tarjetas group by cliente_id) s
       on s.cliente_id = c.id`,
  );
  await indicesUsuarios();
  // The Clientes search's rows (migration 0011), written as its trigger writes them.
  const indicesBusqueda = await sinIndices(client, ['tarjetas_busqueda']);
  await q(
    `insert into tarjetas_busqueda (tarjeta_id, busqueda)
     select t.id, tarjetas_busqueda_de(t.negocio_id, c.nombre_busqueda)
     from tarjetas t join clientes c on c.id = t.cliente_id`,
  );
  await indicesBusqueda();
  await q(
    `insert into negocios (id, usuario_id, public_id, slug, codigo, nombre_comercial, categoria,
                           zona_horaria, visitas_totales, clientes_unicos)
     select n.id, n.usuario_id, 'NEGP' || lpad(n.r::text, 4, '0'), 'negocio-' || n.r,
            'P' || lpad(n.r::text, 5, '0'), 'Negocio ' || n.r, array['taqueria'], $1, n.visitas,
            (select count(*) from tarjetas t where t.negocio_id = n.id and t.ultima_visita is not null)
     from negs n`,
    [ZONA],
  );
  await q(
    `insert into establecimientos (id, negocio_id, nombre, direccion, ciudad, estado, codigo_postal, zona, principal)
     select id, negocio_id, case when k = 0 then 'Matriz' else 'Sucursal ' || k end, 'Calle ' || (k + 1),
            'Puebla', 'Puebla', '72000', 'Centro', k = 0
     from est`,
  );
  await q(`insert into programas_lealtad (negocio_id, niveles) select id, $1::jsonb from negs`, [
    JSON.stringify(niveles),
  ]);
  // A 3-month season that began 80 days ago; its visits and level rises (every card started it
  // at level 0) as the visit transaction counts them.
  await q(
    `insert into temporadas (negocio_id, fecha_inicio, fecha_fin, duracion_meses, activa, subidas, clientes)
     select n.id, current_date - 80, current_date + 10, 3, true, coalesce(t.subidas, 0), coalesce(t.clientes, 0)
     from negs n
     left join (select negocio_id, sum(nivel)::int subidas, count(*) filter (where visitas_temporada > 0)::int clientes
                from tarjetas group by negocio_id) t on t.negocio_id = n.id`,
  );
  paso('usuarios, clientes, negocios, temporadas');

  // One pass over the visits per branch, day and hour: the hourly roll-up (visitas_por_hora) as
  // the visit's upsert leaves it, and each device's count and last use.
  await q(
    `create temporary table por_hora as
     select negocio_id, establecimiento_id, fecha_local, hora_local, dia_semana, count(*)::int as n,
            count(*) filter (where anonima)::int as anonimas, max(recibida_at) as ultima
     from visitas group by 1, 2, 3, 4, 5`,
  );
  await q(`alter table visitas_por_hora drop constraint visitas_por_hora_negocio_id_fecha_hora_pk`);
  await q(
    `insert into visitas_por_hora (negocio_id, fecha, hora, dia_semana, visitas, anonimas)
     select negocio_id, fecha_local, hora_local, dia_semana, sum(n), sum(anonimas)
     from por_hora group by 1, 2, 3, 4`,
  );
  await q(
    `alter table visitas_por_hora add constraint visitas_por_hora_negocio_id_fecha_hora_pk
     primary key (negocio_id, fecha, hora)`,
  );
  await q(
    `insert into nexos (id, negocio_id, establecimiento_id, nombre, token_hash, visitas_registradas, ultimo_uso)
     select e.nexo_id, e.negocio_id, e.id, 'Caja', encode(sha256(e.nexo_id::text::bytea), 'base64'),
            coalesce(v.n, 0), v.u
     from est e
     left join (select establecimiento_id, sum(n)::int n, max(ultima) u from por_hora group by 1) v
       on v.establecimiento_id = e.id`,
  );
  await q(
    `update temporadas s set visitas_totales = h.n
     from (select negocio_id, sum(visitas)::int n from visitas_por_hora
           where fecha >= current_date - 80 group by negocio_id) h
     where h.negocio_id = s.negocio_id`,
  );
  paso('visitas por hora y nexos');

  // Promotions, their views (a tenth of the visits with a customer saw one of the business's
  // promotions that day) and canjes (four in ten views), with their counters.
  await q(
    `insert into promociones (public_id, negocio_id, titulo, descripcion, clase, tipo, creado_por, created_at)
     select 'PROP' || n.r || '-' || k, n.id, 'Promoción ' || k, 'Para la prueba de carga',
            (array['promocion', 'cupon', 'recompensa', 'evento'])[1 + k % 4], 'regular',
            n.usuario_id, now() - interval '400 days' + make_interval(days => k)
     from negs n cross join lateral generate_series(0, n.promociones - 1) k`,
  );
  await q(
    `create temporary table promos as
     select p.id, p.negocio_id, row_number() over (partition by p.negocio_id order by p.created_at) - 1 as k,
            n.promociones
     from promociones p join negs n on n.id = p.negocio_id`,
  );
  await q(`analyze promos`);
  const indicesPromos = await sinIndices(client, ['promocion_vistas', 'canjes']);
  await q(
    `insert into promocion_vistas (promocion_id, cliente_id, fecha)
     select distinct p.id, v.cliente_id, v.fecha_local
     from (select negocio_id, cliente_id, fecha_local, fecha from visitas tablesample bernoulli (10)
           where cliente_id is not null) v
     join negs n on n.id = v.negocio_id
     join promos p on p.negocio_id = v.negocio_id
       and p.k = (hashtext(v.cliente_id::text || v.fecha_local) & 65535) % n.promociones
     on conflict do nothing`,
  );
  await q(
    `insert into canjes (negocio_id, promocion_id, cliente_id, establecimiento_id, fecha, fecha_local, semana)
     select p.negocio_id, p.id, pv.cliente_id, e.id,
            (pv.fecha::timestamp + interval '14 hours') at time zone $1, pv.fecha,
            ((pv.fecha - date '1970-01-01') + 3) / 7
     from promocion_vistas pv
     join promos p on p.id = pv.promocion_id
     join est e on e.negocio_id = p.negocio_id and e.k = 0
     where random() < 0.4`,
    [ZONA],
  );
  await indicesPromos();
  await q(
    `update promociones p set vistas = coalesce(v.n, 0), usos = coalesce(c.n, 0)
     from promos x
     left join (select promocion_id, count(*)::int n from promocion_vistas group by 1) v on v.promocion_id = x.id
     left join (select promocion_id, count(*)::int n from canjes group by 1) c on c.promocion_id = x.id
     where p.id = x.id`,
  );
  await q(
    `update temporadas s set promociones_canjeadas = c.n
     from (select negocio_id, count(*)::int n from canjes where fecha_local >= current_date - 80
           group by negocio_id) c
     where c.negocio_id = s.negocio_id`,
  );
  await q(
    `update clientes c set canjes_totales = x.n
     from (select cliente_id, count(*)::int n from canjes group by cliente_id) x
     where x.cliente_id = c.id`,
  );
  paso('promociones, vistas y canjes');

  // The owners of the measured businesses signed in.
  const sesiones = new Map<number, string>();
  for (const r of MEDIDOS) {
    const token = randomBytes(32).toString('base64url');
    await q(
      `insert into sesiones (usuario_id, token_hash, expires_at)
       select usuario_id, $1, now() + interval '1 day' from negs where r = $2`,
      [sessionHash(token), r],
    );
    sesiones.set(r, token);
  }
  await q(`set session_replication_role = default`);
  // Autovacuum keeps the visibility map and the statistics of these insert-mostly tables current
  // in production (Próximos' counts are index-only scans, the planner reads the statistics); the
  // bench does it at once.
  await q(`vacuum analyze`);
  paso('vacuum analyze');
  const segundos = Math.round((performance.now() - t0) / 100) / 10;

  const { rows: totales } = await q(
    `select (select count(*) from visitas)::int visitas, (select count(*) from clientes)::int clientes,
            (select count(*) from tarjetas)::int tarjetas, (select count(*) from canjes)::int canjes,
            (select count(*) from promocion_vistas)::int vistas`,
  );
  const negocios: Siembra['negocios'] = [];
  for (const r of MEDIDOS) {
    const publicId = publicIdNegocio(r);
    const { rows } = await q(
      `select n.id, n.visitas_totales, n.clientes_unicos,
              (select c.public_id from tarjetas t join clientes c on c.id = t.cliente_id
               where t.negocio_id = n.id order by t.visitas_totales desc limit 1) frecuente
       from negocios n where n.public_id = $1`,
      [publicId],
    );
    const n = rows[0];
    // A page deep in the visits list: the cursor of the visit a tenth of the way down, as the API
    // encodes it.
    const { rows: hondo } = await q(
      `select to_char(fecha at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') fecha, id
       from visitas where negocio_id = $1 order by fecha desc, id desc offset $2 limit 1`,
      [n.id, Math.floor(n.visitas_totales / 10)],
    );
    negocios.push({
      rango: r,
      publicId,
      token: sesiones.get(r)!,
      visitas: n.visitas_totales,
      clientes: n.clientes_unicos,
      clienteFrecuente: n.frecuente,
      cursorVisitas: Buffer.from(JSON.stringify([hondo[0].fecha, hondo[0].id])).toString(
        'base64url',
      ),
    });
  }
  return { segundos, pasos, ...totales[0], negocios };
}

/** The calls the owner's screens make, as the browser sends them. */
function llamadas(base: string, n: Siembra['negocios'][number]): Array<[string, string]> {
  const e = `${base}/api/estadisticas/negocio/${n.publicId}`;
  const c = `${base}/api/negocio/${n.publicId}/clientes`;
  const desde = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  return [
    ['Inicio', `${e}/inicio`],
    ['Visitas (tarjeta de Inicio, 7 días)', `${base}/api/visita/stats/${n.publicId}`],
    ['Inicio: clientes recientes', `${c}/recientes?limit=5`],
    ['Inicio: próximos a subir de nivel', `${c}/proximos?limit=5`],
    ['Resumen del periodo (90 días)', `${e}/resumen?periodo=90`],
    ['Visitas por Semana (12 semanas)', `${e}/visitas-semanales`],
    ['Uso de Promociones (90 días)', `${e}/promociones?periodo=90`],
    ['Clientes por Nivel (90 días)', `${e}/niveles?periodo=90`],
    ['Horas Pico (90 días)', `${e}/horas-pico?periodo=90`],
    ['Retención (6 meses)', `${e}/retencion`],
    [
      'Lista de visitas, 1.ª página',
      `${base}/api/visita/negocio/${n.publicId}?limit=50&startDate=${desde}`,
    ],
    [
      'Lista de visitas, página a 1/10',
      `${base}/api/visita/negocio/${n.publicId}?limit=50&startDate=${desde}&cursor=${n.cursorVisitas}`,
    ],
    ['Clientes por última visita', `${c}?orden=ultimaVisita`],
    ['Clientes por visitas', `${c}?orden=visitas`],
    ['Clientes por nivel', `${c}?orden=nivel`],
    ['Clientes, búsqueda común («maría»)', `${c}?q=maria`],
    [
      'Clientes, búsqueda de un nombre completo',
      `${c}?q=${encodeURIComponent('ana garcia lopez')}`,
    ],
    ['Detalle de un cliente', `${c}/${n.clienteFrecuente}`],
    [
      'Programa de lealtad (tarjetas por nivel)',
      `${base}/api/programa-lealtad/negocio/${n.publicId}`,
    ],
    ['Visitas de un cliente', `${c}/${n.clienteFrecuente}/visitas`],
  ];
}

interface Ronda {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errores: number;
}

/** One call for SECONDS with CONNECTIONS: percentiles from every response's own time. */
async function medir(url: string, headers: Record<string, string>): Promise<Ronda> {
  const tiempos: number[] = [];
  const res = await new Promise<autocannon.Result>((resolve, reject) => {
    const instancia = autocannon(
      { url, headers, connections: CONNECTIONS, duration: SECONDS },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instancia.on('response', (_client, _status, _bytes, ms) => tiempos.push(ms));
  });
  tiempos.sort((a, b) => a - b);
  const pct = (p: number) =>
    tiempos[Math.min(tiempos.length - 1, Math.floor(p * tiempos.length))] ?? 0;
  const r1 = (x: number) => Math.round(x * 10) / 10;
  return {
    rps: Math.round(tiempos.length / SECONDS),
    p50: r1(pct(0.5)),
    p95: r1(pct(0.95)),
    p99: r1(pct(0.99)),
    errores: res.errors + res.non2xx + res.timeouts,
  };
}

/** The dashboard on the 10-million-visit dataset, on the PostgreSQL server. */
export async function benchEstadisticasPostgres(adminUrl: string): Promise<Medida[]> {
  return conApi(adminUrl, async ({ api, db }) => {
    const s = await seed(db);
    const carga = 'Panel del negocio';
    const base = 'PostgreSQL' as const;
    const medidas: Medida[] = [
      {
        carga,
        base,
        medida: 'siembra del conjunto de datos',
        valor: s.segundos,
        unidad: 's',
        lectura: 'absoluta',
        meta: { op: '<=', valor: META_SIEMBRA_S },
        detalle: `${s.visitas.toLocaleString('en-US')} visitas, ${NEGOCIOS} negocios, ${s.clientes.toLocaleString('en-US')} clientes, ${s.tarjetas.toLocaleString('en-US')} tarjetas, ${s.vistas.toLocaleString('en-US')} vistas, ${s.canjes.toLocaleString('en-US')} canjes; ${s.pasos.map(([p, t]) => `${p} ${t} s`).join(' · ')}`,
      },
      {
        carga,
        base,
        medida: 'visitas sembradas',
        valor: s.visitas,
        unidad: '',
        lectura: 'razón',
        meta: { op: '>=', valor: VISITAS },
      },
    ];
    medidas.push(...(await medirPanel(api.base, s.negocios)));
    return medidas;
  });
}

/**
 * Every call of the measured businesses, ROUNDS times, against a running API; one Medida per call
 * (the median of the rounds' p95) and one per call that answered anything but 200.
 */
export async function medirPanel(base: string, negocios: Siembra['negocios']): Promise<Medida[]> {
  const carga = 'Panel del negocio';
  const medidas: Medida[] = [];
  // Every call of both businesses in each round, the rounds one after the other, so a noisy
  // moment on the shared machine spoils one round of many calls rather than every round of one.
  const todas = negocios.flatMap((n) =>
    llamadas(base, n).map(([nombre, url]) => ({
      nombre: `${n.rango === 1 ? 'Mayor' : 'Mediano'} (${n.visitas.toLocaleString('en-US')} visitas): ${nombre}`,
      url,
      headers: { cookie: `tarjeto_sesion=${n.token}` },
    })),
  );
  for (const l of todas) {
    const first = await fetch(l.url, { headers: l.headers });
    if (first.status !== 200) throw new Error(`${l.nombre}: ${first.status} ${await first.text()}`);
  }
  const rondas = todas.map(() => [] as Ronda[]);
  for (let i = 0; i < ROUNDS; i++)
    for (const [k, l] of todas.entries()) rondas[k]!.push(await medir(l.url, l.headers));
  for (const [k, l] of todas.entries()) {
    const rs = rondas[k]!;
    const m = (f: (r: Ronda) => number) => median(rs.map(f));
    medidas.push({
      carga,
      base: 'PostgreSQL',
      medida: `${l.nombre} p95`,
      valor: m((r) => r.p95),
      unidad: 'ms',
      lectura: 'absoluta',
      meta: { op: '<=', valor: META_P95_MS },
      detalle: `${m((r) => r.rps)} req/s, p50 ${m((r) => r.p50)} ms, p99 ${m((r) => r.p99)} ms; ${CONNECTIONS} conexiones, ${ROUNDS} rondas de ${SECONDS} s`,
    });
    const errores = rs.reduce((t, r) => t + r.errores, 0);
    if (errores)
      medidas.push({
        carga,
        base: 'PostgreSQL',
        medida: `${l.nombre} errores`,
        valor: errores,
        unidad: '',
        lectura: 'razón',
        meta: { op: '<=', valor: 0 },
      });
  }
  return medidas;
}
