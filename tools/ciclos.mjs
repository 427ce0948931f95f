#!/usr/bin/env node
// npm run lint, after eslint: no two modules of the repo import each other, however long the way
// round and whatever kind of import closes it — a value, a type only, or a dynamic import() of a
// screen's lazy part (issue 30). eslint-plugin-import's no-cycle skips type imports, so a lazy
// module importing its loader's types went unseen. Imports are read with TypeScript's own
// pre-processor (the statements, not text that looks like one); relative ones only: the apps
// reach `@tarjeto/shared` by name, and shared never imports an app (eslint's restricted paths).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CARPETAS = ['apps/api/src', 'apps/web/src', 'packages/shared/src', 'bench', 'e2e', 'tools'];
const FUENTE = /\.(ts|tsx|mts|mjs|js)$/;

function archivosDe(carpeta) {
  const fuera = new Set(['node_modules', 'dist', 'migrations']);
  return fs.readdirSync(carpeta, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(carpeta, e.name);
    if (e.isDirectory()) return fuera.has(e.name) ? [] : archivosDe(p);
    return FUENTE.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Each file's relative imports that name a file of the repo. */
function grafo(archivos) {
  const g = new Map();
  for (const f of archivos) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(f, 'utf8'), true, true);
    const destinos = new Set();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const destino = path.resolve(path.dirname(f), fileName);
      if (fs.existsSync(destino) && fs.statSync(destino).isFile()) destinos.add(destino);
    }
    g.set(f, destinos);
  }
  return g;
}

/** The strongly connected groups of more than one file, or a file importing itself (Tarjan). */
function ciclos(g) {
  let siguiente = 0;
  const indice = new Map();
  const bajo = new Map();
  const pila = [];
  const enPila = new Set();
  const grupos = [];
  const visitar = (v) => {
    indice.set(v, siguiente);
    bajo.set(v, siguiente++);
    pila.push(v);
    enPila.add(v);
    for (const w of g.get(v) ?? []) {
      if (!indice.has(w)) {
        visitar(w);
        bajo.set(v, Math.min(bajo.get(v), bajo.get(w)));
      } else if (enPila.has(w)) bajo.set(v, Math.min(bajo.get(v), indice.get(w)));
    }
    if (bajo.get(v) !== indice.get(v)) return;
    const grupo = [];
    let w;
    do {
      w = pila.pop();
      enPila.delete(w);
      grupo.push(w);
    } while (w !== v);
    if (grupo.length > 1 || g.get(v)?.has(v)) grupos.push(grupo);
  };
  for (const v of g.keys()) if (!indice.has(v)) visitar(v);
  return grupos;
}

const archivos = CARPETAS.map((c) => path.join(raiz, c))
  .filter((c) => fs.existsSync(c))
  .flatMap(archivosDe);
const grupos = ciclos(grafo(archivos));
if (grupos.length) {
  console.error(`Importaciones en ciclo (${grupos.length}): cada grupo se importa a sí mismo.`);
  for (const grupo of grupos)
    console.error(`  ${grupo.map((f) => path.relative(raiz, f)).join(' ↔ ')}`);
  process.exit(1);
}
console.log(`Sin importaciones en ciclo (${archivos.length} archivos).`);
