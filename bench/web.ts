import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { medirPaginas } from '../apps/web/scripts/peso-js.mjs';
import type { Medida } from './lib/report.ts';
import { freePort, median, root, startProcess } from './lib/server.ts';

// Issue 12, part 5 — what the phone downloads. Two kinds of figure:
// - the JavaScript each page needs before it works (gzip KB, from the build's manifest: the same
//   count as the budget test of `npm test`), against its budget;
// - Lighthouse (mobile emulation, its default simulated slow 4G and 4× slower CPU) in Debian's
//   Chromium, on the landing (four categories) and on the business dashboard signed in with a
//   demo account (performance): the median score of ROUNDS runs, each in a fresh browser.
// The built server runs on a fresh embedded database with the demo data.

const ROUNDS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO = { email: 'cuichi@demo.tarjeto.mx', contrasena: 'Tarjeto-demo-2026' };
const CATEGORIAS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Categoria = (typeof CATEGORIAS)[number];
const NOMBRE: Record<Categoria, string> = {
  performance: 'rendimiento',
  accessibility: 'accesibilidad',
  'best-practices': 'buenas prácticas',
  seo: 'SEO',
};

/** A cookie as the Chrome DevTools Protocol sets it (Storage.setCookies). */
interface Galleta {
  name: string;
  value: string;
  url: string;
  httpOnly: boolean;
}

/**
 * One Lighthouse run in a fresh headless Chromium; the scores (0–100) of the asked categories.
 * The cookies go into the browser's own jar, as a signed-in phone has them (the app reads the
 * session hint there; Lighthouse keeps cookies when it clears the origin's storage).
 */
async function lighthouseUnaVez(
  url: string,
  categorias: readonly Categoria[],
  galletas: Galleta[] = [],
): Promise<Record<string, number>> {
  const port = await freePort();
  // playwright-core starts Chromium with a throw-away profile and removes it afterwards.
  const navegador = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  try {
    if (galletas.length > 0) {
      const cdp = await navegador.newBrowserCDPSession();
      await cdp.send('Storage.setCookies', { cookies: galletas });
    }
    const r = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categorias],
    });
    if (!r) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    if (r.lhr.runtimeError) throw new Error(`Lighthouse: ${r.lhr.runtimeError.message}`);
    return {
      ...Object.fromEntries(
        categorias.map((c) => [c, Math.round((r.lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      // Lighthouse's own measure of the CPU it ran on: its 4× throttling scales what it saw.
      cpu: Math.round(r.lhr.environment.benchmarkIndex),
    };
  } finally {
    await navegador.close();
  }
}

async function lighthouseMediana(
  url: string,
  categorias: readonly Categoria[],
  galletas?: Galleta[],
) {
  const rondas: Array<Record<string, number>> = [];
  for (let i = 0; i < ROUNDS; i++) rondas.push(await lighthouseUnaVez(url, categorias, galletas));
  const por = (c: string) => ({
    mediana: median(rondas.map((r) => r[c]!)),
    todas: rondas.map((r) => r[c]!),
  });
  return Object.fromEntries([...categorias, 'cpu'].map((c) => [c, por(c)]));
}

export async function benchWeb(): Promise<Medida[]> {
  const carga = 'Web';
  const medidas: Medida[] = medirPaginas().map((p) => ({
    carga,
    base: 'Web',
    medida: `JavaScript antes de usar la página — ${p.nombre}`,
    valor: Math.round(p.kb * 10) / 10,
    unidad: 'KB gzip',
    meta: { op: '<=', valor: p.presupuestoKb },
    detalle: `${p.archivos.length} archivos`,
  }));

  // The demo data (to sign in as a business with a real history) is written at the first start:
  // a seed process loads it into a fresh directory first, with all the time it needs on a busy
  // machine; the measured server then opens that directory.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-bench-web-'));
  const entorno = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const semilla = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/db/seed/seed-cli.ts'],
    { cwd: path.join(root, 'apps/api'), env: { ...process.env, ...entorno }, stdio: 'ignore' },
  );
  if (semilla.status !== 0) throw new Error('No se cargaron los datos de demostración');
  const servidor = await startProcess(['apps/api/dist/server.js'], {
    ...entorno,
    SEED_DEMO: 'never',
  });
  try {
    const landing = await lighthouseMediana(`${servidor.base}/`, CATEGORIAS);
    for (const c of CATEGORIAS) {
      medidas.push({
        carga,
        base: 'Web',
        medida: `Lighthouse móvil, landing: ${NOMBRE[c]}`,
        valor: landing[c]!.mediana,
        unidad: 'puntos',
        meta: { op: '>=', valor: 95 },
        detalle: `mediana de ${ROUNDS}: ${landing[c]!.todas.join(', ')}; benchmarkIndex ${landing.cpu!.todas.join(', ')}`,
      });
    }

    const login = await fetch(`${servidor.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: DEMO.email, contrasena: DEMO.contrasena }),
    });
    // The session cookie (HttpOnly) and its readable hint, as the browser would keep them.
    const galletas = login.headers.getSetCookie().map((c) => {
      const [nombreValor = '', ...atributos] = c.split(';');
      const i = nombreValor.indexOf('=');
      return {
        name: nombreValor.slice(0, i).trim(),
        value: nombreValor.slice(i + 1),
        url: servidor.base,
        httpOnly: atributos.some((a) => a.trim().toLowerCase() === 'httponly'),
      };
    });
    if (!login.ok || galletas.length === 0)
      throw new Error(`No se pudo entrar con ${DEMO.email}: ${login.status}`);
    const panel = await lighthouseMediana(
      `${servidor.base}/negocio-dashboard`,
      ['performance'],
      galletas,
    );
    medidas.push({
      carga,
      base: 'Web',
      medida: 'Lighthouse móvil, panel del negocio (Inicio): rendimiento',
      valor: panel.performance!.mediana,
      unidad: 'puntos',
      meta: { op: '>=', valor: 90 },
      detalle: `${DEMO.email}; mediana de ${ROUNDS}: ${panel.performance!.todas.join(', ')}; benchmarkIndex ${panel.cpu!.todas.join(', ')}`,
    });
  } finally {
    await servidor.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return medidas;
}
