import { createHash } from 'node:crypto';
import fs from 'node:fs';
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
 * packages/shared mixes plain constants with zod schemas behind one index. Its modules only
 * declare things, so the build may drop whatever a page does not use — which keeps zod out of the
 * landing, that uses a few constants, and out of any screen that only reads answers (issue 12).
 * The one real side effect there, zod's configuration (zod-es.ts), comes with every contract
 * module that a page does use.
 */
const SHARED = `${path.join(raiz, '../../packages/shared/src')}${path.sep}`;
const ZOD_ES = path.join(SHARED, 'zod-es.ts');

const LANDING_MAIN = path.join(raiz, 'src/landing-main.tsx');

/**
 * The modules the landing's entry imports statically (what a phone needs before the page works),
 * collected once the module graph is known, for the chunk groups below.
 */
const grafoLanding = new Set<string>();
/** The lucide icons (file names: ArrowRight → arrow-right) the landing's modules import. */
const iconosDelLanding = new Set<string>();
function grafoDelLanding(): Plugin {
  return {
    name: 'tarjeto-grafo-landing',
    apply: 'build',
    buildEnd() {
      grafoLanding.clear();
      iconosDelLanding.clear();
      const pendientes = [LANDING_MAIN];
      while (pendientes.length > 0) {
        const id = pendientes.pop()!;
        if (grafoLanding.has(id)) continue;
        grafoLanding.add(id);
        // Every icon is in the graph through lucide's index: read which ones the code names.
        const codigo = id.startsWith(`${raiz}${path.sep}src`) ? this.getModuleInfo(id)?.code : null;
        for (const m of codigo?.matchAll(/import\s*{([^}]*)}\s*from\s*["']lucide-react["']/g) ?? [])
          for (const nombre of m[1]!.split(',')) {
            const icono = nombre
              .trim()
              .split(/\s+as\s+/)[0]!
              .replace(/Icon$/, '');
            if (icono && icono !== 'type')
              iconosDelLanding.add(icono.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
          }
        pendientes.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/** An app module the landing's entry imports statically (the entry itself excepted). */
const esDelLanding = (id: string) =>
  id !== LANDING_MAIN && grafoLanding.has(id) && id.startsWith(`${raiz}${path.sep}src`);

const ICONO = /node_modules[\\/]lucide-react[\\/]/;

// In development the API runs on its own port (npm run dev starts both); /api is proxied so the
// browser sees one origin, as it does in production where the API serves the built app. The
// service worker exists in the build only (the app registers it in production).
export default defineConfig({
  plugins: [react(), tailwindcss(), precacheDeServiceWorker(), grafoDelLanding()],
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
        // icon. Everything else splits by screen as usual.
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
              name: 'iconos',
              test: (id) => ICONO.test(id) && !iconosDelLanding.has(path.basename(id, '.js')),
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
