import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { codigoParaPantalla, type ClienteCodigoLlave } from '@tarjeto/shared';
import { guardarLlave, leerLlave } from '../../../lib/codigo-sin-conexion.ts';
import { callsTo, errorResponse, jsonResponse, routeFetch } from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import { MI_CODIGO_REINTENTO_MS } from '../hooks/use-codigo-vigente.ts';
import {
  BRILLO_HINT,
  ERROR_CARGAR_CODIGO,
  MiCodigoScreen,
  SIN_CONEXION_CODIGO,
} from './mi-codigo-screen.tsx';

// 'Mi código' with a fake clock: the phone computes each code from the key the server gives it
// (the same codes the server checks), keeps the key for offline use, keeps rotating without a
// connection, drops the key when the server says the session may not have it, and keeps the
// screen awake.

const LLAVE = '/api/cliente/codigo/llave';
// 10 s into a 30-second step, so the countdown reads 20 s.
const T0 = Date.UTC(2026, 10, 21, 18, 0, 10);
const SECRETO = Buffer.from('12345678901234567890').toString('base64url');
const llave = (over: Partial<ClienteCodigoLlave> = {}): ClienteCodigoLlave => ({
  handle: '7Q4KM',
  secreto: SECRETO,
  servidorEn: Date.now(),
  ...over,
});
const ok =
  (over: Partial<ClienteCodigoLlave> = {}) =>
  () =>
    jsonResponse(200, { success: true, data: llave(over) });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
/** What the server accepts at a moment, computed here on its own. */
const esperado = (ms: number) => codigoParaPantalla('7Q4KM', SECRETO, ms);

// The real timer, kept before the fake clock is installed: Web Crypto finishes on its own time.
const realSetTimeout = globalThis.setTimeout;

/**
 * Lets timers run `ms` forward, then waits (in real time) for the Web Crypto work they started to
 * finish and render: until the page has not changed for a while.
 */
async function tick(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  let antes = '';
  for (let quieto = 0, i = 0; quieto < 5 && i < 200; i++) {
    await act(async () => {
      await new Promise((r) => realSetTimeout(r, 10));
      await vi.advanceTimersByTimeAsync(0);
    });
    const ahora = document.body.innerHTML;
    quieto = ahora === antes ? quieto + 1 : 0;
    antes = ahora;
  }
}

const render = (usuarioId = 'u1') =>
  renderScreen(<MiCodigoScreen usuarioId={usuarioId} nombre="Ana" backTo="/cliente-dashboard" />, {
    path: '/cliente-dashboard/mi-codigo',
  });

const qr = () => screen.queryByRole('img', { name: /Código QR de tu visita/ });
const corto = () => screen.queryByTestId('codigo-corto')?.textContent;

prepararPantalla({
  reloj: {
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    now: T0,
  },
});

