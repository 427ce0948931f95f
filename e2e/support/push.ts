import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';

// Web Push in Chromium without a push service: DevTools' ServiceWorker domain delivers a message
// to the page's service worker registration as the browser's push service would (the payload as
// the decrypted text the worker's `push` event reads). What the worker then shows is read back
// with getNotifications(), and a tap — an OS notification cannot be clicked in a headless browser —
// is a `notificationclick` dispatched inside the worker with that very notification.

interface Registro {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}
interface Version {
  registrationId: string;
  status: 'new' | 'installing' | 'installed' | 'activating' | 'activated' | 'redundant';
}

/** The registration id of the page's origin's worker, once a version of it is activated. */
async function registroActivado(cdp: CDPSession, origen: string, esperaMs: number) {
  const registros = new Map<string, Registro>();
  const activados = new Set<string>();
  let avisar = () => {};
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations as Registro[]) registros.set(r.registrationId, r);
    avisar();
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions as Version[])
      if (v.status === 'activated') activados.add(v.registrationId);
    avisar();
  });
  await cdp.send('ServiceWorker.enable');
  const buscar = () =>
    [...registros.values()].find(
      (r) => !r.isDeleted && r.scopeURL === `${origen}/` && activados.has(r.registrationId),
    );
  const limite = Date.now() + esperaMs;
  for (;;) {
    const r = buscar();
    if (r) return r.registrationId;
    const resta = limite - Date.now();
    if (resta <= 0) throw new Error(`Ningún service worker activo para ${origen}/`);
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, Math.min(resta, 250));
      avisar = () => {
        clearTimeout(t);
        resolve();
      };
    });
  }
}

/** Delivers `payload` (JSON-encoded unless a string) to the page's service worker as a push. */
export async function entregarPush(page: Page, payload: unknown, esperaMs = 10_000) {
  const origen = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  try {
    const registrationId = await registroActivado(cdp, origen, esperaMs);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: origen,
      registrationId,
      data: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/**
 * Delivers `payload` until the worker shows what `visto` looks for among its notifications, at most
 * three times, waiting up to 4 s after each. DevTools' delivery is now and then lost on a loaded
 * machine (seen about once in 50 runs: no notification, no error anywhere); the worker's handler is
 * idempotent per tag, so a second delivery leaves exactly what one would. Resolves with what is shown.
 */
export async function entregarHastaVer(
  page: Page,
  payload: unknown,
  visto: (avisos: AvisoMostrado[]) => boolean,
): Promise<AvisoMostrado[]> {
  let avisos: AvisoMostrado[] = [];
  for (let intento = 0; intento < 3; intento++) {
    await entregarPush(page, payload);
    const limite = Date.now() + 4000;
    do {
      avisos = await avisosMostrados(page);
      if (visto(avisos)) return avisos;
      await new Promise((r) => setTimeout(r, 100));
    } while (Date.now() < limite);
  }
  throw new Error(`El service worker no mostró el aviso: ${JSON.stringify(avisos)}`);
}

export interface AvisoMostrado {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The notifications the page's service worker is showing, read from the page. */
export function avisosMostrados(page: Page): Promise<AvisoMostrado[]> {
  return page.evaluate(async () => {
    const registro = await navigator.serviceWorker.ready;
    return (await registro.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      data: n.data as unknown,
    }));
  });
}

/** Waits until the page is controlled by its active service worker. */
export async function esperarWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
  });
}

/** The context's running service worker for the app (/sw.js). */
export async function workerDeLaApp(context: BrowserContext): Promise<Worker> {
  const enSw = (w: Worker) => new URL(w.url()).pathname === '/sw.js';
  return (
    context.serviceWorkers().find(enSw) ??
    (await context.waitForEvent('serviceworker', { predicate: enSw, timeout: 10_000 }))
  );
}

/**
 * A tap on the notification tagged `tag`: the worker's own `notificationclick` listener runs with
 * that notification, and the promise it hands to waitUntil is awaited. A synthetic event's
 * waitUntil throws (it is not trusted), so it is replaced by one that collects the promises; the
 * click's permission to focus or open a window is not granted to it either, so this exercises the
 * path that navigates a window of the app already open. Resolves with how many notifications had
 * that tag.
 */
export async function tocarAviso(context: BrowserContext, tag: string): Promise<number> {
  const worker = await workerDeLaApp(context);
  return worker.evaluate(async (etiqueta) => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(e: Event): boolean;
    };
    const avisos = await scope.registration.getNotifications({ tag: etiqueta });
    const [aviso] = avisos;
    if (!aviso) return 0;
    const esperas: Promise<unknown>[] = [];
    const evento = new scope.NotificationEvent('notificationclick', { notification: aviso });
    Object.defineProperty(evento, 'waitUntil', {
      value: (p: Promise<unknown>) => void esperas.push(p),
    });
    scope.dispatchEvent(evento);
    await Promise.all(esperas);
    return avisos.length;
  }, tag);
}
