import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  NEXO_CODE_TTL_MS,
  NEXO_COUNTDOWN_STEP_MS,
  NEXO_POLL_MS,
  NEXO_REFRESH_SPINNER_MS,
} from '@tarjeto/shared';
import { toast } from '../../../components/ui/toast.tsx';
import { SIN_UBICACION } from '../../../components/ubicacion-establecimiento/ubicacion-establecimiento.tsx';
import { bodyOf, callsTo, fetchMock, jsonResponse, routeFetch } from '../../../test/fetch-mock.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import {
  CODIGO_VENCIDO,
  ERROR_ACTUALIZAR_STATS,
  ERROR_CARGAR_NEXO,
  ERROR_DESVINCULAR,
  ERROR_GENERAR_CODIGO,
  ERROR_SIN_ESTABLECIMIENTO,
  NEXO_CONECTADO_TOAST,
  PISTA_UBICACION_MOSTRADOR,
  SIN_INFORMACION,
} from '../lib/copy.ts';
import { EST_CENTRO, establecimiento } from '../../../test/negocio-perfil.ts';
import {
  EST_QUINTAS,
  NEXO_ID,
  nexoData,
  nexoStats,
  nexoVisita,
  perfilResponse,
} from '../test-fixtures.ts';
import { NexoScreen } from './nexo-screen.tsx';

// The Nexo screen against SPEC §2/§4/§8/§9, with the clock faked so polling, the countdown, the
// 5-minute timeout and the 1-second refresh spinner are exact.

const ORIGIN = 'https://tarjeto.mx';
const PROFILE = '/api/negocio/profile';
const NEXO = `/api/establecimiento/${EST_CENTRO}/nexo`;
const GENERATE = '/api/establecimiento/generate-code';
const UNPAIR = `/api/establecimiento/${EST_CENTRO}/unpair`;
const STATS = `/api/nexo/${NEXO_ID}/stats`;
const VISITAS = `/api/nexo/${NEXO_ID}/visitas`;

