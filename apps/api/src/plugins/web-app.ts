import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_NAME, saludo } from '@tarjeto/shared';
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
// takes over from it, apps/web/src/lib/esqueleto.ts) — and, on a business's public page, a preload
// of the data its text comes from (precargaDeDatos), its hero drawn, its title and link preview;
// for a slug no business has, a 404 with the app's own page for it.

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
/**
 * A business's public page's box: not inert. What it holds is the page itself, with real links,
 * read and used as it is by a browser without JavaScript (and a screen reader, and a crawler).
 */
export const ESQUELETO_PUBLICO_ABRE = '<div id="esqueleto">';

export const SESION_PRECARGA =
  '<link rel="preload" href="/api/auth/check-auth" as="fetch" crossorigin>';

/** The slug of a business's public page (/negocio/{slug}), or null for any other address. */
export function slugPublico(pathname: string): string | null {
  const m = /^\/negocio\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

/**
 * A business's public page (/negocio/{slug}) draws its text from GET /api/negocio/publico/{slug}
 * (issue 29): preloaded from the page itself, the answer comes while the code downloads instead of
 * after it has run. Fetched by the app as fetch() of the same address, same mode and credentials
 * (apps/web/src/features/lugares/api/lugares.ts). Null for any other address.
 */
export function precargaDeDatos(pathname: string): string | null {
  const slug = slugPublico(pathname);
  if (slug === null) return null;
  // encodeURIComponent leaves nothing an attribute could break on (no quotes, no angle brackets).
  const href = `/api/negocio/publico/${encodeURIComponent(slug)}`;
  return `<link rel="preload" href="${href}" as="fetch" crossorigin>`;
}

/**
 * What the server draws of a business's public page before any script runs (issue 29): its hero
 * — name, place, categories, price, open now and story — into the skeleton the build made for it
 * (apps/web/src/app/esqueleto-prerender.tsx, MARCAS_NEGOCIO_PUBLICO), so the page's text paints
 * with the HTML where the app will draw it; and what a link preview reads (title, description,
 * Open Graph). The words are the app's: `horario` comes from shared's horarioTexto.
 */
export interface PortadaPublica {
  /** The business's own slug, for its canonical address. */
  slug: string;
  nombre: string;
  /** Zona and city of the main establishment; '' without one. */
  lugar: string;
  /** The categories' Spanish names, in the business's order. */
  categorias: string[];
  /** 'low' … 'premium', or null. */
  rangoPrecios: string | null;
  horario: { abierto: boolean; estado: string; detalle: string | null };
  historia: string;
  /** The business's gradient: 'rubi', 'dorado'… (its class is gradient-<name>). */
  gradiente: string;
  /** The photo's path (/api/fotos/…), or null. */
  foto: string | null;
}

/** The pieces the build renders for the public page (dist/.vite/negocio-publico.json). */
export interface PiezasNegocioPublico {
  /** The categories' chips by how many there are (0 … max), markers @@CATEGORIA_0@@…. */
  categorias: string[];
  /** The price range's signs, by range id. */
  precio: Record<string, string>;
  /** The open-now line, markers @@ESTADO@@ and @@DETALLE@@. */
  horario: Record<'abierto' | 'abierto-detalle' | 'cerrado' | 'cerrado-detalle', string>;
  /** The page of an address no business has, and its heading (the tab's title). */
  noEncontrado: { titulo: string; html: string };
}

const MARCAS_PORTADA = {
  nombre: '@@NOMBRE@@',
  lugar: '@@LUGAR@@',
  datos: '@@DATOS@@',
  historia: '@@HISTORIA@@',
  gradiente: '@@GRADIENTE@@',
} as const;

/**
 * The business dashboard's skeleton holds its greeting as this marker (esqueleto-prerender.tsx,
 * MARCA_SALUDO_NEGOCIO): the server writes '¡Hola, {name}!' there for the business signed in, as
 * the app's Inicio says it, so the heading paints with the page instead of when the app has run;
 * '¡Hola!' when it cannot tell.
 */
export const MARCA_SALUDO = '@@SALUDO@@';

const ENTIDADES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escaparHtml = (texto: string) => texto.replace(/[&<>"']/g, (c) => ENTIDADES[c]!);

/** Each marker replaced by its value as it is (split/join: whatever `$` it holds). */
const reemplazar = (html: string, valores: Record<string, string>) =>
  Object.entries(valores).reduce((h, [marca, valor]) => h.split(marca).join(valor), html);

/** The paragraph holding a marker, gone: the app draws none for an empty value. */
const sinParrafoDe = (html: string, marca: string) =>
  html.replace(new RegExp(`<p\\b[^>]*>(?:(?!</?p\\b)[^])*${marca}</p>`), '');

/** The line of categories, price and open now, as the app draws it, from the build's pieces. */
export function lineaDeDatos(piezas: PiezasNegocioPublico | null, portada: PortadaPublica) {
  if (!piezas) return '';
  const { categorias: chips, precio, horario } = piezas;
  const n = Math.min(portada.categorias.length, chips.length - 1);
  const categorias = reemplazar(
    chips[n] ?? '',
    Object.fromEntries(
      portada.categorias.slice(0, n).map((c, i) => [`@@CATEGORIA_${i}@@`, escaparHtml(c)]),
    ),
  );
  const h = portada.horario;
  const clave: keyof PiezasNegocioPublico['horario'] = h.abierto
    ? h.detalle
      ? 'abierto-detalle'
      : 'abierto'
    : h.detalle
      ? 'cerrado-detalle'
      : 'cerrado';
  const linea = reemplazar(horario[clave] ?? '', {
    '@@ESTADO@@': escaparHtml(h.estado),
    '@@DETALLE@@': escaparHtml(h.detalle ?? ''),
  });
  return [categorias, portada.rangoPrecios ? (precio[portada.rangoPrecios] ?? '') : '', linea]
    .filter(Boolean)
    .join('');
}

/** The public page's skeleton with the business's texts in place of its markers, escaped. */
export function llenarPortada(
  plantilla: string,
  portada: PortadaPublica,
  piezas: PiezasNegocioPublico | null = null,
): string {
  let html = plantilla;
  if (!portada.historia) html = sinParrafoDe(html, MARCAS_PORTADA.historia);
  if (!portada.lugar) html = sinParrafoDe(html, MARCAS_PORTADA.lugar);
  return reemplazar(html, {
    [MARCAS_PORTADA.nombre]: escaparHtml(portada.nombre),
    [MARCAS_PORTADA.lugar]: escaparHtml(portada.lugar),
    [MARCAS_PORTADA.datos]: lineaDeDatos(piezas, portada),
    [MARCAS_PORTADA.historia]: escaparHtml(portada.historia),
    [MARCAS_PORTADA.gradiente]: /^[a-z]+$/.test(portada.gradiente)
      ? `gradient-${portada.gradiente}`
      : '',
  });
}

/** At most this many characters of the story in a link preview's description. */
const DESCRIPCION_MAX = 160;

/** The story, whitespace folded, cut at a word within DESCRIPCION_MAX with '…'. */
export function descripcionDe(portada: Pick<PortadaPublica, 'nombre' | 'lugar' | 'historia'>) {
  const historia = portada.historia.replace(/\s+/g, ' ').trim();
  if (!historia)
    return `${portada.nombre}${portada.lugar ? ` en ${portada.lugar}` : ''}: junta visitas con ${APP_NAME} y desbloquea sus ofertas.`;
  if (historia.length <= DESCRIPCION_MAX) return historia;
  const corte = historia.slice(0, DESCRIPCION_MAX - 1);
  const espacio = corte.lastIndexOf(' ');
  return `${(espacio > DESCRIPCION_MAX / 2 ? corte.slice(0, espacio) : corte).replace(/[\s.,;:]+$/, '')}…`;
}

/**
 * The head of a business's public page: its title in the app's format (`{Nombre} · Tarjeto`, as
 * the page sets it), the story as description, Open Graph and Twitter tags for link previews, and
 * — with PUBLIC_URL — its canonical address and the photo's. Every value escaped.
 */
export function cabeceraPublica(portada: PortadaPublica, publicUrl: string | null): string {
  const origen = publicUrl?.replace(/\/+$/, '') ?? null;
  const titulo = `${portada.nombre} · ${APP_NAME}`;
  const descripcion = descripcionDe(portada);
  const url = origen ? `${origen}/negocio/${encodeURIComponent(portada.slug)}` : null;
  const imagen = origen && portada.foto ? `${origen}${portada.foto}` : null;
  const meta = (atributo: 'name' | 'property', clave: string, valor: string) =>
    `<meta ${atributo}="${clave}" content="${escaparHtml(valor)}">`;
  return [
    `<title>${escaparHtml(titulo)}</title>`,
    meta('name', 'description', descripcion),
    ...(url ? [`<link rel="canonical" href="${escaparHtml(url)}">`] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', APP_NAME),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:title', titulo),
    meta('property', 'og:description', descripcion),
    ...(url ? [meta('property', 'og:url', url)] : []),
    ...(imagen
      ? [meta('property', 'og:image', imagen), meta('property', 'og:image:alt', portada.nombre)]
      : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', titulo),
    meta('name', 'twitter:description', descripcion),
    ...(imagen ? [meta('name', 'twitter:image', imagen)] : []),
  ].join('\n    ');
}

/** The head of an address no business has: its title, and kept out of search results. */
export const cabeceraNoEncontrado = (titulo: string) =>
  `<title>${escaparHtml(`${titulo} · ${APP_NAME}`)}</title>\n    <meta name="robots" content="noindex">`;

/** The page's head with `cabecera` in place of the build's title and description. */
export function conCabecera(html: string, cabecera: string): string {
  const sinDescripcion = html.replace(/\s*<meta\s+name="description"[^>]*>/, '');
  // A function as replacement: the tags are written as they are, whatever `$` they hold.
  if (/<title>[^<]*<\/title>/.test(sinDescripcion))
    return sinDescripcion.replace(/<title>[^<]*<\/title>/, () => cabecera);
  return sinDescripcion.replace('</head>', () => `  ${cabecera}\n  </head>`);
}

/** Pages kept per address with their data preload: the most recent ones, no more than these. */
const PAGINAS_CON_DATOS = 500;

/**
 * index.html for each page address of the build's list, with its modulepreloads, compressed once
 * on first use; the bare index.html for an address the list does not know (the router then sends
 * it elsewhere).
 */
function paginasDeLaApp(
  distDir: string,
  portadaPublica?: (slug: string) => Promise<PortadaPublica | null>,
  publicUrl: string | null = null,
  negocioDeLaSesion?: (token: string) => Promise<string | null>,
) {
  const indice = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const leerJson = <T>(nombre: string, vacio: T): T => {
    const archivo = path.join(distDir, '.vite', nombre);
    return fs.existsSync(archivo) ? (JSON.parse(fs.readFileSync(archivo, 'utf8')) as T) : vacio;
  };
  const lista = leerJson<Precarga[]>('precarga.json', []);
  const esqueletos = leerJson<Record<string, string>>('esqueletos.json', {});
  const piezas = leerJson<PiezasNegocioPublico | null>('negocio-publico.json', null);
  // The most specific pattern first: fewer parameters win, as in React Router's ranking.
  const rutas = lista
    .map((p) => ({ ...p, regex: patronARegex(p.patron), params: p.patron.split(':').length }))
    .sort((a, b) => a.params - b.params);
  const hechas = new Map<string, Pagina>();
  const conDatos = new Map<string, Pagina>();
  /** `alVuelo`: made for one request (a business's own page), compressed fast. */
  const armar = (
    archivos: string[],
    conSesion: boolean,
    esqueleto: string | undefined,
    datos: string | null,
    alVuelo = false,
    cabecera: string | null = null,
    abre = ESQUELETO_ABRE,
  ): Pagina => {
    const enlaces = [
      // The screen's data first: its text waits for it.
      ...(datos ? [datos] : []),
      // At low priority, as the build marks the entry's own: the first paint waits only for the
      // stylesheet.
      ...archivos.map(
        (f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`,
      ),
      // Fetched by the app as fetch('/api/auth/check-auth') with the same mode and credentials.
      ...(conSesion ? [SESION_PRECARGA] : []),
    ].join('\n    ');
    let html = cabecera ? conCabecera(indice, cabecera) : indice;
    if (enlaces) html = html.replace('</head>', () => `  ${enlaces}\n  </head>`);
    if (esqueleto) {
      // A function as replacement: a business's texts are written as they are, `$` and all.
      html = html.replace(
        '<div id="root">',
        () => `${abre}${esqueleto}</div>\n    <div id="root">`,
      );
    }
    const plano = Buffer.from(html);
    return {
      plano,
      br: zlib.brotliCompressSync(
        plano,
        alVuelo ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } : {},
      ),
      gzip: zlib.gzipSync(plano, { level: alVuelo ? 6 : 9 }),
      etag: etagDe(plano),
    };
  };
  return async (
    pathname: string,
    sesion: string | undefined,
  ): Promise<{ pagina: Pagina; noEncontrada?: boolean }> => {
    const conSesion = Boolean(sesion);
    const ruta = rutas.find((r) => r.regex.test(pathname));
    const datos = ruta ? precargaDeDatos(pathname) : null;
    // A business's public page, for anyone: its hero's text drawn here, from this minute's data
    // — built for this request and never kept, as 'Abierto ahora' and the texts change and each
    // business has its own.
    const slug = slugPublico(pathname);
    const plantilla = ruta ? esqueletos[ruta.patron] : undefined;
    if (ruta && datos && slug !== null && plantilla && portadaPublica) {
      const pagina = (html: string, cabecera: string) =>
        armar(ruta.archivos, conSesion, html, datos, true, cabecera, ESQUELETO_PUBLICO_ABRE);
      const portada = await portadaPublica(slug);
      if (portada) {
        return {
          pagina: pagina(
            llenarPortada(plantilla, portada, piezas),
            cabeceraPublica(portada, publicUrl),
          ),
        };
      }
      // No such business: a 404 with the app's own page for it, which reads the same without
      // JavaScript; the app boots over it and draws the same.
      if (piezas) {
        const { titulo, html } = piezas.noEncontrado;
        return { noEncontrada: true, pagina: pagina(html, cabeceraNoEncontrado(titulo)) };
      }
    }
    // The business dashboard greets its business by name: built for this request, never kept.
    const esqueleto = conSesion && !datos && ruta ? esqueletos[ruta.patron] : undefined;
    if (esqueleto?.includes(MARCA_SALUDO) && sesion && negocioDeLaSesion) {
      const nombre = await negocioDeLaSesion(sesion);
      if (nombre !== null)
        return {
          pagina: armar(
            ruta!.archivos,
            true,
            esqueleto.replace(MARCA_SALUDO, () => escaparHtml(saludo(nombre))),
            null,
            true,
          ),
        };
    }
    // A page with its data preload is one per address: kept in a bounded map of its own.
    const cache = datos ? conDatos : hechas;
    const clave = `${datos ? pathname : (ruta?.patron ?? '')} ${conSesion}`;
    let pagina = cache.get(clave);
    if (!pagina) {
      pagina = armar(
        ruta?.archivos ?? [],
        conSesion,
        // A dashboard's, only to someone signed in: a guest opening one goes on to the login.
        esqueleto?.replace(MARCA_SALUDO, saludo(null)),
        datos,
      );
      if (datos && conDatos.size >= PAGINAS_CON_DATOS) conDatos.clear();
      cache.set(clave, pagina);
    }
    return { pagina };
  };
}

/** Whether the request's accept-encoding takes this coding (a q=0 refuses it). */
const acepta = (cabecera: string | undefined, codificacion: string) =>
  (cabecera ?? '').split(',').some((parte) => {
    const [nombre, ...params] = parte.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return nombre?.trim() === codificacion && (!q || Number(q.slice(2)) > 0);
  });

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  opciones: {
    /** The texts of a business's public page, or null when there is no such business. */
    portadaPublica?: (slug: string) => Promise<PortadaPublica | null>;
    /** PUBLIC_URL: a public page's canonical address and its link preview's. */
    publicUrl?: string | null;
    /** The name of the business signed in with this session token, or null (not one). */
    negocioDeLaSesion?: (token: string) => Promise<string | null>;
  } = {},
) {
  const hasDist = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  // The page most visitors open first, kept in memory (about 80 KB, 10 KB with brotli): sent
  // without a disk read or a stream per request.
  const landing =
    hasDist && fs.existsSync(path.join(distDir, 'landing.html')) ? leerLanding(distDir) : null;
  const paginaDeLaApp = hasDist
    ? paginasDeLaApp(
        distDir,
        opciones.portadaPublica,
        opciones.publicUrl ?? null,
        opciones.negocioDeLaSesion,
      )
    : null;
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
    const { pagina, noEncontrada = false } = esLanding
      ? { pagina: landing }
      : await paginaDeLaApp(pathname, request.cookies[SESSION_COOKIE] || undefined);
    reply
      // A page for someone signed in may carry their name: for their browser only.
      .header('cache-control', request.cookies[SESSION_COOKIE] ? 'private, no-cache' : 'no-cache')
      .header('vary', esLanding ? 'accept-encoding' : 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    if (noEncontrada) reply.status(404);
    else {
      reply.header('etag', pagina.etag);
      if (request.headers['if-none-match'] === pagina.etag) return reply.status(304).send();
    }
    const codificacion = request.headers['accept-encoding'];
    if (pagina.br && acepta(codificacion, 'br'))
      return reply.header('content-encoding', 'br').send(pagina.br);
    if (pagina.gzip && acepta(codificacion, 'gzip'))
      return reply.header('content-encoding', 'gzip').send(pagina.gzip);
    return reply.send(pagina.plano);
  });
}
