import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Medida, memoriaTrasLaCarga } from './lib/report.ts';
import { direccionCliente, startProcess } from './lib/server.ts';

// The built server on the embedded database (PGlite) with the demo data: requests/s, p99 and
// resident memory of the public calls, each for 5 s at 10 connections.

const CONNECTIONS = 10;
const SECONDS = 5;

export async function benchPublicoPglite(): Promise<Medida[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-bench-'));
  const embedded = await startProcess(['apps/api/dist/server.js'], {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CAPTCHA: 'off',
    DATABASE_URL: '',
    // Many subscribers behind the documented proxy switch: the newsletter's limit (10 an hour
    // per address) stays on, and each address subscribes 5 times.
    TRUST_PROXY: '127.0.0.1',
  });
  const base = embedded.base;
  let seq = 0;
  const casos: Array<{
    nombre: string;
    minRps: number;
    maxP99Ms: number;
    opts: autocannon.Options;
  }> = [
    { nombre: 'GET /api/health', minRps: 1000, maxP99Ms: 50, opts: { url: `${base}/api/health` } },
    {
      nombre: 'GET /api/negocios/destacados',
      minRps: 500,
      maxP99Ms: 100,
      opts: { url: `${base}/api/negocios/destacados` },
    },
    { nombre: 'GET / (app shell)', minRps: 2000, maxP99Ms: 50, opts: { url: `${base}/` } },
    {
      nombre: 'POST /api/newsletter (una inserción)',
      minRps: 300,
      maxP99Ms: 150,
      opts: {
        url: `${base}/api/newsletter`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        requests: [
          {
            setupRequest: (req) => {
              const k = seq++;
              return {
                ...req,
                headers: { ...req.headers, 'x-forwarded-for': direccionCliente(k, 5) },
                body: JSON.stringify({ email: `bench.${k}@example.mx` }),
              };
            },
          },
        ],
      },
    },
  ];
  const carga = 'Llamadas públicas';
  const medidas: Medida[] = [];
  try {
    for (const c of casos) {
      const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...c.opts });
      const detalle = `${CONNECTIONS} conexiones, ${SECONDS} s`;
      medidas.push(
        {
          carga,
          base: 'PGlite',
          medida: `${c.nombre}`,
          valor: Math.round(r.requests.average),
          unidad: 'req/s',
          lectura: 'absoluta',
          meta: { op: '>=', valor: c.minRps },
          detalle,
        },
        {
          carga,
          base: 'PGlite',
          medida: `${c.nombre} p99`,
          valor: r.latency.p99,
          unidad: 'ms',
          lectura: 'absoluta',
          meta: { op: '<=', valor: c.maxP99Ms },
        },
        {
          carga,
          base: 'PGlite',
          medida: `${c.nombre} errores`,
          valor: r.errors + r.non2xx,
          unidad: '',
          lectura: 'razón',
          meta: { op: '<=', valor: 0 },
        },
      );
    }
    medidas.push(memoriaTrasLaCarga(carga, 'PGlite', embedded.rssMb()));
  } finally {
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return medidas;
}
