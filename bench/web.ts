import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_ARCHIVOS, medirPaginas } from '../apps/web/scripts/peso-js.mjs';
import type { Medida } from './lib/report.ts';
import { freePort, median, startServerConDemo } from './lib/server.ts';

// Issues 12 and 29 — what the phone downloads. Two kinds of figure:
// - the JavaScript each page needs before it works (gzip KB, from the build's manifest: the same
//   count as the budget test of `npm test`), against its budget — deterministic, a 'razón';
// - Lighthouse (mobile emulation, its default simulated slow 4G and 4× slower CPU) in Debian's
//   Chromium on the first screen of each kind of user (issue 29, target 5): the landing, 'Para
//   negocios', a business's public page, the customer's Inicio and 'Mi código' (signed in as the
//   demo customer), the kiosk /nexo (paired to the demo business) and the business's Inicio
//   (signed in as the demo business): performance and accessibility, the median of ROUNDS runs
//   of the same process, each in a fresh browser — an 'absoluta', read with Lighthouse's CPU index.
// The built server runs on a fresh embedded database with the demo data.
// Switches: `BENCH_WEB_PANTALLAS=nexo,negocio-inicio` runs Lighthouse only on the named screens
// (their `clave` below: landing, para-negocios, negocio-publico, cliente-inicio, mi-codigo, nexo,
// negocio-inicio; the JavaScript sizes are always reported); `BENCH_WEB_INFORMES=/tmp/lh` keeps
// each run's full Lighthouse report there as JSON (`<clave>-<round>.json`), to see what a score
// is made of.

const ROUNDS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CONTRASENA_DEMO = 'Tarjeto-demo-2026';
const NEGOCIO_DEMO = 'cuichi@demo.tarjeto.mx';
const CLIENTE_DEMO = 'ana@demo.tarjeto.mx';
/** The demo business whose public page is measured (Tacos Cuichi, with photo, offers, hours). */
const SLUG_DEMO = 'cuichi';
const CATEGORIAS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Categoria = (typeof CATEGORIAS)[number];
const NOMBRE: Record<Categoria, string> = {
  performance: 'rendimiento',
  accessibility: 'accesibilidad',
  'best-practices': 'buenas prácticas',
  seo: 'SEO',
};

/** Who opens the screen: nobody, the demo business or customer, or the paired kiosk. */
type Quien = 'invitado' | 'negocio' | 'cliente' | 'nexo';

/** Issue 29's first screens, with their targets (accessibility 100 on every one). */
const PANTALLAS: Array<{
  clave: string;
  nombre: string;
  ruta: string;
  quien: Quien;
  categorias: readonly Categoria[];
  meta: Partial<Record<Categoria, number>>;
}> = [
  {
    clave: 'landing',
    nombre: 'landing',
    ruta: '/',
    quien: 'invitado',
    categorias: CATEGORIAS,
    meta: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 },
  },
  {
    clave: 'para-negocios',
    nombre: "'Para negocios'",
    ruta: '/para-negocios',
    quien: 'invitado',
    categorias: ['performance', 'accessibility'],
    meta: { performance: 90, accessibility: 100 },
  },
  {
    clave: 'negocio-publico',
    nombre: 'página pública de un negocio',
    ruta: `/negocio/${SLUG_DEMO}`,
    quien: 'invitado',
    categorias: ['performance', 'accessibility'],
    meta: { performance: 90, accessibility: 100 },
  },
  {
    clave: 'cliente-inicio',
    nombre: 'panel del cliente (Inicio)',
    ruta: '/cliente-dashboard',
    quien: 'cliente',
    categorias: ['performance', 'accessibility'],
    meta: { performance: 90, accessibility: 100 },
  },
  {
    clave: 'mi-codigo',
    nombre: "'Mi código'",
    ruta: '/cliente-dashboard/mi-codigo',
    quien: 'cliente',
    categorias: ['performance', 'accessibility'],
    meta: { performance: 90, accessibility: 100 },
  },
  {
    clave: 'nexo',
    nombre: 'kiosco Nexo',
    ruta: '/nexo',
    quien: 'nexo',
    categorias: ['performance', 'accessibility'],
    meta: { performance: 90, accessibility: 100 },
  },
  {
    clave: 'negocio-inicio',
    nombre: 'panel del negocio (Inicio)',
    ruta: '/negocio-dashboard',
    quien: 'negocio',
    categorias: ['performance', 'accessibility'],
    meta: { performance: 90, accessibility: 100 },
  },
];

/** A cookie as the browser keeps it (Playwright's addCookies, by URL). */
interface Galleta {
  name: string;
  value: string;
  url: string;
  httpOnly: boolean;
}

/** What a screen's browser holds before Lighthouse opens it: cookies, and the origin's storage. */
interface Estado {
  galletas: Galleta[];
  /** localStorage entries of the origin (the kiosk keeps its pairing there). */
  almacen?: Record<string, string>;
}

