import autocannon from 'autocannon';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { BASE32_CROCKFORD } from '@tarjeto/shared';
import { conApi, sembrarClientes, sembrarNegocio } from './lib/negocio.ts';
import { type Medida, memoriaTrasLaCarga } from './lib/report.ts';
import { median } from './lib/server.ts';

// Issue 12, workload 2: a hot exclusivo promotion. Many customers, each holding the 6-character
// code they asked for in the app, reach the counters at once; the counters' Nexos confirm them
// (POST /api/nexo/canjes/codigo — the step where stock is spent). Every request is a different
// customer's live code; the stock is far smaller than the crowd. Exactly the stock may succeed;
// everyone else must get a clean 409 (sold out), never a 5xx or a timeout. Each round has its
// own promotion, so each round's ledger can be counted.

const CLIENTES = 2000;
const NEXOS = 4;
const STOCK = 100;
const ROUNDS = 3;
/** Attempts per round: fifteen customers for every unit, so every round sells out. */
const ATTEMPTS = 1500;
const CONNECTIONS = 20;

const tokenHash = (token: string) =>
  createHash('sha256').update(`nexo:${token}`, 'utf8').digest('base64url');

/** Code number n as 6 Crockford base32 characters (unique for n < 32⁶). */
const codigoDe = (n: number) => {
  let out = '';
  for (let i = 0; i < 6; i++) {
    out = BASE32_CROCKFORD[n % 32] + out;
    n = Math.floor(n / 32);
  }
  return out;
};

/** The business, with a Nexo at each of NEXOS establishments, and its customers with a card. */
async function seed(db: pg.Client) {
  await sembrarNegocio(db, {
    publicId: 'NEGCANJE',
    slug: 'negcanje',
    codigo: 'NEGCANJE',
    nombreComercial: 'Canjes de prueba',
    email: 'canjes@bench.tarjeto.mx',
  });
  const tokens = Array.from(
    { length: NEXOS },
    () => `nexo_${randomBytes(32).toString('base64url')}`,
  );
  await db.query(
    `with n as (select id from negocios where public_id = 'NEGCANJE'),
     e as (
       insert into establecimientos (negocio_id, nombre, direccion, ciudad, estado, codigo_postal, zona, principal)
       select n.id, 'Caja ' || i, 'Calle ' || i, 'Puebla', 'Puebla', '72000', 'Centro', false
       from n, generate_series(1, $1) i returning id, negocio_id
     )
     insert into nexos (negocio_id, establecimiento_id, nombre, token_hash)
     select e.negocio_id, e.id, 'Caja', h.hash
     from (select row_number() over (order by id) as i, id, negocio_id from e) e
     join unnest($2::text[]) with ordinality h(hash, i) on h.i = e.i`,
    [NEXOS, tokens.map(tokenHash)],
  );
  await sembrarClientes(db, 'NEGCANJE', { cantidad: CLIENTES, prefijo: 'CANJE' });
  return tokens;
}

/** Round r's promotion (exclusivo, STOCK units) and one live code per customer for it. */
async function promocionDeRonda(db: pg.Client, r: number) {
  const publicId = `PROMOCANJE${r}`;
  await db.query(
    `insert into promociones (public_id, negocio_id, titulo, descripcion, clase, tipo, exclusivo_total, restantes, fecha_limite, creado_por)
     select $1, n.id, 'Edición limitada', 'Solo para los primeros', 'promocion', 'exclusivo', $2, $2, current_date + 30, n.usuario_id
     from negocios n where n.public_id = 'NEGCANJE'`,
    [publicId, STOCK],
  );
  const codigos = Array.from({ length: CLIENTES }, (_, i) => codigoDe(r * CLIENTES + i + 1000));
  await db.query(
    `insert into codigos_canje (codigo, negocio_id, promocion_id, cliente_id, expires_at)
     select c.codigo, p.negocio_id, p.id, t.cliente_id, now() + interval '1 hour'
     from promociones p
     join numeradas t on true
     join unnest($2::text[]) with ordinality c(codigo, i) on c.i - 1 = t.i
     where p.public_id = $1`,
    [publicId, codigos],
  );
  return { publicId, codigos };
}

export interface CanjesResultado {
  intentosPorSegundo: number;
  p99: number;
  /** Per round: 2xx answers, ledger rows for the round's promotion, the stock left. */
  exitos: number[];
  enBase: number[];
  restantes: number[];
  /** Answers other than 200 and 409, and connection errors/timeouts. */
  otros: number;
  rechazos409: number;
  rssMb: number;
}

