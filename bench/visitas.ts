import autocannon from 'autocannon';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { BASE32_CROCKFORD, CODIGO_PASO_MS, codigoClienteEn, codigoParaQr } from '@tarjeto/shared';
import { conApi, nivelesPorDefecto } from './lib/negocio.ts';
import { baseDeUrl, lecturaCpu } from './lib/cpu.ts';
import type { Medida } from './lib/report.ts';
import pino from 'pino';
import { loggerOptions } from '../apps/api/src/lib/logger.ts';
import { median, root, startProcess, type Running } from './lib/server.ts';

// Visit registration on the PostgreSQL server (issues 8 and 12): POST /api/nexo/visitas with real
// device tokens and real rotating customer codes over many customers and businesses, against a
// bare one-row INSERT endpoint on the same Fastify + node-postgres, measured side by side in
// alternating rounds. Every request is a counted visit: each (customer, business) pair is used
// once, and each at its own 30-second step, which the offline window lets a device send. A third
// server in the same rounds, the floor (bench/suelo-visita-server.ts), does only what DOMAIN §4
// asks of a visit in one transaction: how far the target is from what the design allows at all.

export const NEGOCIOS = 40;
/**
 * A customer's code counts once in its 30-second step, so a step's rounds can send at most this
 * many visits: on a fast machine the floor, the API and the two logged servers send about 36,000
 * in one step.
 */
export const CLIENTES = 60_000;
export const ROUNDS = 3;
export const SECONDS = 5;
export const CONNECTIONS = 10;

export interface VisitBenchResult {
  visitasRps: number;
  insercionRps: number;
  ratio: number;
  /** The floor (bench/suelo-visita-server.ts): the least a visit can do under DOMAIN §4. */
  sueloRps: number;
  sueloRatio: number;
  visitasP99: number;
  insercionP99: number;
  errores: number;
  /** Where the errors came from (empty when none). */
  fallos: string;
  /** Requests still in flight when a round's clock stopped: counted by the server, unseen here. */
  enVuelo: number;
  contadasEnBase: number;
  respuestasOk: number;
  rssMb: number;
  /**
   * CPU ms per counted visit, summed over the rounds: the server's Node process, and the database
   * sessions serving it — the API's and the floor's (each part's share, issue 29).
   */
  cpu: Record<'visitas' | 'suelo', { node: number; base: number }>;
  /** The same workload on two more servers over the same database, logging to a file. */
  registro: { infoRps: number; debugRps: number; bytesPorPeticion: number };
}

/** What the server stores of a device's token (hashToken in the nexo service). */
export const tokenHash = (token: string) =>
  createHash('sha256').update(`nexo:${token}`, 'utf8').digest('base64url');

const handleDe = (n: number) => {
  let out = '';
  for (let i = 0; i < 5; i++) {
    out = BASE32_CROCKFORD[n % 32] + out;
    n = Math.floor(n / 32);
  }
  return out;
};

/**
 * `n` businesses with a paired Nexo each, straight in SQL (public ids NEG<etiqueta><i>, in order);
 * the Nexos' tokens, business i's at i.
 */