/**
 * One Lighthouse run in a fresh headless Chromium (its own throw-away profile); the scores (0–100)
 * of the asked categories. The cookies go into the browser's own jar, as a signed-in phone has
 * them (the app reads the session hint there; Lighthouse keeps cookies when it clears the
 * origin's storage). localStorage would not survive that clearing: a screen that needs it (the
 * paired kiosk) has it written from a static file of the origin first — nothing of the app is
 * loaded or cached — and Lighthouse leaves the storage as it is (its cache starts empty anyway,
 * with the profile).
 */
async function lighthouseUnaVez(
  url: string,
  categorias: readonly Categoria[],
  estado: Estado,
  informe?: string,
): Promise<Record<string, number>> {
  const port = await freePort();
  const perfil = fs.mkdtempSync(path.join(os.tmpdir(), 'tarjeto-lighthouse-'));
  const contexto = await chromium.launchPersistentContext(perfil, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  try {
    if (estado.galletas.length > 0) await contexto.addCookies(estado.galletas);
    const almacen = estado.almacen;
    if (almacen) {
      const pagina = await contexto.newPage();
      await pagina.goto(new URL('/favicon.svg', url).href);
      await pagina.evaluate((entradas) => {
        for (const [k, v] of Object.entries(entradas)) localStorage.setItem(k, v);
      }, almacen);
      await pagina.close();
    }
    const r = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categorias],
      disableStorageReset: Boolean(almacen),
    });
    if (!r) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    if (informe) fs.writeFileSync(informe, JSON.stringify(r.lhr));
    if (r.lhr.runtimeError) throw new Error(`Lighthouse: ${r.lhr.runtimeError.message}`);
    const final = r.lhr.finalDisplayedUrl;
    if (new URL(final).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse midió ${final} en vez de ${url}`);
    return {
      ...Object.fromEntries(
        categorias.map((c) => [c, Math.round((r.lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      // Lighthouse's own measure of the CPU it ran on: its 4× throttling scales what it saw.
      cpu: Math.round(r.lhr.environment.benchmarkIndex),
      lcp: Math.round(r.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbt: Math.round(r.lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: r.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    };
  } finally {
    await contexto.close();
    fs.rmSync(perfil, { recursive: true, force: true });
  }
}

/** Where BENCH_WEB_INFORMES keeps the full reports (none when unset). */
const INFORMES = process.env.BENCH_WEB_INFORMES;

async function lighthouseMediana(
  url: string,
  categorias: readonly Categoria[],
  estado: Estado,
  clave: string,
) {
  if (INFORMES) fs.mkdirSync(INFORMES, { recursive: true });
  const rondas: Array<Record<string, number>> = [];
  for (let i = 0; i < ROUNDS; i++) {
    const informe = INFORMES ? path.join(INFORMES, `${clave}-${i + 1}.json`) : undefined;
    // A trace Lighthouse could not read (NO_NAVSTART: "Please run Lighthouse again") is its own
    // hiccup, about one run in forty here: run again, twice at most.
    for (let intento = 1; ; intento++) {
      try {
        rondas.push(await lighthouseUnaVez(url, categorias, estado, informe));
        break;
      } catch (err) {
        if (intento === 3 || !String(err).includes('NO_NAVSTART')) throw err;
      }
    }
  }
  const por = (c: string) => ({
    mediana: median(rondas.map((r) => r[c]!)),
    todas: rondas.map((r) => r[c]!),
  });
  return Object.fromEntries([...categorias, 'cpu', 'lcp', 'tbt', 'cls'].map((c) => [c, por(c)]));
}

const MISMO_ORIGEN = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

/** Signs in with a demo account; its cookies (the HttpOnly session and its readable hint). */
async function entrar(base: string, email: string): Promise<Galleta[]> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: MISMO_ORIGEN,
    body: JSON.stringify({ email, contrasena: CONTRASENA_DEMO }),
  });
  const galletas = login.headers.getSetCookie().map((c) => {
    const [nombreValor = '', ...atributos] = c.split(';');
    const i = nombreValor.indexOf('=');
    return {
      name: nombreValor.slice(0, i).trim(),
      value: nombreValor.slice(i + 1),
      url: base,
      httpOnly: atributos.some((a) => a.trim().toLowerCase() === 'httponly'),
    };
  });
  if (!login.ok || galletas.length === 0)
    throw new Error(`No se pudo entrar con ${email}: ${login.status}`);
  return galletas;
}

/**
 * A kiosk paired to the demo business's main establishment, as the kiosk itself does it
 * (e2e/nexo.spec.ts through the screens): the owner asks for a code, the device registers with
 * it (after unpairing the demo's own); what the kiosk keeps in localStorage (features/nexo-kiosk/lib/pairing-storage.ts).
 */
async function emparejarNexo(base: string, galletas: Galleta[]): Promise<Record<string, string>> {
  const cookie = galletas.map((g) => `${g.name}=${g.value}`).join('; ');
  const llamar = async (ruta: string, init: RequestInit = {}) => {
    const r = await fetch(`${base}${ruta}`, init);
    const cuerpo = (await r.json()) as { data?: unknown };
    if (!r.ok) throw new Error(`${ruta}: ${r.status} ${JSON.stringify(cuerpo)}`);
    return cuerpo.data as Record<string, unknown>;
  };
  const perfil = (await llamar('/api/negocio/profile', { headers: { cookie } })) as {
    establecimientos: Array<{ establecimientoID: string; principal?: boolean }>;
  };
  const est = perfil.establecimientos.find((e) => e.principal) ?? perfil.establecimientos[0];
  if (!est) throw new Error(`${NEGOCIO_DEMO} no tiene establecimientos`);
  // The demo pairs a Nexo of its own to every establishment: this one takes its place (the
  // database is the bench's, thrown away afterwards).
  await llamar(`/api/establecimiento/${encodeURIComponent(est.establecimientoID)}/unpair`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', cookie },
  }).catch(() => undefined);
  const codigo = (await llamar('/api/establecimiento/generate-code', {
    method: 'POST',
    headers: { ...MISMO_ORIGEN, cookie },
    body: JSON.stringify({ establecimientoID: est.establecimientoID }),
  })) as { code: string };
  const d = (await llamar('/api/nexo/register', {
    method: 'POST',
    headers: MISMO_ORIGEN,
    body: JSON.stringify({ connectionCode: codigo.code, nombre: 'Caja (bench)' }),
  })) as Record<string, unknown>;
  const guardado = {
    v: 1,
    token: d.token,
    nexoId: d.nexoId,
    establecimientoId: d.establecimientoId,
    negocio: d.negocio,
    establecimiento: d.establecimiento,
    nombre: 'Caja (bench)',
  };
  return { 'tarjeto:nexo': JSON.stringify(guardado) };
}

export async function benchWeb(): Promise<Medida[]> {
  const carga = 'Web';
  const soloPantallas = process.env.BENCH_WEB_PANTALLAS?.split(',').map((s) => s.trim());
  const desconocidas = soloPantallas?.filter((c) => !PANTALLAS.some((p) => p.clave === c)) ?? [];
  if (desconocidas.length)
    throw new Error(
      `BENCH_WEB_PANTALLAS: ${desconocidas.join(', ')}? Hay: ${PANTALLAS.map((p) => p.clave).join(', ')}`,
    );
  const pantallas = PANTALLAS.filter((p) => !soloPantallas || soloPantallas.includes(p.clave));
  const medidas: Medida[] = medirPaginas().map((p) => ({
    carga,
    base: 'Web',
    medida: `JavaScript antes de usar la página — ${p.nombre}`,
    valor: Math.round(p.kb * 10) / 10,
    unidad: 'KB gzip',
    meta: { op: '<=', valor: p.presupuestoKb },
    detalle: `${p.archivos.length} archivos (máx. ${MAX_ARCHIVOS})`,
    // From the build's files: the same on any machine.
    lectura: 'razón',
  }));

  const servidor = await startServerConDemo('tarjeto-bench-web-');
  try {
    const negocio = await entrar(servidor.base, NEGOCIO_DEMO);
    const estados: Record<Quien, Estado> = {
      invitado: { galletas: [] },
      negocio: { galletas: negocio },
      cliente: { galletas: await entrar(servidor.base, CLIENTE_DEMO) },
      nexo: { galletas: [], almacen: await emparejarNexo(servidor.base, negocio) },
    };
    const cuenta: Record<Quien, string> = {
      invitado: 'sin sesión',
      negocio: NEGOCIO_DEMO,
      cliente: CLIENTE_DEMO,
      nexo: `Nexo vinculado a ${NEGOCIO_DEMO}`,
    };
    for (const p of pantallas) {
      const r = await lighthouseMediana(
        `${servidor.base}${p.ruta}`,
        p.categorias,
        estados[p.quien],
        p.clave,
      );
      for (const c of p.categorias) {
        const meta = p.meta[c];
        medidas.push({
          carga,
          base: 'Web',
          medida: `Lighthouse móvil, ${p.nombre}: ${NOMBRE[c]}`,
          valor: r[c]!.mediana,
          unidad: 'puntos',
          ...(meta === undefined ? {} : { meta: { op: '>=' as const, valor: meta } }),
          detalle:
            `${p.ruta}, ${cuenta[p.quien]}; mediana de ${ROUNDS}: ${r[c]!.todas.join(', ')}` +
            (c === 'performance'
              ? `; LCP ${r.lcp!.todas.map((v) => `${(v / 1000).toFixed(2)} s`).join(', ')}` +
                `; TBT ${r.tbt!.todas.map((v) => `${v} ms`).join(', ')}` +
                `; CLS ${r.cls!.todas.map((v) => v.toFixed(2)).join(', ')}`
              : '') +
            `; benchmarkIndex ${r.cpu!.todas.join(', ')}`,
          lectura: 'absoluta',
        });
      }
    }
  } finally {
    await servidor.stop();
  }
  return medidas;
}
