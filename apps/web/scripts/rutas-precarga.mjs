// The code each page address needs, for the server to list in the page it sends (issue 12): the
// app's index.html loads its entry, and the router then asks for the opening screen's lazy
// modules — but only once the entry has downloaded and run. Listed as modulepreloads in the HTML,
// they download beside the entry instead. Run by scripts/prerender.mjs after `vite build`; the
// server (apps/api/src/plugins/web-app.ts) reads dist/.vite/precarga.json.
import fs from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { crearRutas } from '../src/app/router.tsx';
import { archivosDe, leerManifest } from './peso-js.mjs';

/** The route module a `lazy` route loads: `import('./routes/x.tsx')` in src/app/router.tsx. */
function moduloDe(ruta) {
  if (!ruta.lazy) return null;
  const m = String(ruta.lazy).match(/import\(\s*["']\.\/(routes\/[\w-]+\.tsx)["']\s*\)/);
  if (!m) throw new Error(`No se reconoce el módulo de la ruta ${ruta.path ?? '(índice)'}`);
  return `src/app/${m[1]}`;
}

/** Every page address of the router (its pattern) with the lazy modules it opens, outermost first. */
export function paginasDelRouter(lista = crearRutas(new QueryClient()), base = '', modulos = []) {
  return lista.flatMap((ruta) => {
    const patron = ruta.index
      ? base
      : ruta.path === undefined
        ? base
        : ruta.path.startsWith('/')
          ? ruta.path
          : `${base.replace(/\/$/, '')}/${ruta.path}`;
    const modulo = moduloDe(ruta);
    const suyos = modulo ? [...modulos, modulo] : modulos;
    if (ruta.children) return paginasDelRouter(ruta.children, patron, suyos);
    return ruta.path === '*' || suyos.length === 0 ? [] : [{ patron, modulos: suyos }];
  });
}

/**
 * Writes dist/.vite/precarga.json: for each page pattern, the JavaScript files its lazy modules
 * need (with their static imports) that index.html does not load already.
 */
export function escribirPrecargas(dist) {
  const manifest = leerManifest(dist);
  const delIndex = new Set(archivosDe(manifest, ['index.html']));
  const paginas = paginasDelRouter().map(({ patron, modulos }) => ({
    patron,
    archivos: archivosDe(manifest, modulos).filter((f) => !delIndex.has(f)),
  }));
  fs.writeFileSync(path.join(dist, '.vite', 'precarga.json'), JSON.stringify(paginas, null, 1));
  return paginas;
}
