// The service worker (issue 11, part 6): the app installs and opens without a network. It keeps
// the app shell — index.html, the entry's scripts and styles, the customer's screens, fonts and
// icons, listed at build time (vite.config.ts, `precacheDeServiceWorker`) — so a phone in a shop
// with no signal opens 'Mi código', which computes the code from the key the phone keeps
// (src/lib/codigo-sin-conexion.ts). API answers are never cached: each one goes to the network.
//
// Built by Vite as its own entry, to /sw.js (a fixed name: a browser finds updates by it). The
// build writes the version and the file list into PRECACHE, so each release is a new worker: it
// installs next to the old one, takes over at once and drops the old release's cache.

export {};

interface Precache {
  version: string;
  archivos: string[];
}
// Replaced by the build with {version, archivos}.
const PRECACHE = '__TARJETO_PRECACHE__' as unknown as Precache;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ServiceWorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}
const sw = globalThis as unknown as ServiceWorkerScope;

const PREFIJO = 'tarjeto-app-';
const CACHE = `${PREFIJO}${PRECACHE.version}`;
/** What every navigation gets without a network: the single-page app decides the rest. */
const SHELL = '/index.html';
/** A navigation waits this long for the network before the kept shell is used (weak signal). */
const ESPERA_RED_MS = 4000;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE.archivos]))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((nombres) =>
        Promise.all(
          nombres.filter((n) => n.startsWith(PREFIJO) && n !== CACHE).map((n) => caches.delete(n)),
        ),
      )
      .then(() => sw.clients.claim()),
  );
});

/** Network first, within ESPERA_RED_MS; otherwise (or failing) the kept shell. */
async function navegacion(request: Request): Promise<Response> {
  const red = fetch(request);
  try {
    return await Promise.race([
      red,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('lenta')), ESPERA_RED_MS),
      ),
    ]);
  } catch {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    return shell ?? red;
  }
}

/** Kept files first; a fingerprinted file fetched for the first time is kept for next time. */
async function archivo(request: Request, url: URL): Promise<Response> {
  const guardada = await caches.match(request, { cacheName: CACHE });
  if (guardada) return guardada;
  const respuesta = await fetch(request);
  if (respuesta.ok && url.pathname.startsWith('/assets/')) {
    const copia = respuesta.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copia));
  }
  return respuesta;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Another origin, or the API: straight to the network, never kept.
  if (url.origin !== sw.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navegacion(request));
    return;
  }
  event.respondWith(archivo(request, url));
});
