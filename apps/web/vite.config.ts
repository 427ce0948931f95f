import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const raiz = path.dirname(fileURLToPath(import.meta.url));
const SERVICE_WORKER = path.join(raiz, 'src/pwa/service-worker.ts');

/**
 * The screens a customer needs without a network (issue 11): they are kept by the service worker
 * at install, with everything they import. Any other screen is kept the first time it is opened.
 */
const PANTALLAS_SIN_CONEXION = /\/src\/app\/routes\/(mi-codigo|cliente-[\w-]+|login)\.tsx$/;

/**
 * Builds /sw.js (src/pwa/service-worker.ts) and writes into it what to keep: the app shell — the
 * entry with its static imports and styles — the offline screens, the Latin font files, and the
 * files of public/ (manifest, icons) — plus a version, the hash of that list (whose file names
 * are content hashes), so every release is a new worker and a rebuild of the same code is not. Source maps and index.html (kept by name, as the shell) are left out.
 */
function precacheDeServiceWorker(): Plugin {
  let publico = '';
  return {
    name: 'tarjeto-precache-service-worker',
    apply: 'build',
    configResolved(config) {
      publico = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      const porNombre = new Map(chunks.map((c) => [c.fileName, c]));
      const archivos = new Set<string>();
      const agregar = (fileName: string) => {
        const chunk = porNombre.get(fileName);
        if (!chunk || archivos.has(fileName)) return;
        archivos.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) archivos.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) archivos.add(asset);
        for (const imp of chunk.imports) agregar(imp);
      };
      const sw = chunks.find((c) => c.facadeModuleId === SERVICE_WORKER);
      if (!sw) throw new Error('No se construyó el service worker');
      for (const c of chunks) {
        if (c === sw) continue;
        if (c.isEntry || (c.facadeModuleId && PANTALLAS_SIN_CONEXION.test(c.facadeModuleId)))
          agregar(c.fileName);
      }
      for (const f of Object.values(bundle))
        if (f.type === 'asset' && /latin-wght-normal.*\.woff2$/.test(f.fileName))
          archivos.add(f.fileName);
      const publicos = fs
        .readdirSync(publico, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) =>
          path.relative(publico, path.join(d.parentPath, d.name)).split(path.sep).join('/'),
        );
      const lista = [...[...archivos].sort(), ...publicos.sort()].map((f) => `/${f}`);
      const version = createHash('sha256').update(JSON.stringify(lista)).digest('hex').slice(0, 12);
      const precache = JSON.stringify({ version, archivos: lista });
      const marca = /(["'`])__TARJETO_PRECACHE__\1/;
      if (!marca.test(sw.code)) throw new Error('El service worker no tiene la marca del precache');
      sw.code = sw.code.replace(marca, precache);
    },
  };
}

/**
 * The head both pages share (index.html, landing.html), written once: each page marks its place
 * with <!--cabecera (vite.config.ts)--> and keeps what is its own after it (its title; the
 * landing's robots line). Put in before Vite reads the page, so it treats these tags as written
 * there, in the build as in development.
 */
const MARCA_CABECERA = '<!--cabecera (vite.config.ts)-->';
const CABECERA = `<meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <meta name="apple-mobile-web-app-title" content="Tarjeto" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#a3143f" />
    <meta
      name="description"
      content="Tarjeto: todas tus tarjetas de lealtad en un solo lugar. Visita tus lugares favoritos, junta visitas y recibe recompensas."
    />`;

function cabeceraComun(): Plugin {
  return {
    name: 'tarjeto-cabecera',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (!html.includes(MARCA_CABECERA))
          throw new Error(`${filename} no tiene ${MARCA_CABECERA}`);
        return html.replace(MARCA_CABECERA, CABECERA);
      },
    },
  };
}

/**
 * packages/shared mixes plain constants with zod schemas behind one index. Its modules only
 * declare things, so the build may drop whatever a page does not use — which keeps zod out of the
 * landing, that uses a few constants, and out of any screen that only reads answers (issue 12).
 * The one real side effect there, zod's configuration (zod-es.ts), comes with every contract
 * module that a page does use.
 */
const SHARED = `${path.join(raiz, '../../packages/shared/src')}${path.sep}`;
const ZOD_ES = path.join(SHARED, 'zod-es.ts');

const LANDING_MAIN = path.join(raiz, 'src/landing-main.tsx');

