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

/** Issue 12's budgets, in KB of gzip (1 KB = 1,024 bytes). */
export const PRESUPUESTO_KB = { landing: 100, panel: 250 };

/**
 * The pages measured: the landing (its own entry), and the business's and the customer's
 * dashboards as a phone opens them — the app's entry, the frame's route and the first section.
 * Estadísticas (charts) is measured as its own page: the charts load only there.
 */
export const PAGINAS = [
  { nombre: 'Landing (/)', presupuesto: 'landing', claves: ['landing.html'] },
  {
    nombre: 'Panel del negocio: Inicio',
    presupuesto: 'panel',
    claves: [
      'index.html',
      'src/app/routes/negocio-dashboard.tsx',
      'src/app/routes/negocio-inicio.tsx',
    ],
  },
  {
    nombre: 'Panel del negocio: Estadísticas',
    presupuesto: 'panel',
    claves: [
      'index.html',
      'src/app/routes/negocio-dashboard.tsx',
      'src/app/routes/negocio-estadisticas.tsx',
    ],
  },
  {
    nombre: 'Panel del cliente: Inicio',
    presupuesto: 'panel',
    claves: [
      'index.html',
      'src/app/routes/cliente-dashboard.tsx',
      'src/app/routes/cliente-inicio.tsx',
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
      presupuestoKb: presupuestos[p.presupuesto],
    };
  });
}