describe('Mi código', () => {
  it('shows the code the server accepts now, the countdown and the hint, and keeps the key', async () => {
    routeFetch({ [LLAVE]: ok() });
    render();
    expect(screen.getByRole('status').textContent).toBe('Generando tu código…');
    await tick();

    const ahora = await esperado(T0);
    expect(qr()?.getAttribute('data-qr-value')).toBe(ahora.qr);
    expect(corto()).toBe(ahora.codigo);
    expect(screen.getByRole('timer').textContent).toBe('Se renueva en 20 s');
    await tick(1000);
    expect(screen.getByRole('timer').textContent).toBe('Se renueva en 19 s');
    expect(screen.getByText(BRILLO_HINT)).toBeTruthy();
    expect(screen.queryByText(SIN_CONEXION_CODIGO)).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe(
      '/cliente-dashboard',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mi código');
    expect(leerLlave('u1')).toMatchObject({ handle: '7Q4KM', secreto: SECRETO, nombre: 'Ana' });
  });

  it('rotates on its own when the step ends, without asking the server again', async () => {
    routeFetch({ [LLAVE]: ok() });
    render();
    await tick();
    const primero = corto();
    await tick(19_000);
    expect(corto()).toBe(primero);
    await tick(1000);
    expect(corto()).toBe((await esperado(T0 + 20_000)).codigo);
    expect(corto()).not.toBe(primero);
    expect(screen.getByRole('timer').textContent).toBe('Se renueva en 30 s');
    expect(callsTo(LLAVE)).toHaveLength(1);
  });

  it("follows the server's clock when the phone's is wrong", async () => {
    // The server is 45 s ahead of this phone.
    routeFetch({ [LLAVE]: ok({ servidorEn: T0 + 45_000 }) });
    render();
    await tick();
    expect(corto()).toBe((await esperado(T0 + 45_000)).codigo);
    expect(screen.getByRole('timer').textContent).toBe('Se renueva en 5 s');
  });

  it('offline, shows and rotates the code from the key kept on the phone', async () => {
    guardarLlave('u1', 'Ana', llave({ servidorEn: T0 }), T0);
    routeFetch({ [LLAVE]: offline });
    render();
    await tick();
    expect(corto()).toBe((await esperado(T0)).codigo);
    expect(screen.getByText(SIN_CONEXION_CODIGO)).toBeTruthy();
    expect(screen.getByText('Sin conexión', { selector: 'span' })).toBeTruthy();

    await tick(60_000);
    expect(corto()).toBe((await esperado(T0 + 60_000)).codigo);
    // It keeps asking quietly; when the connection is back the banner goes.
    expect(callsTo(LLAVE).length).toBeGreaterThan(5);
    routeFetch({ [LLAVE]: ok() });
    await tick(MI_CODIGO_REINTENTO_MS);
    expect(screen.queryByText(SIN_CONEXION_CODIGO)).toBeNull();
    expect(corto()).toBe((await esperado(Date.now())).codigo);
  });

  it('says when the phone knows it is offline, and asks again once it is back', async () => {
    guardarLlave('u1', 'Ana', llave({ servidorEn: T0 }), T0);
    routeFetch({ [LLAVE]: ok() });
    render();
    await tick();
    expect(screen.queryByText(SIN_CONEXION_CODIGO)).toBeNull();
    const antes = callsTo(LLAVE).length;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(SIN_CONEXION_CODIGO)).toBeTruthy();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await tick();
    expect(callsTo(LLAVE).length).toBe(antes + 1);
    expect(screen.queryByText(SIN_CONEXION_CODIGO)).toBeNull();
  });

  it("never shows another account's kept key", async () => {
    guardarLlave('otra-cuenta', 'Beto', llave(), T0);
    routeFetch({ [LLAVE]: offline });
    render('u1');
    await tick();
    expect(qr()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(ERROR_CARGAR_CODIGO);
  });

  it('drops the kept key when the server says the session may not have it', async () => {
    guardarLlave('u1', 'Ana', llave(), T0);
    routeFetch({
      [LLAVE]: () => errorResponse(401, 'UNAUTHENTICATED', 'Inicia sesión'),
    });
    render();
    await tick();
    expect(leerLlave()).toBeNull();
    expect(qr()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Inicia sesión');
  });

  it.each([
    [
      'the server message',
      () => errorResponse(409, 'PERFIL_INCOMPLETO', 'Primero completa tu perfil'),
      'Primero completa tu perfil',
    ],
    ['the fallback', () => jsonResponse(500, {}), ERROR_CARGAR_CODIGO],
    ['the fallback, offline with nothing kept', offline, ERROR_CARGAR_CODIGO],
  ])('shows %s when there is no code yet, with a retry', async (_, answer, text) => {
    routeFetch({ [LLAVE]: answer });
    render();
    await tick();
    expect(qr()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(text);
    routeFetch({ [LLAVE]: ok() });
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await tick();
    expect(corto()).toBe((await esperado(T0)).codigo);
  });
});

describe('screen wake lock', () => {
  function stubWakeLock() {
    const sentinels: Array<{ released: boolean; release: () => Promise<void>; fire: () => void }> =
      [];
    const request = vi.fn(async () => {
      let onRelease: () => void = () => {};
      const s = {
        released: false,
        release: vi.fn(async () => {
          s.released = true;
          onRelease();
        }),
        addEventListener: (_: string, cb: () => void) => (onRelease = cb),
        // What the browser does when the page is hidden.
        fire: () => {
          s.released = true;
          onRelease();
        },
      };
      sentinels.push(s);
      return s;
    });
    vi.stubGlobal(
      'navigator',
      Object.defineProperties(Object.create(navigator), {
        wakeLock: { value: { request } },
        onLine: { value: true },
      }),
    );
    return { request, sentinels };
  }

  it('keeps the screen on while open, asks again on return, lets go on leaving', async () => {
    routeFetch({ [LLAVE]: ok() });
    const { request, sentinels } = stubWakeLock();
    const { unmount } = render();
    await tick();
    expect(request).toHaveBeenCalledWith('screen');
    expect(screen.getByText('Tu pantalla se queda encendida mientras ves tu código.')).toBeTruthy();

    // Hidden: the browser drops the lock; visible again: asked for again.
    act(() => sentinels[0]!.fire());
    expect(screen.queryByText(/Tu pantalla se queda encendida/)).toBeNull();
    document.dispatchEvent(new Event('visibilitychange'));
    await tick();
    expect(request).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/Tu pantalla se queda encendida/)).toBeTruthy();

    unmount();
    expect(sentinels[1]!.release).toHaveBeenCalled();
  });

  it('works without the API', async () => {
    routeFetch({ [LLAVE]: ok() });
    expect('wakeLock' in navigator).toBe(false);
    render();
    await tick();
    expect(corto()).toBe((await esperado(T0)).codigo);
    expect(screen.queryByText(/Tu pantalla se queda encendida/)).toBeNull();
  });
});
