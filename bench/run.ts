// npm run bench — load figures for the running product, checked against the targets of issue 12.
// Each workload is one function returning `Medida[]` (bench/lib/report.ts); they run one after the
// other so none disturbs another's figures, and the run is written to bench/results/ as Markdown
// and JSON. Everything is driven from this process over loopback; it exits 1 when a target is
// missed. `BENCH_SOLO=visitas,panel npm run bench` runs only the named workloads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { usarHmac } from '@tarjeto/shared';
import { hmacNode } from '../apps/api/src/lib/hmac.ts';
import { benchArranque } from './arranque.ts';
import { benchPublicoPglite } from './publico.ts';
import { benchEstadisticasPostgres } from './estadisticas.ts';
import { escribirReporte, linea, cumple, type Medida } from './lib/report.ts';
import { root } from './lib/server.ts';
import { benchSimuladorPostgres } from './simulador.ts';
import { benchVisitasPostgres } from './visitas.ts';
import { benchVisitasPglite } from './visitas-pglite.ts';
import { benchVisitasRitmo } from './visitas-ritmo.ts';
import { benchSoak } from './soak.ts';
import { benchCanjesPostgres } from './canjes.ts';
import { benchLoginPostgres } from './login.ts';
import { benchMostrador } from './mostrador.ts';
import { benchWeb } from './web.ts';

// The customers' rotating codes, computed here for the devices that scan them, with the server's
// synchronous HMAC: the same codes, without WebCrypto's hop through the thread pool — a phone shows
// its code before the scan, so its cost must not sit inside a scan's measured time or compete with
// the server for this machine's two cores.
usarHmac(hmacNode);

const server = path.join(root, 'apps/api/dist/server.js');
if (!fs.existsSync(server)) {
  console.error('Compila primero: npm run build');
  process.exit(1);
}

const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** The workloads in the order they run; each gets the PostgreSQL admin URL. */
const cargas: Record<string, (adminUrl: string) => Promise<Medida[]>> = {
  publico: () => benchPublicoPglite(),
  visitas: benchVisitasPostgres,
  'visitas-pglite': () => benchVisitasPglite(),
  'visitas-ritmo': benchVisitasRitmo,
  canjes: benchCanjesPostgres,
  login: benchLoginPostgres,
  simulador: benchSimuladorPostgres,
  panel: benchEstadisticasPostgres,
  arranque: benchArranque,
  web: () => benchWeb(),
  mostrador: () => benchMostrador(),
  soak: benchSoak,
};

const solo = process.env.BENCH_SOLO?.split(',').map((s) => s.trim());
const desconocidas = solo?.filter((s) => !(s in cargas)) ?? [];
if (desconocidas.length) {
  console.error(
    `Cargas desconocidas: ${desconocidas.join(', ')}. Hay: ${Object.keys(cargas).join(', ')}`,
  );
  process.exit(1);
}

const probe = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
const pgUp = await probe.connect().then(
  () => probe.end().then(() => true),
  () => false,
);

const inicio = new Date();
const medidas: Medida[] = [];
console.log(`Tarjeto bench · ${os.cpus().length} núcleos · ${inicio.toISOString()}\n`);
if (!pgUp) {
  const m: Medida = {
    carga: 'PostgreSQL',
    medida: `el servidor responde en ${pgUrl.replace(/:[^:@/]+@/, ':***@')}`,
    valor: 0,
    unidad: '',
    base: 'PostgreSQL',
    meta: { op: '>=', valor: 1 },
  };
  medidas.push(m);
  console.log(linea(m));
} else {
  for (const [nombre, carga] of Object.entries(cargas)) {
    if (solo && !solo.includes(nombre)) continue;
    console.log(`── ${nombre}`);
    // A workload that breaks is one failed row, not the end of the run.
    const filas = await carga(pgUrl).catch((err: unknown): Medida[] => {
      console.error(err);
      return [
        {
          carga: nombre,
          medida: 'la carga terminó sin error',
          valor: 0,
          unidad: '',
          base: 'PostgreSQL',
          meta: { op: '>=', valor: 1 },
          detalle: String(err instanceof Error ? err.message : err).slice(0, 300),
        },
      ];
    });
    for (const m of filas) {
      medidas.push(m);
      console.log(linea(m));
    }
    console.log('');
  }
}
const reporte = escribirReporte(medidas, inicio, !solo);
const fallas = medidas.filter((m) => !cumple(m));
console.log(
  `\n${medidas.length} cifras, ${fallas.length} fuera de meta. Reporte: ${path.relative(root, reporte)}`,
);
process.exit(fallas.length ? 1 : 0);