export async function sembrarNexos(client: Pick<pg.Client, 'query'>, n: number, etiqueta: string) {
  const tokens = Array.from({ length: n }, () => `nexo_${randomBytes(32).toString('base64url')}`);
  await client.query(
    `with u as (
       insert into usuarios (email, password_hash, verificado, tipo_usuario, nombre, public_id)
       select 'neg' || lower($4) || i || '@bench.tarjeto.mx', 'x', true, 'Negocio', 'Negocio ' || i, 'NEG' || $4 || i
       from generate_series(0, $1 - 1) i returning id, public_id
     ), n as (
       insert into negocios (usuario_id, public_id, slug, codigo, nombre_comercial, categoria)
       select id, public_id, lower(public_id), public_id, 'Negocio de prueba', array['taqueria'] from u
       returning id
     ), e as (
       insert into establecimientos (negocio_id, nombre, direccion, ciudad, estado, codigo_postal, zona, principal)
       select id, 'Matriz', 'Calle 1', 'Puebla', 'Puebla', '72000', 'Centro', true from n returning id, negocio_id
     ), p as (
       insert into programas_lealtad (negocio_id, niveles) select id, $2::jsonb from n
     ), t as (
       insert into temporadas (negocio_id, fecha_inicio, fecha_fin, duracion_meses, activa)
       select id, current_date - 30, current_date + 60, 3, true from n
     )
     insert into nexos (negocio_id, establecimiento_id, nombre, token_hash)
     select e.negocio_id, e.id, 'Caja', h.hash
     from (select row_number() over (order by id) - 1 as i, id, negocio_id from e) e
     join unnest($3::text[]) with ordinality h(hash, i) on h.i - 1 = e.i`,
    [n, JSON.stringify(nivelesPorDefecto()), tokens.map(tokenHash), etiqueta],
  );
  return tokens;
}

/**
 * `n` customers with their code secrets, straight in SQL (public ids CLI<etiqueta><i>, in order);
 * customer i's handle and secret at i.
 */
export async function sembrarClientesConCodigo(
  client: Pick<pg.Client, 'query'>,
  n: number,
  etiqueta: string,
) {
  const secretos = Array.from({ length: n }, () => randomBytes(20).toString('base64url'));
  const handles = Array.from({ length: n }, (_, i) => handleDe(i + 1000));
  await client.query(
    `with u as (
       insert into usuarios (email, password_hash, verificado, tipo_usuario, nombre, public_id)
       select 'cli' || lower($4) || i || '@bench.tarjeto.mx', 'x', true, 'Cliente', 'Cliente ' || i, 'CLI' || $4 || i
       from generate_series(0, $1 - 1) i returning id, public_id
     )
     insert into clientes (usuario_id, public_id, nombre, edad, genero, ciudad, codigo_postal, categoria_favorita, codigo_handle, codigo_secreto)
     select u.id, u.public_id, 'Cliente de prueba', 30, 'Otro', 'Puebla', '72000', array['taqueria'], d.handle, d.secreto
     from (select row_number() over (order by id) as i, id, public_id from u) u
     join unnest($2::text[], $3::text[]) with ordinality d(handle, secreto, i) on d.i = u.i`,
    [n, handles, secretos, etiqueta],
  );
  return handles.map((handle, i) => ({ handle, secreto: secretos[i]! }));
}

/** Businesses with a paired Nexo each, and customers with their code secrets, straight in SQL. */
export async function seed(client: Pick<pg.Client, 'query'>) {
  return {
    tokens: await sembrarNexos(client, NEGOCIOS, 'BENCH'),
    clientes: await sembrarClientesConCodigo(client, CLIENTES, 'BENCH'),
  };
}

export interface Prepared {
  token: string;
  body: string;
  /** Called when the scan is sent: its customer's code for that step is then spent. */
  enviado: () => void;
}

/**
 * The scans of the rounds, each one live: a code of the current 30-second step, scanned a second
 * before it is prepared. (A scan older than two minutes is a queued one, and a device may send only
 * 20 of those a minute — issue 25 — so backdated scans measure the limiter's 429s, not visits.)
 * The k-th scan is at business b = k % B, and the j-th scan at b (j = ⌊k / B⌋) is customer
 * (j + b·⌊C / B⌋) % C: consecutive requests are spread over the businesses AND over the customers,
 * as real counters' traffic is (one person is not at ten counters at once, and each visit locks
 * its customer's row). For a fixed business, j ↦ customer is one-to-one while j < C, so each
 * (customer, business) pair is used once and no scan meets a cooldown. A code counts once anywhere,
 * so a customer whose code of this step was already sent is skipped; a prepared scan that was not
 * sent spends nothing. Skips stretch a batch over more values of j, and past C / B of them a
 * customer would come round twice in one batch, with the same code (on a fast machine a round sends
 * thousands more): a customer is prepared once per batch.
 */
