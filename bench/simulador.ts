import autocannon from 'autocannon';
import type pg from 'pg';
import { simulacionResponseSchema } from '@tarjeto/shared';
import {
  conApi,
  nivelesPorDefecto,
  nivelSegunVisitas,
  sembrarClientes,
  sembrarNegocio,
} from './lib/negocio.ts';
import type { Medida } from './lib/report.ts';
import { median } from './lib/server.ts';

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

const PUBLIC_ID = 'NEGSIMULA';

/**
 * One business with a season under way, its customers' cards and visits, and its owner's session.
 * The sizes are the bench's; a smaller run (a check of the seeder itself) may pass its own.
 */
export async function seed(client: pg.Client, { visitas = VISITAS, clientes = CLIENTES } = {}) {
  const niveles = nivelesPorDefecto();
  const { token } = await sembrarNegocio(client, {
    publicId: PUBLIC_ID,
    slug: 'simulador',
    codigo: 'SIMULA',
    nombreComercial: 'Taquería del Simulador',
    email: 'simulador@bench.tarjeto.mx',
  });
  // Customers and their cards; then the visits, a few customers coming often and most seldom
  // (the square of a uniform draw), spread over the season's 80 days; then the cards' counters
  // and levels from those visits, as the product keeps them.
  await sembrarClientes(client, PUBLIC_ID, {
    cantidad: clientes,
    prefijo: 'CLISIM',
    desdeDias: 80,
  });
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
    [visitas, clientes],
  );
  await client.query(
    `update tarjetas t set visitas_temporada = v.n, visitas_totales = v.n,
       nivel = ${nivelSegunVisitas('v.n')}
     from (select tarjeta_id, count(*)::int n from visitas group by tarjeta_id) v
     where v.tarjeta_id = t.id`,
    [JSON.stringify(niveles)],
  );
  await client.query('analyze');
  return { token, niveles };
}

async function medirSimulador(adminUrl: string): Promise<SimuladorBenchResult> {
  return conApi(adminUrl, async ({ api, db }) => {
    const { token, niveles } = await seed(db);
    const url = `${api.base}/api/programa-lealtad/negocio/${PUBLIC_ID}/simulacion`;
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
  });
}

/** The simulator follows typing: within 150 ms (p97.5, one owner) it keeps step with the field. */
export async function benchSimuladorPostgres(adminUrl: string): Promise<Medida[]> {
  const s = await medirSimulador(adminUrl);
  const carga = 'Simulador de niveles';
  const base = 'PostgreSQL' as const;
  const detalle = `${s.visitas} visitas de ${s.clientes} clientes, ${s.rps} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms; el servidor mide ${s.servidorMs} ms`;
  return [
    {
      carga,
      base,
      medida: 'POST …/simulacion p97.5',
      valor: s.p975,
      unidad: 'ms',
      lectura: 'absoluta',
      meta: { op: '<=', valor: 150 },
      detalle,
    },
    {
      carga,
      base,
      medida: 'visitas de la temporada simulada',
      valor: s.visitas,
      unidad: '',
      lectura: 'razón',
      meta: { op: '>=', valor: 100_000 },
    },
    {
      carga,
      base,
      medida: 'errores',
      valor: s.errores,
      unidad: '',
      lectura: 'razón',
      meta: { op: '<=', valor: 0 },
    },
  ];
}