/** The modules an entry or route imports statically, recursively (before tree-shaking). */
function grafoEstatico(
  ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
  raices: readonly string[],
) {
  const vistos = new Set<string>();
  const pendientes = [...raices];
  while (pendientes.length > 0) {
    const id = pendientes.pop()!;
    if (vistos.has(id)) continue;
    vistos.add(id);
    pendientes.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return vistos;
}

/**
 * The first screen of each kind of user (issue 29): the route modules a phone opening it runs,
 * and its family — the routes (file names) of the same kind of user, who reach them from it.
 * Left to the split by route, what these screens share with the others came in dozens of small
 * files — 42 requests for the business's Inicio, six at a time over HTTP/1.1 on a slow network,
 * where each costs a round trip. Instead (repartir): the app's modules that only one first screen
 * and its family use go into that screen's file, those that two or more first screens use into one
 * file they share, and the rest split by route as before. A screen of the family takes the first
 * screen's file, which its user has from the first screen; a screen outside it never does.
 */
const RUTAS = path.join(raiz, 'src/app/routes');
const PRIMERAS_PANTALLAS: Record<string, { rutas: readonly string[]; familia: RegExp }> = {
  negocio: {
    rutas: ['negocio-dashboard.tsx', 'negocio-inicio.tsx'],
    familia: /^negocio-(?!publico)/,
  },
  kiosco: { rutas: ['nexo-kiosk.tsx'], familia: /^nexo-kiosk\./ },
  cliente: {
    rutas: ['cliente-dashboard.tsx', 'cliente-inicio.tsx'],
    familia: /^(cliente-|mi-codigo\.)/,
  },
  codigo: { rutas: ['mi-codigo.tsx'], familia: /^(cliente-|mi-codigo\.)/ },
  publico: { rutas: ['negocio-publico.tsx'], familia: /^negocio-publico\./ },
  'para-negocios': { rutas: ['para-negocios.tsx'], familia: /^para-negocios\./ },
};
const MAIN = path.join(raiz, 'src/main.tsx');

/** Filled once the module graph is known (the `grafos` plugin), read by the chunk groups. */
const grafoLanding = new Set<string>();
const grafoMain = new Set<string>();
/** Module → its file (repartir), for the modules the group below takes. */
const chunkDe = new Map<string, string | null>();
/** The lucide icons (file names: ArrowRight → arrow-right) the landing's modules import. */
const iconosDelLanding = new Set<string>();

function grafos(): Plugin {
  const llenar = (destino: Set<string>, origen: Set<string>) => {
    destino.clear();
    origen.forEach((id) => destino.add(id));
  };
  return {
    name: 'tarjeto-grafos',
    apply: 'build',
    buildEnd() {
      llenar(grafoLanding, grafoEstatico(this, [LANDING_MAIN]));
      llenar(grafoMain, grafoEstatico(this, [MAIN]));
      // Each route's graph: the app's modules, and of the libraries only those the app's own
      // modules import (with what they import) — through shared's index the graph reaches every
      // library shared uses, most of which tree-shaking then drops.
      const rutas = [...this.getModuleIds()].filter(
        (id) => id.startsWith(RUTAS) && !/\.test\.tsx?$/.test(id),
      );
      const porModulo = new Map<string, string[]>();
      for (const ruta of rutas) {
        const grafo = grafoEstatico(this, [ruta]);
        const librerias = [...grafo]
          .filter((id) => DEL_WEB.test(id))
          .flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])
          .filter((id) => id.includes(`${path.sep}node_modules${path.sep}`));
        const deLibrerias = grafoEstatico(this, librerias);
        for (const id of grafo)
          if (DEL_APP.test(id) || deLibrerias.has(id))
            porModulo.set(id, [...(porModulo.get(id) ?? []), path.basename(ruta)]);
      }
      chunkDe.clear();
      for (const [id, deRutas] of porModulo) chunkDe.set(id, repartir(deRutas));
      // Every icon is in every graph through lucide's index: read which ones each module names.
      iconosDelLanding.clear();
      for (const id of grafoLanding)
        if (id.startsWith(`${raiz}${path.sep}src`))
          for (const icono of iconosDe(this.getModuleInfo(id)?.code)) iconosDelLanding.add(icono);
      // An icon goes where the modules that show it go (repartir): a first screen's icons come in
      // its own file, not in the file of all the app's icons (issue 29: 149 icons, 15 KB, on
      // every first screen). The app shell's icons stay with the shell.
      const delShell = new Set<string>();
      for (const id of grafoMain)
        if (DEL_APP.test(id))
          for (const i of iconosDe(this.getModuleInfo(id)?.code)) delShell.add(i);
      const rutasDelIcono = new Map<string, Set<string>>();
      for (const [id, deRutas] of porModulo) {
        if (!DEL_APP.test(id)) continue;
        for (const icono of iconosDe(this.getModuleInfo(id)?.code)) {
          if (delShell.has(icono)) continue;
          const rutasDe = rutasDelIcono.get(icono) ?? new Set<string>();
          deRutas.forEach((r) => rutasDe.add(r));
          rutasDelIcono.set(icono, rutasDe);
        }
      }
      for (const id of this.getModuleIds()) {
        const rutasDe = ICONO.test(id) ? rutasDelIcono.get(archivoDeIcono(id)) : undefined;
        if (!rutasDe) continue;
        // Shown outside the first screens' families too: with what the first screens share
        // ('pantallas', which every screen of the app loads), not with the rest of the app's.
        const deRutas = [...rutasDe];
        chunkDe.set(
          id,
          repartir(deRutas) ?? (deRutas.some((r) => PANTALLA_DE_RUTA.has(r)) ? 'pantallas' : null),
        );
      }
    },
  };
}

