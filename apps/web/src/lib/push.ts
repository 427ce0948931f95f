// Web Push in the browser (issue 28): the customer turns on avisos for a card, and only then —
// inside that click — the browser asks for permission and subscribes this device with the
// server's VAPID key. The subscription (endpoint and keys) goes to the server, which encrypts each
// message for it; the service worker (src/pwa/service-worker.ts) shows them. Never called on load.

export type EstadoPermiso =
  /** The browser cannot receive pushes here (no service worker, Push API or notifications). */
  | 'no-disponible'
  /** Never asked: asking is allowed, from a click. */
  | 'preguntar'
  | 'concedido'
  /** Refused: only the browser's site settings can undo it. */
  | 'denegado';

export type MotivoErrorPush =
  | 'no-disponible'
  /** Refused now or before. */
  | 'denegado'
  /** The prompt was closed without an answer. */
  | 'sin-respuesta'
  /** No service worker is registered (the development server has none). */
  | 'sin-service-worker'
  /** The browser or its push service failed to subscribe. */
  | 'fallo';

export class ErrorPush extends Error {
  override name = 'ErrorPush';
  constructor(
    readonly motivo: MotivoErrorPush,
    options?: ErrorOptions,
  ) {
    super(`No se pudieron activar los avisos: ${motivo}`, options);
  }
}

/** How long to wait for the registered worker to become active before subscribing. */
const ESPERA_WORKER_MS = 10_000;

export function pushDisponible(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function estadoPermiso(): EstadoPermiso {
  if (!pushDisponible()) return 'no-disponible';
  switch (Notification.permission) {
    case 'granted':
      return 'concedido';
    case 'denied':
      return 'denegado';
    default:
      return 'preguntar';
  }
}

/** A base64url VAPID public key as the bytes PushManager.subscribe wants. */
export function llaveABytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binario = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binario.length));
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return bytes;
}

function mismosBytes(a: ArrayBuffer | null | undefined, b: Uint8Array) {
  if (!a || a.byteLength !== b.byteLength) return false;
  const v = new Uint8Array(a);
  return v.every((x, i) => x === b[i]);
}

/** The app's worker once it is active; null when none is registered. */
async function registroActivo(): Promise<ServiceWorkerRegistration | null> {
  const registro = await navigator.serviceWorker.getRegistration('/');
  if (!registro) return null;
  if (registro.active) return registro;
  let espera: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<null>((resolve) => {
        espera = setTimeout(() => resolve(null), ESPERA_WORKER_MS);
      }),
    ]);
  } finally {
    clearTimeout(espera);
  }
}

/**
 * Asks for permission (only from the customer's click: browsers ignore or penalise a prompt on
 * load) and subscribes this device with the server's VAPID key, reusing a subscription already
 * made with that key; one made with another key is replaced. Resolves with what the server keeps.
 */
export async function suscribirPush(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushDisponible()) throw new ErrorPush('no-disponible');
  if (Notification.permission === 'denied') throw new ErrorPush('denegado');
  if (Notification.permission !== 'granted') {
    const respuesta = await Notification.requestPermission();
    if (respuesta === 'denied') throw new ErrorPush('denegado');
    if (respuesta !== 'granted') throw new ErrorPush('sin-respuesta');
  }
  const registro = await registroActivo();
  if (!registro) throw new ErrorPush('sin-service-worker');
  const llave = llaveABytes(vapidPublicKey);
  try {
    const actual = await registro.pushManager.getSubscription();
    if (actual) {
      if (mismosBytes(actual.options.applicationServerKey, llave)) return actual.toJSON();
      await actual.unsubscribe();
    }
    const nueva = await registro.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: llave,
    });
    return nueva.toJSON();
  } catch (error) {
    throw new ErrorPush('fallo', { cause: error });
  }
}

/** This device's subscription, if it has one (without asking anything). */
export async function suscripcionActual(): Promise<PushSubscriptionJSON | null> {
  if (!pushDisponible()) return null;
  const registro = await navigator.serviceWorker.getRegistration('/');
  const actual = await registro?.pushManager.getSubscription();
  return actual ? actual.toJSON() : null;
}

/**
 * Drops this device's subscription. Resolves with its endpoint, for the server to forget, or
 * null when there was none.
 */
export async function cancelarPush(): Promise<string | null> {
  if (!pushDisponible()) return null;
  const registro = await navigator.serviceWorker.getRegistration('/');
  const actual = await registro?.pushManager.getSubscription();
  if (!actual) return null;
  const { endpoint } = actual;
  await actual.unsubscribe();
  return endpoint;
}
