#!/usr/bin/env node
// The root commands. `npm start` and `npm test` must work on a fresh clone with nothing but Node
// and npm, so this file uses only Node's standard library: it installs what is missing, builds
// what is stale, then starts the server or runs every test.
//
//   node tools/run.mjs start            install → build → serve on PORT with the embedded database
//   node tools/run.mjs test [vitest…]   install → Chromium → build → vitest (all projects)
//   node tools/run.mjs bench            install → Chromium → build → PostgreSQL up → bench/run.ts
//   node tools/run.mjs dev              API with reload on :3000 and Vite on :5173

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command = 'start', ...args] = process.argv.slice(2);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const say = (msg) => console.log(`\x1b[1m›\x1b[0m ${msg}`);

function run(cmd, cmdArgs, options = {}) {
  const res = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...options });
  if (res.status !== 0) {
    console.error(`Falló: ${cmd} ${cmdArgs.join(' ')}`);
    process.exit(res.status ?? 1);
  }
}

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of fs.readdirSync(p)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(path.join(p, entry));
      }
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

const mtime = (p) => {
  try {
    return fs.statSync(path.join(root, p)).mtimeMs;
  } catch {
    return 0;
  }
};

function ensureInstalled() {
  const marker = 'node_modules/.package-lock.json';
  if (mtime(marker) && mtime(marker) >= mtime('package-lock.json')) return;
  say('Instalando dependencias (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function ensureBuilt() {
  const shared = ['packages/shared/src', 'packages/shared/package.json'];
  const webSources = newestMtime([
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/landing.html',
    'apps/web/scripts',
    'apps/web/vite.config.ts',
    ...shared,
  ]);
  // landing.html is written last (the prerender after vite build): a build cut short is redone.
  if (webSources > mtime('apps/web/dist/landing.html')) {
    say('Compilando la aplicación web…');
    run('npm', ['run', 'build', '-w', 'apps/web']);
  }
  const apiSources = newestMtime([
    'apps/api/src',
    'apps/api/build.mjs',
    'apps/api/package.json',
    ...shared,
  ]);
  if (apiSources > mtime('apps/api/dist/server.js')) {
    say('Compilando la API…');
    run('npm', ['run', 'build', '-w', 'apps/api']);
  }
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Las pruebas de navegador necesitan Chromium en ${CHROMIUM}.\n` +
        'Instálalo con:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(o indica otra ruta con CHROMIUM_PATH=/ruta/a/chromium).',
    );
    process.exit(1);
  }
  say('Instalando Chromium (apt-get install chromium)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * The benches' workloads run on the PostgreSQL server (BENCH_DATABASE_URL, DATABASE_URL or the
 * local one). A local server that does not answer is started, as CI does, when this machine has
 * one installed and we may start it; otherwise the bench reports it as a missed target.
 */
function ensurePostgres() {
  if (process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL) return;
  const ready = () =>
    spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q'], { stdio: 'ignore' }).status ===
    0;
  if (ready() || !fs.existsSync('/etc/postgresql')) return;
  const version = fs.readdirSync('/etc/postgresql')[0];
  if (!version) return;
  say('PostgreSQL no responde: iniciándolo…');
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 30 && !ready(); i++) spawnSync('sleep', ['1']);
}

function forward(child) {
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** How many files of the rest (not the journeys) run at once in `npm test`. */
const WORKERS = process.env.TEST_WORKERS ?? '3';

/** One vitest run in a child process: its results file, and its exit code when it ends. */
function vitestRun(nombre, vitestArgs) {
  const results = path.join(root, '.test-artifacts', `results-${nombre}.json`);
  fs.rmSync(results, { force: true });
  const argv = [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}`,
    ...vitestArgs,
  ];
  const options = { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: CHROMIUM } };
  const child = spawn(process.execPath, argv, options);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  return {
    results,
    done: new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1))),
  };
}

/**
 * The whole suite as three vitest runs side by side: the browser journeys in two halves (each half
 * one file at a time, on a server of its own) and everything else (several files at once). Most
 * test files wait — on PostgreSQL, on a server they started, on a lease or a timer — rather than
 * compute, so two cores are kept busy. With arguments (a project, a file) one run does what they
 * say.
 */
async function runTests() {
  ensureInstalled();
  ensureChromium();
  ensureBuilt();
  fs.mkdirSync(path.join(root, '.test-artifacts'), { recursive: true });
  let lanzadas;
  if (args.length) {
    lanzadas = [vitestRun('todo', args)];
  } else {
    say(
      `Pruebas: los recorridos en Chromium en dos mitades, y a la vez el resto (${WORKERS} archivos a la vez).`,
    );
    lanzadas = [
      vitestRun('recorridos-1', ['--project', 'e2e', '--shard=1/2']),
      vitestRun('recorridos-2', ['--project', 'e2e', '--shard=2/2']),
      vitestRun('resto', ['--project', '!e2e', `--maxWorkers=${WORKERS}`]),
    ];
  }
  const estados = await Promise.all(lanzadas.map((l) => l.done));
  const runs = lanzadas.map((l, i) => ({ results: l.results, status: estados[i] }));
  // One closing line any CI can read, whatever the runners printed above it.
  const total = { passed: 0, failed: 0, skipped: 0, all: 0 };
  for (const run of runs) {
    try {
      const r = JSON.parse(fs.readFileSync(run.results, 'utf8'));
      total.passed += r.numPassedTests;
      total.failed += r.numFailedTests;
      total.skipped += r.numPendingTests + r.numTodoTests;
      total.all += r.numTotalTests;
    } catch {
      total.failed += 1;
      run.status ||= 1;
    }
  }
  console.log(
    `\nResultado: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
  );
  if (total.all === 0) {
    console.error('No se ejecutó ninguna prueba.');
    process.exit(1);
  }
  process.exit(runs.every((r) => r.status === 0) ? 0 : 1);
}

switch (command) {
  case 'start': {
    ensureInstalled();
    ensureBuilt();
    forward(
      spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
        cwd: root,
        stdio: 'inherit',
      }),
    );
    break;
  }
  case 'test':
    await runTests();
    break;
  case 'bench': {
    ensureInstalled();
    ensureChromium();
    ensureBuilt();
    ensurePostgres();
    forward(
      spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'bench/run.ts'], {
        cwd: root,
        stdio: 'inherit',
      }),
    );
    break;
  }
  case 'dev': {
    ensureInstalled();
    const api = spawn('npm', ['run', 'dev', '-w', 'apps/api'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, WEB_DIST: '' },
    });
    const web = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, API_PORT: process.env.PORT ?? '3000' },
    });
    forward(api);
    forward(web);
    say('Desarrollo: abre http://localhost:5173 (la API corre en el puerto 3000).');
    break;
  }
  default:
    console.error(`Comando desconocido: ${command}. Usa start, test, bench o dev.`);
    process.exit(2);
}
