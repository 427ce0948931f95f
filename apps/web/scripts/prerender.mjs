// After `vite build` (package.json "build", run with tsx), two steps for the phone's first load
// (issue 12):
// 1. Prerenders the landing: renders the landing (src/app/landing-prerender.tsx) with react-dom/server into
//    dist/landing.html — the page the server sends for / — so its content, and its largest
//    paint, are in the HTML before any script runs; src/landing-main.tsx then hydrates it. It
//    also preloads the Latin font file the text uses, so the text does not reflow when it lands.
// 2. Lists, for every page address of the app, the lazy modules its first screen needs
//    (scripts/rutas-precarga.mjs), for the server to add them to index.html as modulepreloads;
//    and preloads the font in index.html too. The modulepreloads go at low priority: the page's
//    first paint (the spinner, or a dashboard's skeleton) waits only for the stylesheet, and the
//    code comes right after.
// 3. Prerenders the skeletons of the dashboard's first screen (src/app/esqueleto-prerender.tsx)
//    into dist/.vite/esqueletos.json, for the server to put in the page it sends to a signed-in
//    visitor (src/lib/esqueleto.ts); and the pieces the server puts together for a business's
//    public page (its line of categories, price and hours; the page of an unknown address) into
//    dist/.vite/negocio-publico.json.
// 4. Writes a .br and a .gz beside every text file of the build, so the server sends them
//    compressed without compressing on each request (@fastify/static's preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { renderEsqueletos, renderPiezasNegocioPublico } from '../src/app/esqueleto-prerender.tsx';
import { renderLanding } from '../src/app/landing-prerender.tsx';
import { escribirPrecargas } from './rutas-precarga.mjs';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const archivo = path.join(dist, 'landing.html');
const plantilla = fs.readFileSync(archivo, 'utf8');
const MARCA = '<!--landing-->';
if (!plantilla.includes(MARCA)) throw new Error(`${archivo} no tiene la marca ${MARCA}`);
const fuente = fs
  .readdirSync(path.join(dist, 'assets'))
  .find((f) => /^plus-jakarta-sans-latin-wght-normal-.*\.woff2$/.test(f));
if (!fuente) throw new Error('No se encontró la fuente latina en dist/assets');
const precarga = `<link rel="preload" href="/assets/${fuente}" as="font" type="font/woff2" crossorigin>`;
const html = plantilla
  .replace(MARCA, renderLanding())
  .replace('</title>', `</title>\n    ${precarga}`);
fs.writeFileSync(archivo, html);

const indice = path.join(dist, 'index.html');
fs.writeFileSync(
  indice,
  fs
    .readFileSync(indice, 'utf8')
    .replace('</title>', `</title>\n    ${precarga}`)
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    ),
);
const paginas = escribirPrecargas(dist);
const esqueletos = renderEsqueletos();
fs.writeFileSync(path.join(dist, '.vite', 'esqueletos.json'), JSON.stringify(esqueletos));
fs.writeFileSync(
  path.join(dist, '.vite', 'negocio-publico.json'),
  JSON.stringify(renderPiezasNegocioPublico()),
);

let comprimidos = 0;
for (const d of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!d.isFile() || !/\.(js|css|html|svg|json|webmanifest)$/.test(d.name)) continue;
  const ruta = path.join(d.parentPath, d.name);
  const datos = fs.readFileSync(ruta);
  // Below a packet, compressing saves nothing worth a header.
  if (datos.length < 1024) continue;
  const br = zlib.brotliCompressSync(datos, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: datos.length,
    },
  });
  fs.writeFileSync(`${ruta}.br`, br);
  fs.writeFileSync(`${ruta}.gz`, zlib.gzipSync(datos, { level: 9 }));
  comprimidos++;
}
console.log(
  `dist/landing.html prerenderizado (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB); ` +
    `precargas de ${paginas.length} páginas; ${Object.keys(esqueletos).length} esqueleto(s); ` +
    `${comprimidos} archivos comprimidos (.br, .gz)`,
);
