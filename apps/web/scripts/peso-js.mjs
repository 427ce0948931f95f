// What a page makes the phone download, from the build's manifest (dist/.vite/manifest.json):
// an HTML entry or a route module, with everything it imports statically, recursively — the files
// the browser fetches (entry scripts and modulepreloads, or a lazy route with its preloads) before
// the page works. Dynamic imports (other screens, the newsletter's validation) are not counted.
// Sizes are gzip, as the server sends them to a browser without brotli (issue 12's unit).
// Used by src/test/bundle-budget.test.ts (npm test) and bench/web.ts (npm run bench).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * The budget of each page, in KB of gzip (1 KB = 1,024 bytes). Issue 12 set the ceilings — 100 KB
 * for the landing, 250 KB for a dashboard; issue 29 gave every first screen a budget of its own, a
 * little above what it measured then (in brackets), so a real regression fails before it reaches
 * those ceilings.
 */
export const PRESUPUESTO_KB = {
  landing: 90, // [83.8]
  'para-negocios': 160, // [153.2]: its own icons, not the app's 149 (160.7 with them)
  'negocio-publico': 165, // [158.5]: its hours without the editor's form code and zod (196.5 before)
  'cliente-inicio': 175, // [168.4]
  'mi-codigo': 160, // [152.4]
  nexo: 180, // [174.5]: its pairing, queue and codes checked without zod (212.0 with it)
  'negocio-inicio': 170, // [162.6]: the quick tiles without the offer preview (179.5 with it)
  'negocio-estadisticas': 180, // [168.5]
};

/**
 * The most files a page may need (issue 29). Over HTTP/1.1 a phone asks six at a time and each
 * costs a round trip on a slow network: the business's Inicio came in 42 files (the split by
 * route's small shared chunks) and painted its greeting 0.8 s later in Lighthouse's simulation
 * than in 17 (vite.config.ts, chunkDePantalla).
 */
export const MAX_ARCHIVOS = 20;

/**
 * The pages measured, as a phone opens them: the landing (its own entry), and every other first
 * screen as the app's entry, the frame's route (the dashboards') and the screen's route. Each
 * user's first screen (issue 29): the landing, 'Para negocios' and a business's public page for a
 * guest, the customer's Inicio and 'Mi código', the counter's kiosk, the business's Inicio.
 * Estadísticas (charts) is measured as its own page: the charts load only there.
 */
export const PAGINAS = [
  { nombre: 'Landing (/)', presupuesto: 'landing', claves: ['landing.html'] },
  {
    nombre: 'Para negocios (/para-negocios)',
    presupuesto: 'para-negocios',
    claves: ['index.html', 'src/app/routes/para-negocios.tsx'],
  },
  {
    nombre: 'Página pública de un negocio (/negocio/{slug})',
    presupuesto: 'negocio-publico',
    claves: ['index.html', 'src/app/routes/negocio-publico.tsx'],
  },
  {
    nombre: 'Panel del cliente: Inicio',
    presupuesto: 'cliente-inicio',
    claves: [
      'index.html',
      'src/app/routes/cliente-dashboard.tsx',
      'src/app/routes/cliente-inicio.tsx',
    ],
  },
  {
    nombre: 'Mi código (/cliente-dashboard/mi-codigo)',
    presupuesto: 'mi-codigo',
    claves: ['index.html', 'src/app/routes/mi-codigo.tsx'],
  },
  {
    nombre: 'Kiosco Nexo (/nexo)',
    presupuesto: 'nexo',
    claves: ['index.html', 'src/app/routes/nexo-kiosk.tsx'],
  },
  {
    nombre: 'Panel del negocio: Inicio',
    presupuesto: 'negocio-inicio',
    claves: [
      'index.html',
      'src/app/routes/negocio-dashboard.tsx',
      'src/app/routes/negocio-inicio.tsx',
    ],
  },
  {
    nombre: 'Panel del negocio: Estadísticas',
    presupuesto: 'negocio-estadisticas',
    claves: [
      'index.html',
      'src/app/routes/negocio-dashboard.tsx',
      'src/app/routes/negocio-estadisticas.tsx',
    ],
  },
];

export function leerManifest(dist = DIST) {
  const archivo = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(archivo)) {
    throw new Error(`No hay ${archivo}: compila la aplicación web (npm run build).`);
  }
  return JSON.parse(fs.readFileSync(archivo, 'utf8'));
}

/** The JavaScript files a page needs before it works, from its manifest keys. */
export function archivosDe(manifest, claves) {
  const archivos = new Set();
  const vistos = new Set();
  const visitar = (clave) => {
    if (vistos.has(clave)) return;
    vistos.add(clave);
    const chunk = manifest[clave];
    if (!chunk) throw new Error(`El manifest no tiene ${clave}`);
    if (chunk.file.endsWith('.js')) archivos.add(chunk.file);
    for (const i of chunk.imports ?? []) visitar(i);
  };
  claves.forEach(visitar);
  return [...archivos].sort();
}

const gzipDe = new Map();
/** Gzip size in bytes of one built file. */
export function gzipBytes(archivo, dist = DIST) {
  const clave = path.join(dist, archivo);
  if (!gzipDe.has(clave))
    gzipDe.set(clave, zlib.gzipSync(fs.readFileSync(clave), { level: 9 }).length);
  return gzipDe.get(clave);
}

/** Each page with its files and their total gzip size in KB, against its budget. */
export function medirPaginas(dist = DIST, presupuestos = PRESUPUESTO_KB) {
  const manifest = leerManifest(dist);
  return PAGINAS.map((p) => {
    const archivos = archivosDe(manifest, p.claves);
    const bytes = archivos.reduce((s, f) => s + gzipBytes(f, dist), 0);
    return {
      nombre: p.nombre,
      archivos,
      kb: bytes / 1024,
      presupuesto: p.presupuesto,
      presupuestoKb: presupuestos[p.presupuesto],
    };
  });
}
