import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ClienteCodigo } from '@tarjeto/shared';
import { toast } from '../../../components/ui/toast.tsx';
import { callsTo, fetchMock, jsonResponse, routeFetch } from '../../../test/fetch-mock.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { MI_CODIGO_MARGEN_MS, MI_CODIGO_REINTENTO_MS } from '../hooks/use-codigo-vigente.ts';
import { BRILLO_HINT, ERROR_CARGAR_CODIGO, MiCodigoScreen } from './mi-codigo-screen.tsx';

// 'Mi código' with a fake clock: the countdown, the renewal when `renuevaEn` runs out, what is
// shown when renewing fails, and the screen wake lock.

const CODIGO = '/api/cliente/codigo';

const codigo = (n: number, over: Partial<ClienteCodigo> = {}): ClienteCodigo => ({
  codigo: `7Q4KM-48291${n}`,
  qr: `TARJETO:7Q4KM48291${n}`,
  expiraEn: 50_000,
  renuevaEn: 20_000,
  ...over,
});
const ok = (c: ClienteCodigo) => () => jsonResponse(200, { success: true, data: c });

async function tick(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

const render = () =>
  renderScreen(<MiCodigoScreen nombre="Ana" backTo="/cliente-dashboard" />, {
    path: '/cliente-dashboard/mi-codigo',
  });

const qr = () => screen.queryByRole('img', { name: /Código QR de tu visita/ });
const corto = () => screen.queryByTestId('codigo-corto')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  notifyManager.setScheduler(queueMicrotask);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  notifyManager.setScheduler((cb) => setTimeout(cb, 0));
  act(() => toast.dismiss());
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Mi código', () => {
  it('shows the QR (as given), the short code, the countdown and the brightness hint', async () => {
    routeFetch({ [CODIGO]: ok(codigo(3)) });
    render();
    expect(screen.getByRole('status').textContent).toBe('Generando tu código…');
    await tick();

    expect(qr()?.getAttribute('data-qr-value')).toBe('TARJETO:7Q4KM482913');
    expect(corto()).toBe('7Q4KM-482913');
    expect(screen.getByRole('timer').textContent).toBe('Se renueva en 20 s');
    await tick(1000);
    expect(screen.getByRole('timer').textContent).toBe('Se renueva en 19 s');
    expect(screen.getByText(BRILLO_HINT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe(
      '/cliente-dashboard',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mi código');
  });

  it('asks for the next code as soon as it is out, and shows it', async () => {
    let n = 1;
    routeFetch({ [CODIGO]: () => ok(codigo(n++))() });
    render();
    await tick();
    expect(corto()).toBe('7Q4KM-482911');
    expect(callsTo(CODIGO)).toHaveLength(1);

    await tick(20_000 + MI_CODIGO_MARGEN_MS - 1);
    expect(callsTo(CODIGO)).toHaveLength(1);
    // Until the new one lands the old one stays: it is accepted for 30 s more.
    expect(corto()).toBe('7Q4KM-482911');
    await tick(1);
    expect(callsTo(CODIGO)).toHaveLength(2);
    expect(corto()).toBe('7Q4KM-482912');
    expect(screen.getByRole('timer').textContent).toBe('Se renueva en 20 s');

    // And again, on the new code's own clock.
    await tick(20_000 + MI_CODIGO_MARGEN_MS);
    expect(corto()).toBe('7Q4KM-482913');
  });

  it('keeps a code that still works when renewing fails, then takes it off when it dies', async () => {
    let fail = false;
    routeFetch({
      [CODIGO]: () => (fail ? Promise.reject(new TypeError('offline')) : ok(codigo(1))()),
    });
    render();
    await tick();
    fail = true;

    await tick(20_000 + MI_CODIGO_MARGEN_MS);
    expect(corto()).toBe('7Q4KM-482911');
    expect(screen.getByRole('status').textContent).toMatch(
      /Sin conexión\. Este código aún sirve 30 s/,
    );
    // It keeps trying quietly.
    const calls = callsTo(CODIGO).length;
    await tick(MI_CODIGO_REINTENTO_MS);
    expect(callsTo(CODIGO).length).toBe(calls + 1);

    // 50 s after it arrived the counter no longer accepts it: off the screen.
    await tick(50_000 - 20_000 - MI_CODIGO_MARGEN_MS - MI_CODIGO_REINTENTO_MS);
    expect(qr()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(ERROR_CARGAR_CODIGO);

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await tick();
    expect(corto()).toBe('7Q4KM-482911');
  });

  it.each([
    [
      'the server message',
      () =>
        jsonResponse(409, {
          success: false,
          code: 'PERFIL_INCOMPLETO',
          message: 'Primero completa tu perfil',
        }),
      'Primero completa tu perfil',
    ],
    ['the fallback', () => jsonResponse(500, {}), ERROR_CARGAR_CODIGO],
  ])('shows %s when the code cannot be loaded, with a retry', async (_, answer, text) => {
    routeFetch({ [CODIGO]: answer });
    render();
    await tick();
    expect(qr()).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(text);
    routeFetch({ [CODIGO]: ok(codigo(5)) });
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await tick();
    expect(corto()).toBe('7Q4KM-482915');
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
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { wakeLock: { request } }));
    return { request, sentinels };
  }

  it('keeps the screen on while open, asks again on return, lets go on leaving', async () => {
    routeFetch({ [CODIGO]: ok(codigo(1)) });
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
    routeFetch({ [CODIGO]: ok(codigo(1)) });
    expect('wakeLock' in navigator).toBe(false);
    render();
    await tick();
    expect(corto()).toBe('7Q4KM-482911');
    expect(screen.queryByText(/Tu pantalla se queda encendida/)).toBeNull();
  });
});
