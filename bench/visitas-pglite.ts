import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { PGLITE_START_PARAMS } from '../apps/api/src/db/client.ts';
import { type Medida, memoriaTrasLaCarga } from './lib/report.ts';
import { median, root, startProcess } from './lib/server.ts';
import {
  CLIENTES,
  CONNECTIONS,
  NEGOCIOS,
  preparador,
  rondaDeInsercion,
  rondaDeVisitas,
  ROUNDS,
  SECONDS,
  seed,
} from './visitas.ts';

// Visit registration on the embedded database (issue 12: "PGlite reported beside"): the same
// businesses, devices, customers and rotating codes as the PostgreSQL workload, against the same
// yardstick (one-row INSERT, Fastify + PGlite in a directory of its own), alternating rounds.
// PGlite is one connection in one process, so the bench cannot seed while the server runs: the
// server migrates an empty directory and stops, the bench seeds it in-process, the server starts
// again over it. No target here — the targets are the PostgreSQL server's; these are beside them.

const abrir = (dataDir: string) => PGlite.create({ dataDir, startParams: PGLITE_START_PARAMS });

export async function benchVisitasPglite(): Promise<Medida[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-bench-pglite-'));
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-bench-pglite-bare-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'never',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    CAPTCHA: 'off',
  };
  try {
    // The server makes the cluster and applies the migrations; then the data go in.
    await (await startProcess(['apps/api/dist/server.js'], env)).stop();
    const semilla = await abrir(dataDir);
    const { tokens, clientes } = await seed(semilla as unknown as Pick<pg.Client, 'query'>);
    await semilla.close();

    const api = await startProcess(['apps/api/dist/server.js'], env);
    const bare = await startProcess(
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'bench/bare-insert-server.ts'],
      { DATA_DIR: bareDir, DATABASE_URL: '' },
      '/salud',
    );
    const rps = { visitas: [] as number[], insercion: [] as number[] };
    const p99 = { visitas: [] as number[], insercion: [] as number[] };
    let errores = 0;
    let respuestasOk = 0;
    let rssMb = 0;
    try {
      const siguientes = preparador(tokens, clientes);
      for (let r = 0; r < ROUNDS; r++) {
        const ins = await rondaDeInsercion(bare.base);
        rps.insercion.push(ins.requests.average);
        p99.insercion.push(ins.latency.p99);
        errores += ins.errors + ins.non2xx;
        const vis = await rondaDeVisitas(api.base, await siguientes(5_000));
        rps.visitas.push(vis.requests.average);
        p99.visitas.push(vis.latency.p99);
        errores += vis.errors + vis.non2xx;
        respuestasOk += vis['2xx'];
      }
      rssMb = api.rssMb();
    } finally {
      await bare.stop();
      await api.stop();
    }
    const conteo = await abrir(dataDir);
    const { rows } = await conteo.query<{ n: number }>('select count(*)::int n from visitas');
    await conteo.close();
    const contadas = Number(rows[0]!.n);

    const carga = 'Registro de visitas';
    const base = 'PGlite' as const;
    const visitasRps = Math.round(median(rps.visitas));
    const insercionRps = Math.round(median(rps.insercion));
    return [
      {
        carga,
        base,
        medida: 'INSERT simple de una fila (referencia)',
        valor: insercionRps,
        unidad: 'req/s',
        lectura: 'absoluta',
        detalle: `p99 ${median(p99.insercion)} ms; Fastify + PGlite en su propio directorio`,
      },
      {
        carga,
        base,
        medida: 'POST /api/nexo/visitas',
        valor: visitasRps,
        unidad: 'req/s',
        lectura: 'absoluta',
        detalle: `${ROUNDS} rondas de ${SECONDS} s, ${CONNECTIONS} conexiones, ${NEGOCIOS} negocios, ${CLIENTES} clientes`,
      },
      {
        carga,
        base,
        medida: 'registro de visitas / INSERT simple',
        valor: Math.round((visitasRps / insercionRps) * 1000) / 10,
        unidad: '%',
        lectura: 'razón',
        detalle: 'informativo: las metas son del servidor PostgreSQL',
      },
      {
        carga,
        base,
        medida: 'p99 del registro de visitas',
        valor: median(p99.visitas),
        unidad: 'ms',
        lectura: 'absoluta',
      },
      {
        carga,
        base,
        medida: 'respuestas no 2xx o errores',
        valor: errores,
        unidad: '',
        lectura: 'razón',
        meta: { op: '<=', valor: 0 },
        detalle: `${respuestasOk} respuestas 200, ${contadas} visitas en la base`,
      },
      {
        carga,
        base,
        medida: 'visitas en la base sin respuesta vista (en vuelo al cortar)',
        valor: contadas - respuestasOk,
        unidad: '',
        lectura: 'razón',
        meta: { op: '<=', valor: ROUNDS * CONNECTIONS },
        detalle: 'nunca negativo: cada 200 está en la base',
      },
      memoriaTrasLaCarga(carga, base, rssMb),
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}
