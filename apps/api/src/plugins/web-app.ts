import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AppError } from '../lib/app-error.ts';
import { SESSION_COOKIE } from '../modules/auth/session-token.ts';

// The built web app, served from the API's own origin. Any path not under /api belongs to it: a
// file when one exists, otherwise index.html so the client router decides (SPA fallback) — except
// / itself, which gets the prerendered landing (landing.html) when the build has one. The build
// writes .br and .gz copies of its text files, sent to browsers that accept them (issue 12).
// index.html goes out with modulepreloads for the lazy modules of the address's first screen
// (the build lists them in .vite/precarga.json), so they download beside the entry instead of
// after it has run — and, to a browser that sends a session cookie, a preload of the session
// check, which every screen of the app makes first, and the skeleton of the screen when the build
// has one (.vite/esqueletos.json: the dashboard's Inicio drawn before any script runs; the app
// takes over from it, apps/web/src/lib/esqueleto.ts).

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A page kept in memory as it is sent: plain, and its brotli and gzip copies when present. */
interface Pagina {
  plano: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

const etagDe = (plano: Buffer) => `"${createHash('sha1').update(plano).digest('base64url')}"`;

function leerLanding(distDir: string): Pagina {
  const archivo = path.join(distDir, 'landing.html');
  const leer = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f) : null);
  const plano = fs.readFileSync(archivo);
  return { plano, br: leer(`${archivo}.br`), gzip: leer(`${archivo}.gz`), etag: etagDe(plano) };
}

/** One page address of the app (a React Router pattern) and the files its first screen needs. */
interface Precarga {
  patron: string;
  archivos: string[];
}

/** A React Router pattern as a regular expression: `:x` one segment, `:x?` an optional one. */
export function patronARegex(patron: string): RegExp {
  const partes = patron
    .split('/')
    .filter(Boolean)
    .map((s) => {
      if (s.startsWith(':')) return s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${partes.join('')}/?$`);
}

/** The skeleton's box: inert (no focus, no clicks, out of the accessibility tree) until it goes. */
export const ESQUELETO_ABRE = '<div id="esqueleto" inert aria-hidden="true">';

export const SESION_PRECARGA =
  '<link rel="preload" href="/api/auth/check-auth" as="fetch" crossorigin>';

/**
 * index.html for each page address of the build's list, with its modulepreloads, compressed once
 * on first use; the bare index.html for an address the list does not know (the router then sends
 * it elsewhere).
 */
function paginasDeLaApp(distDir: string) {
  const indice = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const leerJson = <T>(nombre: string, vacio: T): T => {
    const archivo = path.join(distDir, '.vite', nombre);
    return fs.existsSync(archivo) ? (JSON.parse(fs.readFileSync(archivo, 'utf8')) as T) : vacio;
  };
  const lista = leerJson<Precarga[]>('precarga.json', []);
  const esqueletos = leerJson<Record<string, string>>('esqueletos.json', {});
  // The most specific pattern first: fewer parameters win, as in React Router's ranking.
  const rutas = lista
    .map((p) => ({ ...p, regex: patronARegex(p.patron), params: p.patron.split(':').length }))
    .sort((a, b) => a.params - b.params);
  const hechas = new Map<string, Pagina>();
  const armar = (archivos: string[], conSesion: boolean, esqueleto: string | undefined): Pagina => {
    const enlaces = [
      // At low priority, as the build marks the entry's own: the first paint waits only for the
      // stylesheet.
      ...archivos.map(
        (f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`,
      ),
      // Fetched by the app as fetch('/api/auth/check-auth') with the same mode and credentials.
      ...(conSesion ? [SESION_PRECARGA] : []),
    ].join('\n    ');
    let html = enlaces ? indice.replace('</head>', `  ${enlaces}\n  </head>`) : indice;
    // Only to someone signed in: a guest opening a dashboard goes on to the login.
    if (conSesion && esqueleto) {
      html = html.replace(
        '<div id="root">',
        `${ESQUELETO_ABRE}${esqueleto}</div>\n    <div id="root">`,
      );
    }
    const plano = Buffer.from(html);
    return {
      plano,
      br: zlib.brotliCompressSync(plano),
      gzip: zlib.gzipSync(plano, { level: 9 }),
      etag: etagDe(plano),
    };
  };
  return (pathname: string, conSesion: boolean): Pagina => {
    const ruta = rutas.find((r) => r.regex.test(pathname));
    const clave = `${ruta?.patron ?? ''} ${conSesion}`;
    let pagina = hechas.get(clave);
    if (!pagina) {
      pagina = armar(ruta?.archivos ?? [], conSesion, ruta ? esqueletos[ruta.patron] : undefined);
      hechas.set(clave, pagina);
    }
    return pagina;
  };
}

/** Whether the request's accept-encoding takes this coding (a q=0 refuses it). */
const acepta = (cabecera: string | undefined, codificacion: string) =>
  (cabecera ?? '').split(',').some((parte) => {
    const [nombre, ...params] = parte.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return nombre?.trim() === codificacion && (!q || Number(q.slice(2)) > 0);
  });

export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const hasDist = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  // The page most visitors open first, kept in memory (about 80 KB, 10 KB with brotli): sent
  // without a disk read or a stream per request.
  const landing =
    hasDist && fs.existsSync(path.join(distDir, 'landing.html')) ? leerLanding(distDir) : null;
  const paginaDeLaApp = hasDist ? paginasDeLaApp(distDir) : null;
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/: safe to keep for a year.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !['GET', 'HEAD'].includes(request.method)) {
      throw new AppError('NOT_FOUND', { message: 'Ruta no encontrada.' });
    }
    if (!paginaDeLaApp) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está compilada: ejecuta npm run build.');
    }
    const pathname = request.url.split('?')[0]!;
    const esLanding = landing !== null && pathname === '/';
    const pagina = esLanding
      ? landing
      : paginaDeLaApp(pathname, Boolean(request.cookies[SESSION_COOKIE]));
    reply
      .header('cache-control', 'no-cache')
      .header('vary', esLanding ? 'accept-encoding' : 'accept-encoding, cookie')
      .header('etag', pagina.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === pagina.etag) return reply.status(304).send();
    const codificacion = request.headers['accept-encoding'];
    if (pagina.br && acepta(codificacion, 'br'))
      return reply.header('content-encoding', 'br').send(pagina.br);
    if (pagina.gzip && acepta(codificacion, 'gzip'))
      return reply.header('content-encoding', 'gzip').send(pagina.gzip);
    return reply.send(pagina.plano);
  });
}