/** Moves the clock by `ms`, then lets answered fetches and the updates they cause settle. */
async function tick(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

const render = (path = '/negocio-dashboard/nexo') =>
  renderScreen(<NexoScreen origin={ORIGIN} />, { path });

const estado = () => screen.getByRole('heading', { name: 'Estado del Nexo' }).parentElement!;

beforeEach(() => {
  vi.useFakeTimers();
  // Query notifications normally go out on a 0 ms timer, which a fake clock only runs by moving
  // time; as microtasks they settle without nudging the clock the tests measure.
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

describe('pairing (SPEC §4: disconnected → code → connected)', () => {
  function disconnected(extra: Parameters<typeof routeFetch>[0] = {}) {
    let paired = false;
    routeFetch({
      [PROFILE]: () => jsonResponse(200, perfilResponse([establecimiento()])),
      [NEXO]: () => jsonResponse(200, { success: true, data: paired ? nexoData() : null }),
      [GENERATE]: () =>
        jsonResponse(200, { success: true, data: { code: '482913', expiresIn: NEXO_CODE_TTL_MS } }),
      [STATS]: () => jsonResponse(200, { success: true, data: nexoStats() }),
      [VISITAS]: () => jsonResponse(200, { success: true, data: [] }),
      ...extra,
    });
    return { pair: () => (paired = true) };
  }

  it('shows the code, counts down each second, polls every 3 s and turns En línea', async () => {
    const success = vi.spyOn(toast, 'success');
    const device = disconnected();
    render();
    await tick();

    expect(within(estado()).getByText('Desconectado')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Establecimiento' })).toBeNull();
    const generar = screen.getByRole('button', { name: 'Generar Código' });
    generar.focus();
    fireEvent.click(generar);
    await tick();
    // The button gave way to the code, and the focus went with it (not to <body>).
    expect(document.activeElement).toBe(
      screen.getByRole('region', { name: 'Código de vinculación' }),
    );

    expect(bodyOf(callsTo(GENERATE)[0])).toEqual({ establecimientoID: EST_CENTRO });
    expect(screen.getByTestId('codigo-vinculacion').textContent).toBe('482 913');
    expect(screen.getByRole('timer').textContent).toBe('5:00');
    await tick(NEXO_COUNTDOWN_STEP_MS);
    expect(screen.getByRole('timer').textContent).toBe('4:59');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe(
      'Vence en 4 minutos y 59 segundos',
    );

    // Polling: one connection check per NEXO_POLL_MS while waiting.
    const before = callsTo(NEXO).length;
    await tick(NEXO_POLL_MS - NEXO_COUNTDOWN_STEP_MS);
    expect(callsTo(NEXO).length).toBe(before + 1);
    await tick(NEXO_POLL_MS);
    expect(callsTo(NEXO).length).toBe(before + 2);

    device.pair();
    await tick(NEXO_POLL_MS);
    expect(within(estado()).getByText('En línea')).toBeTruthy();
    expect(success).toHaveBeenCalledWith(NEXO_CONECTADO_TOAST);
    expect(screen.queryByTestId('codigo-vinculacion')).toBeNull();
    expect(screen.getByText('1,234')).toBeTruthy();

    // Connected: no more polling.
    const after = callsTo(NEXO).length;
    await tick(NEXO_POLL_MS * 5);
    expect(callsTo(NEXO).length).toBe(after);
  });

  it('stops waiting after 5 minutes and says the code ran out', async () => {
    disconnected();
    render();
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Generar Código' }));
    await tick();

    await tick(NEXO_CODE_TTL_MS - 1);
    expect(screen.getByTestId('codigo-vinculacion')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('0:01');
    await tick(1);
    expect(screen.queryByTestId('codigo-vinculacion')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(CODIGO_VENCIDO);
    expect(screen.getByRole('button', { name: 'Generar Código' })).toBeTruthy();

    const calls = callsTo(NEXO).length;
    await tick(NEXO_POLL_MS * 3);
    expect(callsTo(NEXO).length).toBe(calls);
  });

  it('waits no longer than the code the server gave lives', async () => {
    disconnected({
      [GENERATE]: () =>
        jsonResponse(200, { success: true, data: { code: '111222', expiresIn: 60_000 } }),
    });
    render();
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Generar Código' }));
    await tick();
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    await tick(60_000);
    expect(screen.getByRole('alert').textContent).toBe(CODIGO_VENCIDO);
  });

  it.each([
    [
      'the server message',
      () =>
        jsonResponse(409, {
          success: false,
          code: 'NEXO_YA_VINCULADO',
          message: 'Este establecimiento ya tiene un Nexo vinculado. Desvincúlalo primero.',
        }),
      'Este establecimiento ya tiene un Nexo vinculado. Desvincúlalo primero.',
    ],
    ['the spec fallback', () => jsonResponse(500, {}), ERROR_GENERAR_CODIGO],
  ])('toasts %s when the code cannot be made', async (_, answer, text) => {
    const error = vi.spyOn(toast, 'error');
    disconnected({ [GENERATE]: answer });
    render();
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Generar Código' }));
    await tick();
    expect(error).toHaveBeenCalledWith(text);
    expect(screen.queryByTestId('codigo-vinculacion')).toBeNull();
  });

  it('explains how to pair, with the kiosk address written out and as a QR', async () => {
    disconnected();
    render();
    await tick();
    const url = `${ORIGIN}/nexo`;
    expect(screen.getByText(url)).toBeTruthy();
    const qr = screen.getByRole('img', { name: `Código QR para abrir ${url}` });
    expect(qr.getAttribute('data-qr-value')).toBe(url);
    expect(qr.querySelectorAll('rect').length).toBeGreaterThan(10);
    // Tu Nexo, with nothing paired.
    expect(screen.getByText(SIN_INFORMACION)).toBeTruthy();
  });
});

describe('connected (SPEC §2: stats, refresh, Tu Nexo, Desvincular)', () => {
  function connected(extra: Parameters<typeof routeFetch>[0] = {}) {
    routeFetch({
      [PROFILE]: () => jsonResponse(200, perfilResponse([establecimiento({ nexoID: NEXO_ID })])),
      [NEXO]: () => jsonResponse(200, { success: true, data: nexoData() }),
      [STATS]: () => jsonResponse(200, { success: true, data: nexoStats() }),
      [VISITAS]: () => jsonResponse(200, { success: true, data: [] }),
      [UNPAIR]: () => jsonResponse(200, { success: true, message: 'Nexo desvinculado' }),
      ...extra,
    });
  }

  it('shows the stats with es-MX numbers and dates, and the device in Tu Nexo', async () => {
    connected();
    render();
    await tick();
    expect(within(estado()).getByText('En línea')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('Hoy').nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('Últimos 7 días').nextElementSibling?.textContent).toBe('87');
    expect(screen.getByText('Fecha de registro').nextElementSibling?.textContent).toBe(
      '21 nov 2026, 18:30',
    );
    expect(screen.getByText('Último uso').nextElementSibling?.textContent).toBe(
      '22 nov 2026, 09:05',
    );
    expect(screen.getByText('ID del dispositivo').nextElementSibling?.textContent).toBe(NEXO_ID);
    expect(screen.getByText('Dispositivo').nextElementSibling?.textContent).toBe(
      'Tablet del mostrador',
    );
    expect(screen.queryByRole('button', { name: 'Generar Código' })).toBeNull();
  });

  it('lists the latest visits with who was serving, and refreshes them with the stats', async () => {
    let visitas = [
      nexoVisita({
        visitaId: 'v2',
        fecha: '2026-11-22T15:05:00Z',
        cliente: { nombre: 'Ana López', fotoPerfil: null },
        registradaPor: { nombre: 'Carlos Rentería', rol: 'cajero' },
      }),
      nexoVisita({ visitaId: 'v1', fecha: '2026-11-22T14:40:00Z', anonima: true }),
    ];
    connected({ [VISITAS]: () => jsonResponse(200, { success: true, data: visitas }) });
    render();
    await tick();
    const lista = screen.getByRole('list', { name: 'Últimas visitas' });
    const filas = within(lista).getAllByRole('listitem');
    expect(filas.map((f) => f.textContent)).toEqual([
      'Ana LópezRegistró Carlos R. (Cajero)09:0522 nov',
      // Nobody had said who served: the owner's wording, nothing more.
      'Visita anónima08:4022 nov',
    ]);
    const pedida = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), ORIGIN))
      .find((u) => u.pathname === VISITAS);
    expect(pedida?.searchParams.get('limit')).toBe('8');

    visitas = [
      nexoVisita({
        visitaId: 'v3',
        fecha: '2026-11-22T15:30:00Z',
        anonima: true,
        registradaPor: { nombre: 'Marisol Araujo', rol: 'encargado' },
      }),
      ...visitas,
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar estadísticas' }));
    await tick(NEXO_REFRESH_SPINNER_MS);
    expect(within(lista).getAllByRole('listitem')[0]!.textContent).toBe(
      'Visita anónimaRegistró Marisol A. (Encargado)09:3022 nov',
    );
  });

  it("writes the device's dates and its visits on the business's clock, not this device's", async () => {
    const perfil = perfilResponse([establecimiento({ nexoID: NEXO_ID })]);
    const enCuliacan = { ...perfil, data: { ...perfil.data, zonaHoraria: 'America/Mazatlan' } };
    connected({
      [PROFILE]: () => jsonResponse(200, enCuliacan),
      [VISITAS]: () =>
        jsonResponse(200, {
          success: true,
          data: [nexoVisita({ visitaId: 'v9', fecha: '2026-11-22T04:49:00Z', anonima: true })],
        }),
    });
    render();
    await tick();
    // Culiacán is an hour behind Mexico City: 21:49 there on the 21st.
    const lista = screen.getByRole('list', { name: 'Últimas visitas' });
    expect(within(lista).getAllByRole('listitem')[0]!.textContent).toBe(
      'Visita anónima21:4921 nov',
    );
    expect(screen.getByText('Fecha de registro').nextElementSibling?.textContent).toBe(
      '21 nov 2026, 17:30',
    );
  });

  it('says plainly when the latest visits cannot load, and retries', async () => {
    let falla = true;
    connected({
      [VISITAS]: () =>
        falla ? jsonResponse(500, {}) : jsonResponse(200, { success: true, data: [] }),
    });
    render();
    await tick();
    expect(screen.getByRole('alert').textContent).toContain(
      'No pudimos cargar las últimas visitas.',
    );
    falla = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await tick();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Aún no registra visitas\. Aparecerán aquí/)).toBeTruthy();
  });

  it('says so when the Nexo has not registered a visit yet', async () => {
    connected({
      [STATS]: () => jsonResponse(200, { success: true, data: nexoStats({ ultimoUso: null }) }),
    });
    render();
    await tick();
    expect(screen.getByText('Último uso').nextElementSibling?.textContent).toBe(
      'Aún no registra visitas',
    );
  });

  it('spins the refresh button for 1 s while it refetches the stats', async () => {
    connected();
    render();
    await tick();
    const button = screen.getByRole('button', { name: 'Actualizar estadísticas' });
    const before = callsTo(STATS).length;

    fireEvent.click(button);
    await tick();
    expect(callsTo(STATS).length).toBe(before + 1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Actualizando…')).toBeTruthy();
    await tick(NEXO_REFRESH_SPINNER_MS - 1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await tick(1);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Actualizando…')).toBeNull();
  });

  it.each([
    [
      'the server message',
      () => jsonResponse(503, { message: 'Servicio en pausa' }),
      'Servicio en pausa',
    ],
    ['the spec fallback', () => jsonResponse(500, {}), ERROR_ACTUALIZAR_STATS],
  ])('toasts %s when refreshing fails', async (_, answer, text) => {
    const error = vi.spyOn(toast, 'error');
    let fail = false;
    connected({
      [STATS]: () => (fail ? answer() : jsonResponse(200, { success: true, data: nexoStats() })),
    });
    render();
    await tick();
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar estadísticas' }));
    await tick(NEXO_REFRESH_SPINNER_MS);
    expect(error).toHaveBeenCalledWith(text);
    // The last good figures stay.
    expect(screen.getByText('1,234')).toBeTruthy();
  });

  it('unpairs only after confirming, then shows Desconectado', async () => {
    const success = vi.spyOn(toast, 'success');
    connected();
    render();
    await tick();

    fireEvent.click(screen.getByRole('button', { name: 'Desvincular Nexo' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Desvincular este Nexo?' });
    // Focus starts on the safe answer.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(UNPAIR)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Desvincular Nexo' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Desvincular Nexo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, desvincular' }));
    await tick();
    expect(callsTo(UNPAIR)).toHaveLength(1);
    expect(callsTo(UNPAIR)[0]?.[1]?.method).toBe('POST');
    expect(success).toHaveBeenCalledWith('Nexo desvinculado');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(estado()).getByText('Desconectado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generar Código' })).toBeTruthy();
    expect(screen.getByText(SIN_INFORMACION)).toBeTruthy();
  });

  it('keeps the dialog and toasts the spec text when unpairing fails', async () => {
    const error = vi.spyOn(toast, 'error');
    connected({ [UNPAIR]: () => jsonResponse(500, {}) });
    render();
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Desvincular Nexo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, desvincular' }));
    await tick();
    expect(error).toHaveBeenCalledWith(ERROR_DESVINCULAR);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(within(estado()).getByText('En línea')).toBeTruthy();
  });
});

describe('heard from (DOMAIN §10: En línea, Visto hace …, Sin conexión)', () => {
  const MIN = 60_000;
  function paired(ultimaSenal: () => string | null) {
    routeFetch({
      [PROFILE]: () => jsonResponse(200, perfilResponse([establecimiento({ nexoID: NEXO_ID })])),
      [NEXO]: () =>
        jsonResponse(200, { success: true, data: nexoData({ ultimaSenal: ultimaSenal() }) }),
      [STATS]: () => jsonResponse(200, { success: true, data: nexoStats() }),
      [VISITAS]: () => jsonResponse(200, { success: true, data: [] }),
    });
  }
  const panel = () => screen.getByRole('heading', { name: 'Tu Nexo' }).parentElement!;

  it('says Visto hace 3 h, with what to check, for a device heard from 3 hours ago', async () => {
    paired(() => new Date(Date.now() - 3 * 60 * MIN - 10 * MIN).toISOString());
    render();
    await tick();
    const headline = within(estado()).getByText('Visto hace 3 h');
    expect(headline.closest('[data-estado]')?.getAttribute('data-estado')).toBe('visto');
    expect(
      screen.getByText(/^Tablet del mostrador registra .*revisa que esté encendido/),
    ).toBeTruthy();
    expect(within(panel()).getByText('Visto hace 3 h')).toBeTruthy();
    expect(within(panel()).getByText('Última señal').nextElementSibling?.textContent).toMatch(
      /^\d{1,2} [a-z]{3} \d{4}, \d{2}:\d{2}$/,
    );
  });

  it('says Sin conexión, with what to check, for a device not heard from in over a week', async () => {
    paired(() => new Date(Date.now() - 8 * 24 * 60 * MIN).toISOString());
    render();
    await tick();
    expect(within(estado()).getByText('Sin conexión')).toBeTruthy();
    expect(screen.getByText(/revisa que esté encendido/)).toBeTruthy();
    expect(within(panel()).getByText('Última señal').nextElementSibling?.textContent).toMatch(
      /^\d{1,2} [a-z]{3} \d{4}, \d{2}:\d{2}$/,
    );
  });

  it('asks again every minute while paired, so En línea turns Visto hace … on an open tab', async () => {
    let senal = new Date().toISOString();
    paired(() => senal);
    render();
    await tick();
    expect(within(estado()).getByText('En línea')).toBeTruthy();
    const before = callsTo(NEXO).length;
    // The device stops beating: six minutes later the screen says so, having asked again.
    senal = new Date(Date.now()).toISOString();
    await tick(6 * MIN);
    expect(callsTo(NEXO).length).toBeGreaterThanOrEqual(before + 5);
    expect(within(estado()).getByText('Visto hace 6 min')).toBeTruthy();
    // It beats again: back to En línea at the next minute.
    senal = new Date(Date.now()).toISOString();
    await tick(MIN);
    expect(within(estado()).getByText('En línea')).toBeTruthy();
  });
});

describe('loading errors and establishments (SPEC §8)', () => {
  it.each([
    ['the spec fallback', () => jsonResponse(500, {}), ERROR_CARGAR_NEXO],
    [
      "the server's 404 message",
      () =>
        jsonResponse(404, {
          success: false,
          code: 'NOT_FOUND',
          message: ERROR_SIN_ESTABLECIMIENTO,
        }),
      ERROR_SIN_ESTABLECIMIENTO,
    ],
  ])('shows %s when the Nexo cannot be loaded, and retries', async (_, answer, text) => {
    let fail = true;
    routeFetch({
      [PROFILE]: () => jsonResponse(200, perfilResponse([establecimiento()])),
      [NEXO]: () => (fail ? answer() : jsonResponse(200, { success: true, data: null })),
    });
    render();
    await tick();
    expect(screen.getByRole('alert').textContent).toBe(text);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await tick();
    expect(within(estado()).getByText('Desconectado')).toBeTruthy();
  });

  it('says when the business has no establishment', async () => {
    routeFetch({ [PROFILE]: () => jsonResponse(200, perfilResponse([])) });
    render();
    await tick();
    expect(screen.getByRole('alert').textContent).toBe(ERROR_SIN_ESTABLECIMIENTO);
    expect(screen.queryByRole('button', { name: 'Generar Código' })).toBeNull();
  });

  it('shows the business load error with a retry', async () => {
    routeFetch({ [PROFILE]: () => jsonResponse(500, {}) });
    render();
    await tick();
    expect(screen.getByRole('alert').textContent).toBe('Error al cargar los datos del negocio');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('lets a business with several establishments pick one, principal first', async () => {
    const quintas = establecimiento({
      establecimientoID: EST_QUINTAS,
      nombre: 'Tacos Cuichi Las Quintas',
      principal: false,
      nexoID: NEXO_ID,
    });
    routeFetch({
      [PROFILE]: () => jsonResponse(200, perfilResponse([quintas, establecimiento()])),
      [NEXO]: () => jsonResponse(200, { success: true, data: null }),
      [`/api/establecimiento/${EST_QUINTAS}/nexo`]: () =>
        jsonResponse(200, {
          success: true,
          data: nexoData({ establecimientoID: EST_QUINTAS, nombre: 'Celular de caja' }),
        }),
      [STATS]: () => jsonResponse(200, { success: true, data: nexoStats() }),
      [VISITAS]: () => jsonResponse(200, { success: true, data: [] }),
    });
    render();
    await tick();
    const picker = screen.getByRole('group', { name: 'Establecimiento' });
    const opcion = (nombre: RegExp) => within(picker).getByRole('radio', { name: nombre });
    expect(opcion(/^Tacos Cuichi Centro/)).toHaveProperty('checked', true);
    // Each name whole, with whether it has a Nexo: nothing cut to a control's width.
    const quintasLabel = opcion(/Tacos Cuichi Las Quintas/).closest('label')!;
    expect(quintasLabel.textContent).toBe('Tacos Cuichi Las QuintasCon Nexo');
    expect(quintasLabel.innerHTML).not.toMatch(/truncate|text-ellipsis/);
    expect(picker.querySelector('select')).toBeNull();
    expect(within(estado()).getByText('Desconectado')).toBeTruthy();

    fireEvent.click(opcion(/Tacos Cuichi Las Quintas/));
    await tick();
    expect(opcion(/Tacos Cuichi Las Quintas/)).toHaveProperty('checked', true);
    expect(within(estado()).getByText('En línea')).toBeTruthy();
    expect(screen.getByText('Dispositivo').nextElementSibling?.textContent).toBe('Celular de caja');
  });

  it('opens the establishment the address names', async () => {
    routeFetch({
      [PROFILE]: () =>
        jsonResponse(
          200,
          perfilResponse([
            establecimiento(),
            establecimiento({
              establecimientoID: EST_QUINTAS,
              nombre: 'Las Quintas',
              principal: false,
            }),
          ]),
        ),
      [`/api/establecimiento/${EST_QUINTAS}/nexo`]: () =>
        jsonResponse(200, { success: true, data: null }),
    });
    render(`/negocio-dashboard/nexo?establecimiento=${EST_QUINTAS}`);
    await tick();
    expect(
      within(screen.getByRole('group', { name: 'Establecimiento' })).getByRole('radio', {
        name: /^Las Quintas/,
      }),
    ).toHaveProperty('checked', true);
    expect(callsTo(NEXO)).toHaveLength(0);
  });
});

describe('Ubicación en el mapa (DOMAIN §11: the wallet pass near the shop)', () => {
  it('sits beside pairing with the counter hint, saves, and shows the saved place', async () => {
    let coordenadas: { latitud: number; longitud: number } | null = null;
    routeFetch({
      [PROFILE]: () => jsonResponse(200, perfilResponse([establecimiento({ coordenadas })])),
      [NEXO]: () => jsonResponse(200, { success: true, data: null }),
      'PUT /api/establecimiento/ubicacion': (init) => {
        coordenadas = JSON.parse(String(init?.body)).coordenadas;
        return jsonResponse(200, {
          success: true,
          message: 'Guardamos la ubicación del establecimiento.',
          data: { establecimientoID: EST_CENTRO, coordenadas },
        });
      },
    });
    render();
    await tick();
    const ubicacion = () =>
      within(screen.getByRole('group', { name: 'Ubicación en el mapa de Tacos Cuichi Centro' }));
    expect(ubicacion().getByText(PISTA_UBICACION_MOSTRADOR)).toBeTruthy();
    expect(ubicacion().getByText(SIN_UBICACION)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generar Código' })).toBeTruthy();

    // The fields are a dynamic import: loaded once here, they open within the faked clock's tick.
    await import('../../../components/ubicacion-establecimiento/campos-coordenadas.tsx');
    fireEvent.click(ubicacion().getByRole('button', { name: 'Escribir coordenadas' }));
    await tick();
    fireEvent.change(ubicacion().getByLabelText('Latitud'), { target: { value: '24.8069' } });
    fireEvent.change(ubicacion().getByLabelText('Longitud'), { target: { value: '-107.3938' } });
    fireEvent.click(ubicacion().getByRole('button', { name: 'Guardar' }));
    await tick();

    expect(bodyOf(callsTo('/api/establecimiento/ubicacion', 'PUT')[0])).toEqual({
      establecimientoID: EST_CENTRO,
      coordenadas: { latitud: 24.8069, longitud: -107.3938 },
    });
    expect(ubicacion().getByText('24.80690, -107.39380')).toBeTruthy();
    expect(ubicacion().queryByText(SIN_UBICACION)).toBeNull();
    // The profile is asked for again, so what shows is what the server holds.
    expect(callsTo(PROFILE, 'GET').length).toBeGreaterThanOrEqual(2);
  });
});