export function preparador(tokens: string[], clientes: Array<{ handle: string; secreto: string }>) {
  let k = 0;
  const B = tokens.length;
  const C = clientes.length;
  /** The code step each customer's last sent scan used. */
  const pasoEnviado = new Float64Array(C).fill(-1);
  /** The batch each customer was last prepared in. */
  const enLote = new Int32Array(C).fill(-1);
  let lote = 0;
  return async function siguientes(count: number): Promise<Prepared[]> {
    const at = Date.now() - 1000;
    const paso = Math.floor(at / CODIGO_PASO_MS);
    const out: Prepared[] = [];
    lote++;
    while (out.length < count) {
      const b = k % B;
      const j = Math.floor(k / B);
      k++;
      if (j >= C) throw new Error('no quedan pares (cliente, negocio) sin usar');
      const ci = (j + b * Math.floor(C / B)) % C;
      if (pasoEnviado[ci] === paso || enLote[ci] === lote) continue;
      enLote[ci] = lote;
      const c = clientes[ci]!;
      const codigo = codigoParaQr(await codigoClienteEn(c.handle, c.secreto, at));
      out.push({
        token: tokens[b]!,
        body: JSON.stringify({
          codigo,
          idempotencyKey: randomUUID(),
          escaneadoEn: new Date(at).toISOString(),
        }),
        enviado: () => (pasoEnviado[ci] = paso),
      });
    }
    return out;
  };
}

/** One round of the yardstick: SECONDS of one-row INSERTs from CONNECTIONS connections. */
export const rondaDeInsercion = (base: string) =>
  autocannon({
    url: `${base}/insertar`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ dato: 'visita' }),
  });

/**
 * One round: SECONDS of POST /api/nexo/visitas from CONNECTIONS connections, each request the next
 * prepared scan (it throws when the round needed more than were prepared).
 */
export async function rondaDeVisitas(base: string, pool: Prepared[]) {
  let i = 0;
  const resultado = await autocannon({
    url: `${base}/api/nexo/visitas`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const p = pool[i++ % pool.length]!;
          p.enviado();
          return {
            ...req,
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              authorization: `Bearer ${p.token}`,
            },
            body: p.body,
          };
        },
      },
    ],
  });
  if (i > pool.length) throw new Error('la ronda usó más visitas de las preparadas');
  return resultado;
}

