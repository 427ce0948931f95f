// The service worker (issue 11, part 6): the app installs and opens without a network. It keeps
// the app shell — index.html, the entry's scripts and styles, the customer's screens, fonts and
// icons, listed at build time (vite.config.ts, `precacheDeServiceWorker`) — so a phone in a shop
// with no signal opens 'Mi código', which computes the code from the key the phone keeps
// (src/lib/codigo-sin-conexion.ts). API answers are never cached: each one goes to the network.
//
// Built by Vite as its own entry, to /sw.js (a fixed name: a browser finds updates by it). The
// build writes the version and the file list into PRECACHE, so each release is a new worker: it
// installs next to the old one, takes over at once and drops the old release's cache.
//
// It also shows the businesses' messages sent by Web Push (issue 28): the server encrypts a small
// JSON payload for this browser's subscription (apps/api/src/modules/mensajes/web-push.client.ts),
// the push event shows it as a notification tagged with the message's id (a message delivered
// twice replaces itself), and a tap opens the app on the path the message names — the card's
// screen — in a window of the app already open, or a new one.

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
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
  action: string;
}
interface WindowClient {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface ServiceWorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (e: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (e: NotificationEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  registration: ServiceWorkerRegistration;
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

// ——— Web Push ———

/** Where a tap goes when the message names no path of the app. */
const INICIO_CLIENTE = '/cliente-dashboard';
const ICONO = '/icons/tarjeto-192.png';

/**
 * A path of this app, or null: a message may only open (or show an icon from) Tarjeto itself —
 * never another site, even one the server was tricked into naming.
 */
function rutaPropia(valor: unknown): string | null {
  if (typeof valor !== 'string' || !valor.startsWith('/') || valor.startsWith('//')) return null;
  try {
    const url = new URL(valor, sw.location.origin);
    if (url.origin !== sw.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

interface Aviso {
  id: string;
  titulo: string;
  cuerpo: string;
  url: string;
  icono: string;
}

/** The payload the server sends ({id, titulo, cuerpo, url, icono?}); null if it is not one. */
function leerAviso(data: PushEvent['data']): Aviso | null {
  if (!data) return null;
  let p: unknown;
  try {
    p = data.json();
  } catch {
    return null;
  }
  if (typeof p !== 'object' || p === null) return null;
  const { id, titulo, cuerpo, url, icono } = p as Record<string, unknown>;
  if (typeof titulo !== 'string' || !titulo) return null;
  return {
    id: typeof id === 'string' && id ? id : `aviso-${Date.now()}`,
    titulo,
    cuerpo: typeof cuerpo === 'string' ? cuerpo : '',
    url: rutaPropia(url) ?? INICIO_CLIENTE,
    icono: rutaPropia(icono) ?? ICONO,
  };
}

sw.addEventListener('push', (event) => {
  const aviso = leerAviso(event.data);
  // Chrome counts a push that shows nothing against the site (userVisibleOnly): a payload that
  // cannot be read still shows something, pointing to the app.
  const titulo = aviso?.titulo ?? 'Tarjeto';
  event.waitUntil(
    sw.registration
      .showNotification(titulo, {
        body: aviso?.cuerpo ?? 'Tienes un aviso nuevo.',
        tag: aviso?.id ?? 'tarjeto-aviso',
        icon: aviso?.icono ?? ICONO,
        lang: 'es-MX',
        data: { url: aviso?.url ?? INICIO_CLIENTE },
      })
      .then(() => acusar(aviso?.id)),
  );
});

/**
 * Tells the server the notification was shown (the message counts as delivered). The message's id
 * is all it sends; a receipt that fails is not retried — delivered then stays unknown, not false.
 */
async function acusar(id: string | undefined) {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return;
  await fetch('/api/avisos/entregado', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
    credentials: 'omit',
  }).catch(() => {});
}

/** Brings an open window of the app to the path, or opens one there. */
async function abrirEn(url: string) {
  const ventanas = await sw.clients.matchAll({ type: 'window' });
  const ventana = ventanas.find((v) => v.focused) ?? ventanas[0];
  if (ventana) {
    // Focus first, while the tap still allows it; a window that cannot be focused still navigates.
    const enfocada = await ventana.focus().catch(() => ventana);
    const actual = new URL(enfocada.url);
    if (`${actual.pathname}${actual.search}${actual.hash}` === url) return;
    const navegada = await enfocada.navigate(url).catch(() => null);
    if (navegada) return;
  }
  await sw.clients.openWindow(url);
}

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const datos = event.notification.data as { url?: unknown } | null;
  event.waitUntil(abrirEn(rutaPropia(datos?.url) ?? INICIO_CLIENTE));
});
