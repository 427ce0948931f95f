import autocannon from 'autocannon';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_NIVELES_PROGRAMA, simulacionResponseSchema } from '@tarjeto/shared';
import { benchDatabase } from './lib/database.ts';
import { median, startProcess } from './lib/server.ts';

// The level simulator (issue 9): while an owner types a threshold, 'Programa de lealtad' asks the
// server to replay this season's visits with the levels being edited. Here one business holds
// 100,000 visits of this season over 8,000 cards, and the owner's browser sends one simulation
// after another (each with another Plata threshold, as typing does) on the PostgreSQL server.

const VISITAS = 100_000;
const CLIENTES = 8_000;
const ROUNDS = 3;
const SECONDS = 5;

export interface SimuladorBenchResult {
  visitas: number;
  clientes: number;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  /** The server's own measure of one simulation (the `ms` it answers), median. */
  servidorMs: number;
  errores: number;
}

const sessionHash = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/** One business with a season under way, its customers' cards and visits, and its owner's session. */
export async function seed(client: pg.Client) {
  const niveles = DEFAULT_NIVELES_PROGRAMA.map((n) => ({
    nivel: n.nivel,
    nombre: n.nombre,
    visitasRequeridas: n.visitasRequeridas,
    beneficios: [{ descripcion: n.beneficio, activo: true }],
  }));
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `with u as (
       insert into usuarios (email, password_hash, verificado, tipo_usuario, nombre, public_id)
       values ('simulador@bench.tarjeto.mx', 'x', true, 'Negocio', 'Dueña', 'NEGSIMULA') returning id
     ), s as (
       insert into sesiones (usuario_id, token_hash, expires_at)
       select id, $2, now() + interval '1 day' from u
     ), n as (
       insert into negocios (usuario_id, public_id, slug, codigo, nombre_comercial, categoria)
       select id, 'NEGSIMULA', 'simulador', 'SIMULA', 'Taquería del Simulador', array['taqueria'] from u
       returning id
     ), e as (
       insert into establecimientos (negocio_id, nombre, direccion, ciudad, estado, codigo_postal, zona, principal)
       select id, 'Matriz', 'Calle 1', 'Puebla', 'Puebla', '72000', 'Centro', true from n
     ), p as (
       insert into programas_lealtad (negocio_id, niveles) select id, $1::jsonb from n
     )
     insert into temporadas (negocio_id, fecha_inicio, fecha_fin, duracion_meses, activa)
     select id, current_date - 80, current_date + 10, 3, true from n`,
    [JSON.stringify(niveles), sessionHash(token)],
  );
  // Customers and their cards; then the visits, a few customers coming often and most seldom
  // (the square of a uniform draw), spread over the season's 80 days; then the cards' counters
  // and levels from those visits, as the product keeps them.
  await client.query(
    `with u as (
       insert into usuarios (email, password_hash, verificado, tipo_usuario, nombre, public_id)
       select 'sim' || i || '@bench.tarjeto.mx', 'x', true, 'Cliente', 'Cliente ' || i, 'CLISIM' || i
       from generate_series(1, $1) i returning id, public_id
     ), c as (
       insert into clientes (usuario_id, public_id, nombre, edad, genero, ciudad, codigo_postal, categoria_favorita)
       select id, public_id, 'Cliente de prueba', 30, 'Otro', 'Puebla', '72000', array['taqueria'] from u
       returning id
     )
     insert into tarjetas (negocio_id, cliente_id, primera_visita, ultima_visita)
     select n.id, c.id, now() - interval '80 days', now() from c, negocios n`,
    [CLIENTES],
  );
  await client.query(
    `create temporary table numeradas as
       select row_number() over (order by id) - 1 as i, id, cliente_id, negocio_id from tarjetas`,
  );
  await client.query(
    `insert into visitas (negocio_id, establecimiento_id, cliente_id, tarjeta_id, fecha, fecha_local, hora_local, dia_semana)
     select t.negocio_id, e.id, t.cliente_id, t.id, f.at, (f.at at time zone 'America/Mexico_City')::date,
            extract(hour from f.at at time zone 'America/Mexico_City')::int,
            extract(isodow from f.at at time zone 'America/Mexico_City')::int % 7
     from generate_series(1, $1) k
     cross join lateral (select floor($2 * random() ^ 2)::int as i, k as k2) pick
     join numeradas t on t.i = pick.i
     join establecimientos e on e.negocio_id = t.negocio_id
     cross join lateral (select now() - (random() * interval '79 days') as at, pick.k2) f`,
    [VISITAS, CLIENTES],
  );
  await client.query(
    `update tarjetas t set visitas_temporada = v.n, visitas_totales = v.n,
       nivel = (select count(*) from jsonb_array_elements($1::jsonb) l
                where (l->>'visitasRequeridas')::int <= v.n)
     from (select tarjeta_id, count(*)::int n from visitas group by tarjeta_id) v
     where v.tarjeta_id = t.id`,
    [JSON.stringify(niveles)],
  );
  await client.query('analyze');
  return { token, niveles };
}

export async function benchSimuladorPostgres(adminUrl: string): Promise<SimuladorBenchResult> {
  const database = await benchDatabase(adminUrl);
  const api = await startProcess(['apps/api/dist/server.js'], {
    DATABASE_URL: database.url,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    CAPTCHA: 'off',
    DATA_DIR: '',
  });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const { token, niveles } = await seed(db);
    const url = `${api.base}/api/programa-lealtad/negocio/NEGSIMULA/simulacion`;
    const headers = {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      cookie: `tarjeto_sesion=${token}`,
    };
    // Plata's threshold as the owner types it: 7, 8, … 11 and round again (between Bronce and Oro).
    let tecla = 0;
    const cuerpo = () => {
      const plata = 7 + (tecla % 5);
      // Every other one with two months, which ends the 80-day-old season in the past: the
      // visits up to its new last day are counted from the visits themselves.
      const duracionMeses = tecla++ % 2 === 0 ? 3 : 2;
      return JSON.stringify({
        duracionMeses,
        niveles: niveles.map((n) => (n.nivel === 2 ? { ...n, visitasRequeridas: plata } : n)),
      });
    };
    const first = await fetch(url, { method: 'POST', headers, body: cuerpo() });
    if (first.status !== 200) throw new Error(`simulación: ${first.status} ${await first.text()}`);
    const { data } = simulacionResponseSchema.parse(await first.json());
    const serverMs: number[] = [];
    const rounds = { rps: [] as number[], p50: [] as number[], p975: [] as number[] };
    const p99: number[] = [];
    let errores = 0;
    for (let r = 0; r < ROUNDS; r++) {
      // One connection: one owner's browser, each simulation after the one before.
      const res = await autocannon({
        url,
        connections: 1,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({ ...req, headers, body: cuerpo() }),
            onResponse: (status, body) => {
              if (status === 200)
                serverMs.push((JSON.parse(body) as { data: { ms: number } }).data.ms);
            },
          },
        ],
      });
      rounds.rps.push(res.requests.average);
      rounds.p50.push(res.latency.p50);
      rounds.p975.push(res.latency.p97_5);
      p99.push(res.latency.p99);
      errores += res.errors + res.non2xx;
    }
    return {
      visitas: data.visitas,
      clientes: data.clientes,
      rps: Math.round(median(rounds.rps)),
      p50: median(rounds.p50),
      p975: median(rounds.p975),
      p99: median(p99),
      servidorMs: median(serverMs),
      errores,
    };
  } finally {
    await db.end();
    await api.stop();
    await database.drop();
  }
}