async function medirVisitas(adminUrl: string): Promise<VisitBenchResult> {
  return conApi(adminUrl, async ({ api, db, url }) => {
    const bare = await startProcess(
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'bench/bare-insert-server.ts'],
      { DATABASE_URL: url },
      '/salud',
    );
    const suelo = await startProcess(
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'bench/suelo-visita-server.ts'],
      { DATABASE_URL: url },
      '/salud',
    );
    // Part 7 of issue 12: what the request log costs. Two more API processes on the same
    // database, their log going to a file as a service's would: LOG_LEVEL=info (the default: a
    // visit that went well writes nothing) and LOG_LEVEL=debug (one line per request, about what
    // Fastify's own two info lines per request cost before).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-bench-log-'));
    const conRegistro = async (nivel: 'info' | 'debug') =>
      startProcess(
        ['apps/api/dist/server.js'],
        { DATABASE_URL: url, SEED_DEMO: 'never', LOG_LEVEL: nivel, CAPTCHA: 'off', DATA_DIR: '' },
        '/api/health',
        path.join(dir, `${nivel}.log`),
      );
    const info = await conRegistro('info');
    const debug = await conRegistro('debug');
    try {
      const { tokens, clientes } = await seed(db);
      // Each round's scans are prepared just before it, live at that moment.
      const siguientes = preparador(tokens, clientes);
      const perRound = 15_000;
      const rounds = { visitas: [] as number[], insercion: [] as number[], suelo: [] as number[] };
      const p99 = { visitas: [] as number[], insercion: [] as number[] };
      let errores = 0;
      // Which server each error came from, and what it was (a status, a timeout, a socket error).
      const fallos = {
        insercion: [] as string[],
        suelo: [] as string[],
        visitas: [] as string[],
        registro: [] as string[],
      };
      const anotar = (donde: keyof typeof fallos, res: autocannon.Result) => {
        errores += res.errors + res.non2xx;
        for (const [codigo, { count }] of Object.entries(res.statusCodeStats ?? {}))
          if (!codigo.startsWith('2')) fallos[donde].push(`${count}× ${codigo}`);
        if (res.timeouts) fallos[donde].push(`${res.timeouts} sin respuesta a tiempo`);
        if (res.errors > res.timeouts)
          fallos[donde].push(`${res.errors - res.timeouts} errores de conexión`);
      };
      let respuestasOk = 0;
      const registro = {
        info: [] as number[],
        debug: [] as number[],
        peticiones: { info: 0, debug: 0 },
      };
      const ronda = async (base: string) => rondaDeVisitas(base, await siguientes(perRound));
      // What the API's and the floor's rounds cost in CPU, and how many visits they counted.
      const gasto = {
        visitas: { node: 0, base: 0, visitas: 0 },
        suelo: { node: 0, base: 0, visitas: 0 },
      };
      const database = baseDeUrl(url);
      const rondaMedida = async (donde: keyof typeof gasto, server: Running) => {
        const lectura = lecturaCpu(server.child.pid!, database);
        const res = await ronda(server.base);
        const { proceso, base } = lectura.desde();
        gasto[donde].node += proceso;
        gasto[donde].base += base;
        gasto[donde].visitas += res['2xx'];
        return res;
      };
      const porVisita = (g: (typeof gasto)['suelo']) => ({
        node: Math.round((g.node / Math.max(1, g.visitas)) * 100) / 100,
        base: Math.round((g.base / Math.max(1, g.visitas)) * 100) / 100,
      });
      for (let r = 0; r < ROUNDS; r++) {
        const ins = await rondaDeInsercion(bare.base);
        rounds.insercion.push(ins.requests.average);
        p99.insercion.push(ins.latency.p99);
        anotar('insercion', ins);

        const sue = await rondaMedida('suelo', suelo);
        rounds.suelo.push(sue.requests.average);
        anotar('suelo', sue);
        respuestasOk += sue['2xx'];

        const vis = await rondaMedida('visitas', api);
        rounds.visitas.push(vis.requests.average);
        p99.visitas.push(vis.latency.p99);
        anotar('visitas', vis);
        respuestasOk += vis['2xx'];
        for (const [nivel, server] of [
          ['info', info],
          ['debug', debug],
        ] as const) {
          const res = await ronda(server.base);
          registro[nivel].push(res.requests.average);
          registro.peticiones[nivel] += res.requests.total;
          anotar('registro', res);
          respuestasOk += res['2xx'];
        }
      }
      const { rows } = await db.query<{ n: string }>('select count(*) n from visitas');
      const visitasRps = Math.round(median(rounds.visitas));
      const insercionRps = Math.round(median(rounds.insercion));
      const sueloRps = Math.round(median(rounds.suelo));
      const porciento = (rps: number) => Math.round((rps / insercionRps) * 1000) / 10;
      return {
        visitasRps,
        insercionRps,
        ratio: porciento(visitasRps),
        sueloRps,
        sueloRatio: porciento(sueloRps),
        visitasP99: median(p99.visitas),
        insercionP99: median(p99.insercion),
        errores,
        fallos: (
          [
            ['INSERT simple', fallos.insercion],
            ['suelo de una visita', fallos.suelo],
            ['visitas', fallos.visitas],
            ['visitas con registro a archivo', fallos.registro],
          ] as const
        )
          .filter(([, f]) => f.length)
          .map(([donde, f]) => `${donde}: ${f.join(', ')}`)
          .join('; '),
        enVuelo: ROUNDS * CONNECTIONS * 4,
        contadasEnBase: Number(rows[0]!.n),
        respuestasOk,
        rssMb: api.rssMb(),
        cpu: { visitas: porVisita(gasto.visitas), suelo: porVisita(gasto.suelo) },
        registro: {
          infoRps: Math.round(median(registro.info)),
          debugRps: Math.round(median(registro.debug)),
          bytesPorPeticion: Math.round(
            fs.statSync(path.join(dir, 'debug.log')).size / Math.max(1, registro.peticiones.debug),
          ),
        },
      };
    } finally {
      await bare.stop();
      await suelo.stop();
      await info.stop();
      await debug.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

/**
 * What one request line costs the server, measured in this process with the server's own logger
 * settings (redaction, serializers) writing to a file: microseconds of the event loop per line,
 * a figure the machine's other load disturbs far less than a throughput difference.
 */
async function microsegundosPorLinea() {
  const file = path.join(os.tmpdir(), `tarjeto-bench-linea-${process.pid}.log`);
  const dest = pino.destination({ dest: file, sync: false });
  const log = pino(loggerOptions({ LOG_LEVEL: 'debug' }, dest) as pino.LoggerOptions, dest);
  const n = 20_000;
  const linea = (i: number) =>
    log.child({ reqId: randomUUID() }).debug(
      {
        req: {
          method: 'POST',
          url: '/api/nexo/visitas',
          host: '127.0.0.1:3000',
          remoteAddress: '127.0.0.1',
          remotePort: 40000 + (i % 1000),
        },
        res: { statusCode: 200 },
        responseTime: 3.21,
      },
      'request completed',
    );
  for (let i = 0; i < 2000; i++) linea(i);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) linea(i);
  const us = ((performance.now() - t0) * 1000) / n;
  await new Promise((r) => {
    dest.once('close', r);
    dest.end();
  });
  fs.rmSync(file, { force: true });
  return Math.round(us * 10) / 10;
}

/** Issue 29, target 1: the visit API ≥ 50 % of the §4 floor's throughput, in the same rounds. */
export async function benchVisitasPostgres(adminUrl: string): Promise<Medida[]> {
  const v = await medirVisitas(adminUrl);
  const usLinea = median([
    await microsegundosPorLinea(),
    await microsegundosPorLinea(),
    await microsegundosPorLinea(),
  ]);
  const carga = 'Registro de visitas';
  const base = 'PostgreSQL' as const;
  const rondas = `${ROUNDS} rondas de ${SECONDS} s, ${CONNECTIONS} conexiones, ${NEGOCIOS} negocios, ${CLIENTES} clientes`;
  return [
    {
      carga,
      base,
      medida: 'INSERT simple de una fila (referencia)',
      valor: v.insercionRps,
      unidad: 'req/s',
      lectura: 'absoluta',
      detalle: `p99 ${v.insercionP99} ms`,
    },
    {
      carga,
      base,
      medida: 'POST /api/nexo/visitas',
      valor: v.visitasRps,
      unidad: 'req/s',
      lectura: 'absoluta',
      detalle: rondas,
    },
    {
      carga,
      base,
      medida: 'suelo de una visita (referencia)',
      valor: v.sueloRps,
      unidad: 'req/s',
      lectura: 'absoluta',
      detalle:
        'solo lo que DOMAIN §4 pide en una transacción: la fila de la visita, la tarjeta, los contadores y el resumen por hora (bench/suelo-visita-server.ts)',
    },
    {
      carga,
      base,
      medida: 'registro de visitas / suelo de una visita',
      valor: Math.round((v.visitasRps / v.sueloRps) * 1000) / 10,
      unidad: '%',
      lectura: 'razón',
      meta: { op: '>=', valor: 50 },
      detalle: 'issue 29, meta 1: mismas rondas, alternadas',
    },
    {
      carga,
      base,
      medida: 'CPU por visita: Node del API / del suelo',
      valor: v.cpu.visitas.node,
      unidad: 'ms',
      lectura: 'razón',
      detalle: `suelo ${v.cpu.suelo.node} ms; CPU de usuario y sistema del proceso en sus rondas, entre las visitas contadas`,
    },
    {
      carga,
      base,
      medida: 'CPU por visita: sesiones de PostgreSQL del API / del suelo',
      valor: v.cpu.visitas.base,
      unidad: 'ms',
      lectura: 'razón',
      detalle: `suelo ${v.cpu.suelo.base} ms; los procesos de sesión de la base del bench (sin el escritor del WAL ni el checkpointer)`,
    },
    {
      carga,
      base,
      medida: 'registro de visitas / INSERT simple',
      valor: v.ratio,
      unidad: '%',
      lectura: 'razón',
      detalle: `el suelo llega a ${v.sueloRatio} %: bajo DOMAIN §4 la meta de 40 % del issue 12 no se alcanza (docs/decisions/007)`,
    },
    {
      carga,
      base,
      medida: 'p99 del registro de visitas en saturación',
      valor: v.visitasP99,
      unidad: 'ms',
      lectura: 'absoluta',
      detalle: 'la meta de p99 se mide a ritmo fijo (visitas-ritmo)',
    },
    {
      carga,
      base,
      medida: 'respuestas no 2xx o errores',
      valor: v.errores,
      unidad: '',
      lectura: 'razón',
      meta: { op: '<=', valor: 0 },
      detalle: `${v.respuestasOk} respuestas 200 (API, suelo y servidores con registro), ${v.contadasEnBase} visitas en la base${v.fallos ? `; ${v.fallos}` : ''}`,
    },
    {
      carga,
      base,
      medida: 'visitas en la base sin respuesta vista (en vuelo al cortar)',
      valor: v.contadasEnBase - v.respuestasOk,
      unidad: '',
      lectura: 'razón',
      meta: { op: '<=', valor: v.enVuelo },
      detalle: 'nunca negativo: cada 200 está en la base',
    },
    {
      carga,
      base,
      medida: 'memoria residente del servidor tras la carga',
      valor: v.rssMb,
      unidad: 'MB',
      lectura: 'absoluta',
    },
    {
      carga: 'Registros (logs)',
      base,
      medida: 'registro de visitas con LOG_LEVEL=info (sin línea por visita correcta)',
      valor: v.registro.infoRps,
      unidad: 'req/s',
      lectura: 'absoluta',
      detalle: 'registro a un archivo; mismas rondas que el registro de visitas',
    },
    {
      carga: 'Registros (logs)',
      base,
      medida: 'registro de visitas con LOG_LEVEL=debug (una línea por petición)',
      valor: v.registro.debugRps,
      unidad: 'req/s',
      lectura: 'absoluta',
      detalle: `${v.registro.bytesPorPeticion} bytes de registro por petición`,
    },
    {
      carga: 'Registros (logs)',
      base,
      medida: 'tiempo del bucle de eventos por línea de petición',
      valor: usLinea,
      unidad: 'µs',
      lectura: 'absoluta',
      detalle: `el registrador del servidor (redacción incluida) a un archivo; Fastify escribía 2 por petición a info, ahora 0 para una visita correcta (1 a debug); a ${v.visitasRps} visitas/s son ${Math.round((usLinea * 2 * v.visitasRps) / 1000)} ms de CPU por segundo`,
    },
    {
      carga: 'Registros (logs)',
      base,
      medida: 'costo de una línea por petición',
      valor: Math.round((1 - v.registro.debugRps / v.registro.infoRps) * 1000) / 10,
      unidad: '% del rendimiento',
      lectura: 'razón',
    },
  ];
}
