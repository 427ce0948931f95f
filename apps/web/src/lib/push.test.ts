import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancelarPush,
  ErrorPush,
  estadoPermiso,
  llaveABytes,
  pushDisponible,
  suscribirPush,
} from './push.ts';

// The browser side of Web Push with the browser's APIs stubbed: permission asked only when not
// yet answered, a subscription with the same key reused, one with another key replaced.

const LLAVE =
  'BGNDVVReiYFvuEpS4kQnVTGisENcHsmhzv4R8kCymeOei50CDemy5OA_0_JlLq0SQwoRJ1d1l3I-FvtSAbXU6cQ';
const OTRA =
  'BBoUiA9ecc1z66csm0LmSUCJkKhSqBJ4B5FELdX4nJG0gY_7EYUn8d6U2l8J1AwOnWAbckjmY-Iosrg2xZiKEAA';

class Suscripcion {
  unsubscribe = vi.fn(async () => true);
  constructor(
    readonly endpoint: string,
    readonly options: { applicationServerKey: ArrayBuffer | null },
  ) {}
  toJSON(): PushSubscriptionJSON {
    return { endpoint: this.endpoint, keys: { p256dh: 'p', auth: 'a' } };
  }
}

let permiso: NotificationPermission;
let respuestaAlPedir: NotificationPermission;
let actual: Suscripcion | null;
const requestPermission = vi.fn(async () => (permiso = respuestaAlPedir));
const subscribe = vi.fn(
  async (o: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) =>
    (actual = new Suscripcion('https://push.example/nueva', {
      applicationServerKey: o.applicationServerKey.slice().buffer as ArrayBuffer,
    })),
);
const registro = {
  active: {},
  pushManager: { getSubscription: async () => actual, subscribe },
};
let registrado: typeof registro | undefined;

beforeEach(() => {
  permiso = 'default';
  respuestaAlPedir = 'granted';
  actual = null;
  registrado = registro;
  requestPermission.mockClear();
  subscribe.mockClear();
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return permiso;
      }
      static requestPermission = requestPermission;
    },
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registrado, ready: Promise.resolve(registro) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push en el navegador', () => {
  it('sin Push API no está disponible y no pregunta nada', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    expect(pushDisponible()).toBe(false);
    expect(estadoPermiso()).toBe('no-disponible');
    await expect(suscribirPush(LLAVE)).rejects.toMatchObject({ motivo: 'no-disponible' });
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('pregunta una vez y suscribe con la llave del servidor, visible para el usuario', async () => {
    expect(estadoPermiso()).toBe('preguntar');
    const json = await suscribirPush(LLAVE);
    expect(json.endpoint).toBe('https://push.example/nueva');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: llaveABytes(LLAVE),
    });
    expect(llaveABytes(LLAVE)).toHaveLength(65);
    expect(estadoPermiso()).toBe('concedido');

    // Again: no prompt, the same subscription.
    await suscribirPush(LLAVE);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('una suscripción hecha con otra llave se reemplaza', async () => {
    permiso = 'granted';
    const vieja = new Suscripcion('https://push.example/vieja', {
      applicationServerKey: llaveABytes(OTRA).buffer,
    });
    actual = vieja;
    await suscribirPush(LLAVE);
    expect(vieja.unsubscribe).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('negado, sin respuesta o sin service worker: ErrorPush con su motivo', async () => {
    respuestaAlPedir = 'denied';
    await expect(suscribirPush(LLAVE)).rejects.toMatchObject({ motivo: 'denegado' });
    expect(estadoPermiso()).toBe('denegado');
    // Refused before: the browser is not asked again.
    await expect(suscribirPush(LLAVE)).rejects.toBeInstanceOf(ErrorPush);
    expect(requestPermission).toHaveBeenCalledTimes(1);

    permiso = 'default';
    respuestaAlPedir = 'default';
    await expect(suscribirPush(LLAVE)).rejects.toMatchObject({ motivo: 'sin-respuesta' });

    permiso = 'granted';
    registrado = undefined;
    await expect(suscribirPush(LLAVE)).rejects.toMatchObject({ motivo: 'sin-service-worker' });
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('cancelar da el endpoint que el servidor debe olvidar', async () => {
    expect(await cancelarPush()).toBeNull();
    permiso = 'granted';
    await suscribirPush(LLAVE);
    const s = actual!;
    expect(await cancelarPush()).toBe('https://push.example/nueva');
    expect(s.unsubscribe).toHaveBeenCalled();
  });
});
