// npm run bench — load figures for the running product, checked against targets.
// Starts the built server (apps/api/dist/server.js) on a free port with a fresh embedded database
// and the demo data, drives it from this process with autocannon over loopback, and prints
// requests/s, p99 latency and the server's resident memory. Exits 1 when a target is missed.
// Targets are set for this 2-core machine with the load generator sharing the cores.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/server.js');
if (!fs.existsSync(server)) {
  console.error('Compila primero: npm run build');
  process.exit(1);
}

const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as net.AddressInfo).port;
    s.close(() => resolve(p));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-bench-'));
const child = spawn(process.execPath, [server], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CAPTCHA: 'off',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // starting
  }
  if (i > 300) throw new Error('el servidor no inició');
  await new Promise((r) => setTimeout(r, 200));
}

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024);
};

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

child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