const DEL_WEB = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const DEL_APP = /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]/;
const PANTALLA_DE_RUTA = new Map(
  Object.entries(PRIMERAS_PANTALLAS).flatMap(([pantalla, { rutas }]) =>
    rutas.map((r) => [r, pantalla]),
  ),
);
/** The file of a module the routes `deRutas` (file names) import, as PRIMERAS_PANTALLAS says. */
function repartir(deRutas: readonly string[]): string | null {
  const pantallas = [...new Set(deRutas.flatMap((r) => PANTALLA_DE_RUTA.get(r) ?? []))];
  if (pantallas.length >= 2) return 'pantallas';
  const [pantalla] = pantallas;
  if (pantalla && deRutas.every((r) => PRIMERAS_PANTALLAS[pantalla]!.familia.test(r)))
    return `pantalla-${pantalla}`;
  return null;
}
/**
 * The group's file for a module: TanStack Query's in one ('consultas': every screen of the app
 * uses it), the app's as repartir says; null — the split by route — for route modules, what the
 * app's entry imports (its own file) and the icons (their own group).
 */
function chunkDePantalla(id: string): string | null {
  if (/node_modules[\\/]@tanstack[\\/]/.test(id)) return 'consultas';
  if (ICONO.test(id)) return chunkDe.get(id) ?? null;
  if (id.startsWith(RUTAS) || grafoMain.has(id)) return null;
  return chunkDe.get(id) ?? null;
}

/** An app module the landing's entry imports statically (the entry itself excepted). */
const esDelLanding = (id: string) =>
  id !== LANDING_MAIN && grafoLanding.has(id) && id.startsWith(`${raiz}${path.sep}src`);

const ICONO = /node_modules[\\/]lucide-react[\\/]/;
/** An icon's module's file name without its extension (arrow-right). */
const archivoDeIcono = (id: string) => path.basename(id).replace(/\.m?js$/, '');

/** lucide's export names (ArrowRight, CheckCircle2, …) → the file of each icon (circle-check). */
const ICONO_DE_NOMBRE = new Map<string, string>();
{
  const paquete = createRequire(import.meta.url).resolve('lucide-react/package.json');
  const indice = fs.readFileSync(
    path.join(path.dirname(paquete), 'dist/esm/lucide-react.mjs'),
    'utf8',
  );
  for (const m of indice.matchAll(/export\s*{([^}]*)}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g))
    for (const nombre of m[1]!.matchAll(/as\s+(\w+)/g)) ICONO_DE_NOMBRE.set(nombre[1]!, m[2]!);
}

/** The icons (files) a module's code imports from lucide-react. */
function iconosDe(codigo: string | null | undefined): string[] {
  const out: string[] = [];
  for (const m of codigo?.matchAll(/import\s*{([^}]*)}\s*from\s*["']lucide-react["']/g) ?? [])
    for (const nombre of m[1]!.split(',')) {
      const archivo = ICONO_DE_NOMBRE.get(nombre.trim().split(/\s+as\s+/)[0]!);
      if (archivo) out.push(archivo);
    }
  return out;
}

// In development the API runs on its own port (npm run dev starts both); /api is proxied so the
// browser sees one origin, as it does in production where the API serves the built app. The
// service worker exists in the build only (the app registers it in production).
export default defineConfig({
  plugins: [cabeceraComun(), react(), tailwindcss(), precacheDeServiceWorker(), grafos()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by the bundle budget test (src/test/bundle-budget.test.ts) and the web bench.
    manifest: true,
    chunkSizeWarningLimit: 400,
    // Every browser the app supports preloads modules itself: no polyfill file to download.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        index: path.join(raiz, 'index.html'),
        landing: path.join(raiz, 'landing.html'),
        sw: SERVICE_WORKER,
      },
      treeshake: {
        moduleSideEffects: (id) =>
          !path.normalize(id).startsWith(SHARED) || path.normalize(id) === ZOD_ES,
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // Few requests for the landing: React in one chunk every page shares, and the rest of what
        // the landing imports in another (the app's screens reuse both), instead of a chunk per
        // icon. Few for the app's first screens too (chunkDePantalla). Everything else splits by
        // screen as usual.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              // The landing's own parts (header, carousel, newsletter): the app's screens skip it.
              name: 'landing',
              test: (id) =>
                esDelLanding(id) &&
                /[\\/]src[\\/](features[\\/]landing|components[\\/]layout)[\\/]/.test(id),
              priority: 1,
            },
            { name: 'publico', test: esDelLanding, priority: 1 },
            // The app's screens use some 80 icons; one file each made a dashboard's first screen
            // 50 requests, six at a time over HTTP/1.1 (issue 12). The few the landing shows stay
            // in its own chunks above.
            {
              // The first screens' files (chunkDePantalla). A module's dependencies stay where
              // their own screens put them, not dragged into the file of the first importer.
              name: chunkDePantalla,
              test: (id) => chunkDePantalla(id) !== null,
              includeDependenciesRecursively: false,
              priority: 0,
            },
            {
              name: 'iconos',
              test: (id) =>
                ICONO.test(id) && !iconosDelLanding.has(archivoDeIcono(id)) && !chunkDe.get(id),
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