async function medir(adminUrl: string): Promise<CanjesResultado> {
  return conApi(adminUrl, async ({ api, db }) => {
    const tokens = await seed(db);
    const rps: number[] = [];
    const p99: number[] = [];
    const exitos: number[] = [];
    const enBase: number[] = [];
    const restantes: number[] = [];
    let otros = 0;
    let rechazos409 = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const { publicId, codigos } = await promocionDeRonda(db, r);
      const bodies = codigos.map((codigo) =>
        JSON.stringify({ codigo, idempotencyKey: randomUUID() }),
      );
      let i = 0;
      let agotados = false;
      const res = await autocannon({
        url: `${api.base}/api/nexo/canjes/codigo`,
        connections: CONNECTIONS,
        amount: ATTEMPTS,
        // With `amount`, autocannon stops at its next sample tick after the last answer, and
        // reports that as the round's length: at the default tick of 1 s a round of 1.2 s read
        // as 2 s (750 attempts/s instead of 1,250) — every earlier figure of this bench was
        // 1,500 divided by a whole number of seconds. A 10 ms tick measures the round itself.
        sampleInt: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              if (i >= bodies.length) agotados = true;
              const k = i++ % bodies.length;
              return {
                ...req,
                headers: {
                  ...req.headers,
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[k % NEXOS]}`,
                },
                body: bodies[k],
              };
            },
          },
        ],
      });
      if (agotados) throw new Error('la ronda usó más códigos de los preparados');
      // Attempts over the round's whole length, the rush after the last unit included.
      rps.push(res.requests.total / res.duration);
      p99.push(res.latency.p99);
      exitos.push(res['2xx']);
      const codes = res.statusCodeStats as Record<string, { count: number }>;
      rechazos409 += codes['409']?.count ?? 0;
      otros += res.errors + res.timeouts + (res.non2xx - (codes['409']?.count ?? 0));
      const { rows } = await db.query<{ n: string; restantes: number }>(
        `select (select count(*) from canjes k where k.promocion_id = p.id) n, p.restantes
         from promociones p where p.public_id = $1`,
        [publicId],
      );
      enBase.push(Number(rows[0]!.n));
      restantes.push(rows[0]!.restantes);
    }
    return {
      intentosPorSegundo: Math.round(median(rps)),
      p99: median(p99),
      exitos,
      enBase,
      restantes,
      otros,
      rechazos409,
      rssMb: api.rssMb(),
    };
  });
}

/** ≥ 1,000 attempts/s on one hot exclusivo; exactly the stock succeeds, the rest a clean 409. */
export async function benchCanjesPostgres(adminUrl: string): Promise<Medida[]> {
  const v = await medir(adminUrl);
  const carga = 'Canje de una promoción exclusiva';
  const base = 'PostgreSQL' as const;
  const detalle = `${ROUNDS} rondas de ${ATTEMPTS} intentos, ${CONNECTIONS} conexiones, ${NEXOS} Nexos, existencias ${STOCK}, un cliente distinto por intento`;
  const fueraDeStock = (xs: number[]) => xs.reduce((s, x) => s + Math.abs(x - STOCK), 0);
  return [
    {
      carga,
      base,
      medida: 'intentos de canje (POST /api/nexo/canjes/codigo)',
      valor: v.intentosPorSegundo,
      unidad: 'intentos/s',
      lectura: 'absoluta',
      meta: { op: '>=', valor: 1000 },
      detalle,
    },
    {
      carga,
      base,
      medida: 'p99 de los intentos',
      valor: v.p99,
      unidad: 'ms',
      lectura: 'absoluta',
    },
    {
      carga,
      base,
      medida: 'canjes en la base distintos de las existencias (suma de rondas)',
      valor: fueraDeStock(v.enBase),
      unidad: '',
      lectura: 'razón',
      meta: { op: '<=', valor: 0 },
      detalle: `canjes por ronda ${v.enBase.join(', ')}; respuestas 200 ${v.exitos.join(', ')}; restantes ${v.restantes.join(', ')}`,
    },
    {
      carga,
      base,
      medida: 'respuestas 200 distintas de las existencias (suma de rondas)',
      valor: fueraDeStock(v.exitos),
      unidad: '',
      lectura: 'razón',
      meta: { op: '<=', valor: 0 },
    },
    {
      carga,
      base,
      medida: 'respuestas que no son 200 ni 409, errores o tiempos agotados',
      valor: v.otros,
      unidad: '',
      lectura: 'razón',
      meta: { op: '<=', valor: 0 },
      detalle: `${v.rechazos409} rechazos 409 (agotada)`,
    },
    memoriaTrasLaCarga(carga, base, v.rssMb),
  ];
}
