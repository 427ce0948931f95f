// npm run bench — load figures for the running product, checked against targets.
// 1. The built server (apps/api/dist/server.js) on a free port with a fresh embedded database and
//    the demo data: requests/s, p99 latency and resident memory of the public calls.
// 2. Visit registration on the PostgreSQL server (bench/visitas.ts), against a bare one-row INSERT
//    endpoint measured in the same run.
// 3. The level simulator on a business with 100,000 visits this season (bench/simulador.ts).
// 4. Every call of the business dashboard on a business with a million visits (bench/estadisticas.ts).
// Everything is driven from this process with autocannon over loopback; it exits 1 when a target
// is missed. Targets are set for this 2-core machine with the load generator sharing the cores.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root, startProcess } from './lib/server.ts';
import { benchEstadisticasPostgres } from './estadisticas.ts';
import { benchSimuladorPostgres } from './simulador.ts';
import { benchVisitasPostgres } from './visitas.ts';

const server = path.join(root, 'apps/api/dist/server.js');
if (!fs.existsSync(server)) {
  console.error('Compila primero: npm run build');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-bench-'));
const embedded = await startProcess(['apps/api/dist/server.js'], {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  CAPTCHA: 'off',
  DATABASE_URL: '',
});
const base = embedded.base;
const rssMb = embedded.rssMb;

interface Case {
  name: string;
  minRps: number;
  maxP99Ms: number;
  opts: autocannon.Options;
}

let seq = 0;
const cases: Case[] = [
  { name: 'GET /api/health', minRps: 1000, maxP99Ms: 50, opts: { url: `${base}/api/health` } },
  {
    name: 'GET /api/negocios/destacados',
    minRps: 500,
    maxP99Ms: 100,
    opts: { url: `${base}/api/negocios/destacados` },
  },
  { name: 'GET / (app shell)', minRps: 2000, maxP99Ms: 50, opts: { url: `${base}/` } },
  {
    name: 'POST /api/newsletter (one insert each)',
    minRps: 300,
    maxP99Ms: 150,
    opts: {
      url: `${base}/api/newsletter`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ email: `bench.${seq++}@example.mx` }),
          }),
        },
      ],
    },
  },
];

let failed = false;
console.log(
  `Tarjeto bench · PGlite · ${os.cpus().length} núcleos · 10 conexiones · 5 s por caso\n`,
);
for (const c of cases) {
  const result = await autocannon({ connections: 10, duration: 5, ...c.opts });
  const rps = Math.round(result.requests.average);
  const p99 = result.latency.p99;
  const errors = result.errors + result.non2xx;
  const ok = rps >= c.minRps && p99 <= c.maxP99Ms && errors === 0;
  failed ||= !ok;
  console.log(
    `${ok ? 'OK  ' : 'FALLA'} ${c.name.padEnd(40)} ${String(rps).padStart(6)} req/s (≥ ${c.minRps})  p99 ${String(p99).padStart(4)} ms (≤ ${c.maxP99Ms})  errores ${errors}`,
  );
}
const rss = rssMb();
// PGlite's first start (initdb) peaks near 900 MB and settles to a few hundred (STACK-NOTES).
const RSS_LIMIT_MB = 768;
const rssOk = rss <= RSS_LIMIT_MB;
failed ||= !rssOk;
console.log(
  `${rssOk ? 'OK  ' : 'FALLA'} memoria residente del servidor tras la carga: ${rss} MB (≤ ${RSS_LIMIT_MB})`,
);

await embedded.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

// ── Visit registration on the PostgreSQL server, against a bare INSERT in the same run ──────────
const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const probe = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
const pgUp = await probe.connect().then(
  () => probe.end().then(() => true),
  () => false,
);
console.log(`\nTarjeto bench · PostgreSQL · registro de visitas contra un INSERT de una fila\n`);
if (!pgUp) {
  failed = true;
  console.log(`FALLA PostgreSQL no responde en ${pgUrl.replace(/:[^:@/]+@/, ':***@')}`);
} else {
  const v = await benchVisitasPostgres(pgUrl);
  // Targets of the performance issue: ≥ 40 % of the bare INSERT, p99 ≤ 25 ms at 10 connections.
  const checks: Array<[boolean, string]> = [
    [
      v.ratio >= 40,
      `POST /api/nexo/visitas ${v.visitasRps} req/s = ${v.ratio} % del INSERT simple (${v.insercionRps} req/s, p99 ${v.insercionP99} ms) (≥ 40 %)`,
    ],
    [v.visitasP99 <= 25, `p99 del registro de visitas: ${v.visitasP99} ms (≤ 25)`],
    [
      v.errores === 0 &&
        v.contadasEnBase >= v.respuestasOk &&
        v.contadasEnBase <= v.respuestasOk + v.enVuelo,
      `${v.respuestasOk} respuestas 200, ${v.contadasEnBase} visitas en la base (≤ ${v.enVuelo} en vuelo al cortar), ${v.errores} errores`,
    ],
  ];
  for (const [ok, line] of checks) {
    failed ||= !ok;
    console.log(`${ok ? 'OK  ' : 'FALLA'} ${line}`);
  }
  console.log(`     memoria residente del servidor (PostgreSQL) tras la carga: ${v.rssMb} MB`);

  // The level simulator follows typing: the screen waits SIMULACION_DEBOUNCE_MS after a keystroke,
  // so an answer within 150 ms (p97.5, one owner) keeps the distribution in step with the field.
  console.log(`\nTarjeto bench · PostgreSQL · simulador de niveles\n`);
  const s = await benchSimuladorPostgres(pgUrl);
  const simOk = s.visitas >= 100_000 && s.p975 <= 150 && s.errores === 0;
  failed ||= !simOk;
  console.log(
    `${simOk ? 'OK  ' : 'FALLA'} POST …/simulacion con ${s.visitas} visitas de ${s.clientes} clientes: ${s.rps} req/s, p50 ${s.p50} ms, p97.5 ${s.p975} ms (≤ 150), p99 ${s.p99} ms; el servidor mide ${s.servidorMs} ms; errores ${s.errores}`,
  );

  // The business dashboard (issue 10): every call of Inicio and Estadísticas on a business with a
  // million visits; each panel answers within 150 ms (p97.5) while the screen asks for the rest.
  console.log(`\nTarjeto bench · PostgreSQL · panel del negocio con 1,000,000 de visitas\n`);
  const e = await benchEstadisticasPostgres(pgUrl);
  console.log(
    `     ${e.visitas} visitas, ${e.clientes} clientes, ${e.canjes} canjes sembrados en ${e.segundosSiembra} s; ${e.conexiones} conexiones`,
  );
  for (const l of e.llamadas) {
    const ok = l.p975 <= 150 && l.errores === 0 && e.visitas >= 1_000_000;
    failed ||= !ok;
    console.log(
      `${ok ? 'OK  ' : 'FALLA'} ${l.nombre.padEnd(40)} ${String(l.rps).padStart(5)} req/s  p50 ${String(l.p50).padStart(4)} ms  p97.5 ${String(l.p975).padStart(4)} ms (≤ 150)  p99 ${String(l.p99).padStart(4)} ms  errores ${l.errores}`,
    );
  }
}
process.exit(failed ? 1 : 0);
