import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES } from '@tarjeto/shared';
import { loadPairing, NEXO_STORAGE_KEY } from '../lib/pairing-storage.ts';
import { createMemoryQueueStore, type QueuedVisita } from '../lib/visit-queue.ts';
import {
  bodyOf,
  callsTo,
  errorResponse,
  fetchMock,
  headerOf,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { PAIRING, prepararKiosk, promo, renderKiosk, visitaOk, yoOk } from '../test-utils.tsx';
import { AUTO_RETURN_MS } from './result-screen.tsx';

const box = (n: number) => screen.getByLabelText(`Dígito ${n} de 6`) as HTMLInputElement;
const vincular = () => screen.getByRole('button', { name: 'Vincular Nexo' }) as HTMLButtonElement;
const counterHeading = () =>
  screen.findByRole('heading', { name: 'Escanea el código del cliente' });

const registerOk = () =>
  jsonResponse(200, {
    success: true,
    data: {
      nexoId: PAIRING.nexoId,
      establecimientoId: PAIRING.establecimientoId,
      token: PAIRING.token,
      negocio: PAIRING.negocio,
      establecimiento: PAIRING.establecimiento,
    },
  });

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(await screen.findByRole('button', { name: 'Escribir código' }));
  const input = screen.getByLabelText('Escribe el código del cliente');
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Registrar visita' }));
}

const red = prepararKiosk();

describe('pairing (DOMAIN §4)', () => {
  it('asks for the 6 digits with short instructions and pairs with an optional name', async () => {
    const user = userEvent.setup();
    routeFetch({ 'POST /api/nexo/register': registerOk, 'GET /api/nexo/yo': () => yoOk() });
    renderKiosk({ paired: false });

    expect(screen.getByRole('heading', { name: 'Vincula este Nexo' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Vincula este Nexo' }).textContent).toContain(
      'En tu panel de Tarjeto, entra a Nexo y toca ‘Generar Código’',
    );
    expect(screen.getByRole('group', { name: 'Código de vinculación' })).toBeTruthy();
    expect(vincular().disabled).toBe(true);

    await user.click(box(1));
    await user.keyboard('482913');
    await user.type(screen.getByLabelText('Nombre de este dispositivo (opcional)'), '  Caja 1 ');
    expect(vincular().disabled).toBe(false);
    await user.click(vincular());

    await counterHeading();
    const [call] = callsTo('/api/nexo/register', 'POST');
    expect(bodyOf(call)).toEqual({ connectionCode: '482913', nombre: 'Caja 1' });
    // What 'yo' adds: the business's zone, for times on the shop's clock.
    await waitFor(() =>
      expect(loadPairing()).toEqual({
        ...PAIRING,
        nombre: 'Caja 1',
        zonaHoraria: 'America/Mexico_City',
      }),
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Tacos Cuichi')).toBeTruthy();
    // The business once; the device by its own name, with the branch without the business again.
    expect(within(header).getAllByText(/Tacos Cuichi/)).toHaveLength(1);
    expect(within(header).getByTestId('nexo-dispositivo').textContent).toBe(
      'Este Nexo: Caja 1 · Centro',
    );
  });

  it('shows a wrong or expired code under the boxes, and a retyped code goes through', async () => {
    const user = userEvent.setup();
    let tries = 0;
    routeFetch({
      'POST /api/nexo/register': () =>
        ++tries === 1
          ? errorResponse(400, 'NEXO_CODIGO_INVALIDO', ERROR_MESSAGES.NEXO_CODIGO_INVALIDO)
          : registerOk(),
      'GET /api/nexo/yo': () => yoOk(),
    });
    renderKiosk({ paired: false });
    await user.click(box(1));
    await user.keyboard('112233');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      ERROR_MESSAGES.NEXO_CODIGO_INVALIDO,
    );
    expect(box(1).getAttribute('aria-invalid')).toBe('true');

    // Typing over the boxes, repeated digits included, replaces the code.
    await user.click(box(1));
    await user.keyboard('132233');
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('132233');
    await user.click(vincular());
    await counterHeading();
    expect(bodyOf(callsTo('/api/nexo/register', 'POST')[1])).toEqual({
      connectionCode: '132233',
    });
  });

  it.each([
    [409, 'NEXO_YA_VINCULADO', ERROR_MESSAGES.NEXO_YA_VINCULADO],
    [429, 'RATE_LIMITED', 'Demasiados códigos incorrectos desde esta red. Espera unos minutos.'],
  ])('says why it could not pair (%s)', async (status, code, message) => {
    const user = userEvent.setup();
    routeFetch({ 'POST /api/nexo/register': () => errorResponse(status, code, message) });
    renderKiosk({ paired: false });
    await user.click(box(1));
    await user.keyboard('482913');
    await user.click(vincular());
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(loadPairing()).toBeNull();
  });

  it('says when there is no connection', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderKiosk({ paired: false });
    await user.click(box(1));
    await user.keyboard('482913');
    await user.click(vincular());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No pudimos conectar con Tarjeto',
    );
  });
});

describe('a paired kiosk', () => {
  it('refreshes itself from /api/nexo/yo with its token', async () => {
    routeFetch({
      'GET /api/nexo/yo': () =>
        yoOk({ negocio: { ...PAIRING.negocio, nombreComercial: 'Tacos Cuichi 1998' } }),
    });
    renderKiosk();
    expect(await screen.findByText('Tacos Cuichi 1998')).toBeTruthy();
    expect(headerOf(callsTo('/api/nexo/yo', 'GET')[0], 'Authorization')).toBe(
      'Bearer nexo_secreto',
    );
    expect(loadPairing()?.negocio.nombreComercial).toBe('Tacos Cuichi 1998');
  });

  it("shows the business once and the device's own name as /api/nexo/yo says it", async () => {
    routeFetch({
      'GET /api/nexo/yo': () =>
        yoOk({
          nombre: 'Barra 2',
          establecimiento: { ...PAIRING.establecimiento, nombre: 'Tacos Cuichi' },
        }),
    });
    renderKiosk();
    const header = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(header).getByTestId('nexo-dispositivo').textContent).toBe('Este Nexo: Barra 2'),
    );
    expect(within(header).getAllByText(/Tacos Cuichi/)).toHaveLength(1);
    fireEvent.click(within(header).getByRole('button', { name: 'Menú del Nexo' }));
    expect(within(screen.getByRole('menu')).getByText('Barra 2')).toBeTruthy();
  });

  it('beats at once and every minute while online, with its token, and not while offline', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let latidos = 0;
    routeFetch({
      'GET /api/nexo/yo': () => yoOk(),
      'POST /api/nexo/latido': () => {
        latidos++;
        return jsonResponse(200, {
          success: true,
          data: { vistoAt: new Date().toISOString(), latidoCadaMs: 60_000 },
        });
      },
    });
    renderKiosk();
    await waitFor(() => expect(latidos).toBe(1));
    expect(headerOf(callsTo('/api/nexo/latido', 'POST')[0], 'Authorization')).toBe(
      'Bearer nexo_secreto',
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(latidos).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(latidos).toBe(3);

    // Offline: no beats; back online: one at once.
    red.enLinea = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(latidos).toBe(3);
    red.enLinea = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(latidos).toBe(4));
  });

  it('goes back to pairing when its heartbeat says it was unpaired', async () => {
    routeFetch({
      'GET /api/nexo/yo': () => yoOk(),
      'POST /api/nexo/latido': () =>
        errorResponse(401, 'NEXO_NO_VINCULADO', ERROR_MESSAGES.NEXO_NO_VINCULADO),
    });
    renderKiosk();
    expect(await screen.findByText('Este Nexo fue desvinculado')).toBeTruthy();
    expect(localStorage.getItem(NEXO_STORAGE_KEY)).toBeNull();
  });

  it('goes back to pairing, forgetting token and queue, when /yo says it was unpaired', async () => {
    routeFetch({
      'GET /api/nexo/yo': () =>
        errorResponse(401, 'NEXO_NO_VINCULADO', ERROR_MESSAGES.NEXO_NO_VINCULADO),
    });
    const store = createMemoryQueueStore([
      {
        idempotencyKey: 'clave-0001',
        escaneadoEn: new Date().toISOString(),
        anonimo: true,
        nexoId: 'n1',
      },
    ]);
    red.enLinea = false; // so the queue is not sent first
    renderKiosk({ store });
    expect(await screen.findByText('Este Nexo fue desvinculado')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vincula este Nexo' })).toBeTruthy();
    expect(localStorage.getItem(NEXO_STORAGE_KEY)).toBeNull();
    expect(await store.list()).toEqual([]);
  });

  it('explains a missing camera and still takes a typed code', async () => {
    const user = userEvent.setup();
    routeFetch({ 'GET /api/nexo/yo': () => yoOk(), 'POST /api/nexo/visitas': () => visitaOk() });
    renderKiosk();
    expect(await screen.findByText('Este navegador no puede usar la cámara aquí')).toBeTruthy();
    await typeCode(user, '7q4km482913');
    expect(await screen.findByText('¡Listo! Visita registrada')).toBeTruthy();
  });
});

describe('registering a visit', () => {
  const setup = (visita: () => Promise<Response>) => {
    routeFetch({ 'GET /api/nexo/yo': () => yoOk(), 'POST /api/nexo/visitas': visita });
    return renderKiosk();
  };

  it('checks a typed code before sending it', async () => {
    const user = userEvent.setup();
    setup(() => visitaOk());
    await user.click(await screen.findByRole('button', { name: 'Escribir código' }));
    const input = screen.getByLabelText('Escribe el código del cliente') as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    await user.type(input, '7q4km 4829');
    expect(input.value).toBe('7Q4KM-4829');
    expect(
      (screen.getByRole('button', { name: 'Registrar visita' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.type(input, 'AB');
    await user.click(screen.getByRole('button', { name: 'Registrar visita' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Revisa el código');
    expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Volver a escanear' }));
    await counterHeading();
  });

  it('sends the code with the token, a fresh key and the scan time, and shows green', async () => {
    const user = userEvent.setup();
    setup(() => visitaOk());
    const before = Date.now();
    await typeCode(user, '7Q4KM-482913');

    expect(await screen.findByRole('heading', { name: '¡Listo! Visita registrada' })).toBeTruthy();
    const [call] = callsTo('/api/nexo/visitas', 'POST');
    expect(headerOf(call, 'Authorization')).toBe('Bearer nexo_secreto');
    const body = bodyOf(call);
    expect(body.codigo).toBe('7Q4KM-482913');
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const at = Date.parse(String(body.escaneadoEn));
    expect(at).toBeGreaterThanOrEqual(before - 5);
    expect(at).toBeLessThanOrEqual(Date.now());

    const result = document.querySelector('[data-result="counted"]') as HTMLElement;
    expect(within(result).getByText('Daniela Ruiz')).toBeTruthy();
    expect(within(result).getByText('Bronce')).toBeTruthy();
    expect(within(result).getByText('Le faltan 2 visitas para Plata')).toBeTruthy();
    expect(within(result).getByText('6 visitas esta temporada · 23 en total')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Siguiente cliente/ }));
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe(
      '¡Listo! Visita registrada: Daniela Ruiz. Le faltan 2 visitas para Plata.',
    );
  });

  it('celebrates a first visit, a level up, and lists the promotions eligible now', async () => {
    const user = userEvent.setup();
    setup(() =>
      visitaOk({
        cliente: { nombre: 'Daniela Ruiz', fotoPerfil: '/api/fotos/f1', nivel: 2 },
        tarjeta: {
          visitas: 8,
          visitasTotales: 8,
          nivel: 2,
          nombreNivel: 'Plata',
          siguienteNivel: { nivel: 3, nombre: 'Oro', visitasRequeridas: 12, faltan: 4 },
          nueva: true,
          subioDeNivel: true,
        },
        promociones: [
          promo({
            publicID: 'P1',
            titulo: '10% de descuento',
            descripcion: 'En tu consumo a partir de 5 visitas',
          }),
          promo({
            publicID: 'P2',
            titulo: '$100 de descuento',
            descripcion: 'En compras de $500',
            nivelReq: 2,
            clase: 'cupon',
            restantes: 12,
            terminos: 'Un cupón por ticket.',
          }),
        ],
      }),
    );
    await typeCode(user, '7Q4KM-482913');
    expect(await screen.findByText('¡Primera visita! Ya tiene su tarjeta')).toBeTruthy();
    expect(screen.getByText('¡Subiste a nivel Plata!')).toBeTruthy();
    expect(screen.getByText('Le faltan 4 visitas para Oro')).toBeTruthy();
    const lista = screen.getByRole('region', { name: 'Promociones para canjear' });
    const [p1, p2] = within(lista).getAllByRole('article');
    expect(within(p1!).getByRole('heading', { name: '10% de descuento' })).toBeTruthy();
    expect(within(p1!).getByText('Para todos')).toBeTruthy();
    expect(within(p1!).getByText('Promoción')).toBeTruthy();
    expect(within(p1!).queryByText('Términos y condiciones')).toBeNull();
    expect(within(p2!).getByText('Nivel Plata')).toBeTruthy();
    expect(within(p2!).getByText('Cupón')).toBeTruthy();
    expect(within(p2!).getByText('Quedan 12')).toBeTruthy();
    // The terms are there, folded.
    const terms = within(p2!).getByText('Un cupón por ticket.');
    expect(terms.closest('details')?.open).toBe(false);
    expect(within(lista).getAllByRole('button', { name: /^Canjear/ })).toHaveLength(2);
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toContain(
      'Tiene 2 promociones para canjear.',
    );
    const foto = document.querySelector('[data-result="counted"] img') as HTMLImageElement;
    expect(foto.getAttribute('src')).toBe('/api/fotos/f1');
  });

  it('shows amber with the time the next visit counts when the customer was just counted', async () => {
    const user = userEvent.setup();
    const next = new Date(Date.now() + 3 * 60 * 60 * 1000);
    // The shop's zone, which /yo tells: far from the test machine's, so using it shows.
    routeFetch({
      'GET /api/nexo/yo': () => yoOk({ zonaHoraria: 'Asia/Tokyo' }),
      'POST /api/nexo/visitas': () =>
        visitaOk({
          contada: false,
          motivo: 'cooldown',
          visitaId: null,
          siguienteVisitaDesde: next.toISOString(),
        }),
    });
    renderKiosk();
    await waitFor(() => expect(loadPairing()?.zonaHoraria).toBe('Asia/Tokyo'));
    await typeCode(user, '7Q4KM-482913');
    expect(
      await screen.findByRole('heading', { name: 'Daniela Ruiz ya registró su visita hoy' }),
    ).toBeTruthy();
    expect(document.querySelector('[data-result="cooldown"]')).toBeTruthy();
    // 24 hours, on the shop's clock: "a partir de las 21:05", never "9:05 p. m.".
    const hora = new Intl.DateTimeFormat('es-MX', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(next);
    const texto = screen.getByText(/^Su siguiente visita cuenta/).textContent!;
    expect(texto).toMatch(
      new RegExp(`^Su siguiente visita cuenta (mañana )?a partir de las? ${hora}\\.$`),
    );
    expect(texto).not.toMatch(/[ap]\.\s?m\./);
    expect(screen.getByText(/Esta vez no se sumó a su tarjeta/)).toBeTruthy();
  });

  it.each([
    [409, 'CODIGO_CLIENTE_USADO'],
    [400, 'CODIGO_CLIENTE_INVALIDO'],
    [400, 'ESCANEO_FUERA_DE_VENTANA'],
    [429, 'RATE_LIMITED'],
  ] as const)('shows red with the server’s message (%s %s)', async (status, code) => {
    const user = userEvent.setup();
    setup(() => errorResponse(status, code, ERROR_MESSAGES[code]));
    await typeCode(user, '7Q4KM-482913');
    expect(await screen.findByRole('heading', { name: 'No se registró la visita' })).toBeTruthy();
    expect(document.querySelector('[data-result="refused"]')?.textContent).toContain(
      ERROR_MESSAGES[code],
    );
  });

  it('goes back to pairing when the server says this Nexo was unpaired', async () => {
    const user = userEvent.setup();
    setup(() => errorResponse(401, 'NEXO_NO_VINCULADO', ERROR_MESSAGES.NEXO_NO_VINCULADO));
    await typeCode(user, '7Q4KM-482913');
    expect(await screen.findByText('Este Nexo fue desvinculado')).toBeTruthy();
    expect(loadPairing()).toBeNull();
  });

  it('registers a visit without an account', async () => {
    const user = userEvent.setup();
    setup(() => visitaOk({ cliente: null, tarjeta: null }));
    await user.click(await screen.findByRole('button', { name: 'Visita sin cuenta' }));
    expect(
      await screen.findByText('Invita a tu cliente a Tarjeto para juntar visitas y ganar premios.'),
    ).toBeTruthy();
    const body = bodyOf(callsTo('/api/nexo/visitas', 'POST')[0]);
    expect(body.anonimo).toBe(true);
    expect(body.codigo).toBeUndefined();
  });

  it('returns to the scanner by itself after 6 s, or at once with Siguiente cliente or Escape', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup(() => visitaOk());
    await typeCode(user, '7Q4KM-482913');
    await screen.findByRole('heading', { name: '¡Listo! Visita registrada' });
    act(() => vi.advanceTimersByTime(AUTO_RETURN_MS - 500));
    expect(screen.queryByRole('heading', { name: '¡Listo! Visita registrada' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('heading', { name: '¡Listo! Visita registrada' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Escribir código' }));

    await user.click(screen.getByRole('button', { name: 'Visita sin cuenta' }));
    await user.click(await screen.findByRole('button', { name: /Siguiente cliente/ }));
    expect(screen.queryByRole('button', { name: /Siguiente cliente/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Visita sin cuenta' }));
    await screen.findByRole('button', { name: /Siguiente cliente/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: /Siguiente cliente/ })).toBeNull();
  });
});

describe('offline queue', () => {
  it('keeps a scan that found no connection, with its key and time, and sends it when back online', async () => {
    const user = userEvent.setup();
    let down = true;
    routeFetch({
      'GET /api/nexo/yo': () => yoOk(),
      'POST /api/nexo/visitas': () =>
        down ? Promise.reject(new TypeError('Failed to fetch')) : visitaOk(),
    });
    const { store } = renderKiosk();
    await typeCode(user, '7Q4KM-482913');
    expect(await screen.findByRole('heading', { name: 'Guardada sin conexión' })).toBeTruthy();
    expect(screen.getByText('Se enviará al volver la conexión.')).toBeTruthy();

    const [queued] = await store.list();
    const first = bodyOf(callsTo('/api/nexo/visitas', 'POST')[0]);
    expect(queued).toMatchObject({
      idempotencyKey: first.idempotencyKey,
      escaneadoEn: first.escaneadoEn,
      codigo: '7Q4KM-482913',
      nexoId: 'n1',
    });
    await user.click(screen.getByRole('button', { name: /Siguiente cliente/ }));
    expect(within(screen.getByRole('banner')).getByText('Sin conexión')).toBeTruthy();
    expect(
      within(screen.getByRole('banner')).getByText('por enviar').parentElement?.textContent,
    ).toBe('1por enviar');

    down = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(2));
    const retry = bodyOf(callsTo('/api/nexo/visitas', 'POST')[1]);
    expect(retry).toEqual(first);
    await waitFor(async () => expect(await store.list()).toEqual([]));
    expect(await screen.findByText('Se envió 1 visita guardada')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('por enviar')).toBeNull());
    expect(within(screen.getByRole('banner')).getByText('En línea')).toBeTruthy();
  });

  it('queues at once, without trying, when the browser is offline', async () => {
    const user = userEvent.setup();
    red.enLinea = false;
    routeFetch({ 'GET /api/nexo/yo': () => yoOk() });
    const { store } = renderKiosk();
    await user.click(await screen.findByRole('button', { name: 'Visita sin cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Guardada sin conexión' })).toBeTruthy();
    expect(screen.getByText(/Visita sin cuenta\. 1 visita por enviar\./)).toBeTruthy();
    expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(0);
    expect(await store.list()).toMatchObject([{ anonimo: true, nexoId: 'n1' }]);
  });

  it('keeps a scan the server failed on and says it will be sent later', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/nexo/yo': () => yoOk(),
      'POST /api/nexo/visitas': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'No disponible'),
    });
    const { store } = renderKiosk();
    await typeCode(user, '7Q4KM-482913');
    expect(await screen.findByRole('heading', { name: 'Visita guardada' })).toBeTruthy();
    expect(await store.list()).toHaveLength(1);
  });

  it('sends what was queued before, oldest first, as soon as the kiosk opens', async () => {
    const scans: QueuedVisita[] = [
      {
        idempotencyKey: 'clave-0002',
        escaneadoEn: '2026-11-21T18:02:00.000Z',
        anonimo: true,
        nexoId: 'n1',
      },
      {
        idempotencyKey: 'clave-0001',
        escaneadoEn: '2026-11-21T18:01:00.000Z',
        codigo: '7Q4KM-482913',
        nexoId: 'n1',
      },
    ];
    routeFetch({
      'GET /api/nexo/yo': () => yoOk(),
      'POST /api/nexo/visitas': (init) =>
        JSON.parse(String(init?.body)).idempotencyKey === 'clave-0001'
          ? errorResponse(400, 'ESCANEO_FUERA_DE_VENTANA', ERROR_MESSAGES.ESCANEO_FUERA_DE_VENTANA)
          : visitaOk(),
    });
    const { store } = renderKiosk({ store: createMemoryQueueStore(scans) });
    await waitFor(() => expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(2));
    expect(callsTo('/api/nexo/visitas', 'POST').map((c) => bodyOf(c).idempotencyKey)).toEqual([
      'clave-0001',
      'clave-0002',
    ]);
    expect(bodyOf(callsTo('/api/nexo/visitas', 'POST')[0]).escaneadoEn).toBe(
      '2026-11-21T18:01:00.000Z',
    );
    await waitFor(async () => expect(await store.list()).toEqual([]));
  });

  it('tries again every 15 s while scans wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let tries = 0;
    routeFetch({
      'GET /api/nexo/yo': () => yoOk(),
      'POST /api/nexo/visitas': () =>
        ++tries < 3 ? Promise.reject(new TypeError('Failed to fetch')) : visitaOk(),
    });
    const { store } = renderKiosk({
      store: createMemoryQueueStore([
        {
          idempotencyKey: 'clave-0001',
          escaneadoEn: new Date().toISOString(),
          anonimo: true,
          nexoId: 'n1',
        },
      ]),
    });
    await waitFor(() => expect(tries).toBe(1));
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(tries).toBe(2));
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(tries).toBe(3));
    await waitFor(async () => expect(await store.list()).toEqual([]));
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(tries).toBe(3);
  });
});

describe('menu and unpairing', () => {
  it('asks first, warns about unsent visits, and unpairs with the token', async () => {
    const user = userEvent.setup();
    red.enLinea = false;
    routeFetch({
      'GET /api/nexo/yo': () => yoOk(),
      'POST /api/nexo/desvincular': () =>
        jsonResponse(200, { success: true, message: 'Este Nexo quedó desvinculado' }),
    });
    renderKiosk({
      store: createMemoryQueueStore([
        {
          idempotencyKey: 'clave-0001',
          escaneadoEn: new Date().toISOString(),
          anonimo: true,
          nexoId: 'n1',
        },
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Menú del Nexo' }));
    const menu = screen.getByRole('menu', { name: 'Menú del Nexo' });
    expect(within(menu).getByText('Caja 1')).toBeTruthy();
    expect(await within(menu).findByText('1,234 visitas registradas')).toBeTruthy();
    expect(
      (
        within(menu).getByRole('menuitem', {
          name: /Enviar visitas guardadas \(1\)/,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    await user.click(within(menu).getByRole('menuitem', { name: 'Desvincular este Nexo' }));

    const dialog = screen.getByRole('alertdialog', { name: '¿Desvincular este Nexo?' });
    expect(within(dialog).getByText('Hay 1 visita guardada sin enviar: se perderá.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo('/api/nexo/desvincular', 'POST')).toHaveLength(0);

    red.enLinea = true;
    await user.click(screen.getByRole('button', { name: 'Menú del Nexo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Desvincular este Nexo' }));
    await user.click(screen.getByRole('button', { name: 'Sí, desvincular' }));
    expect(await screen.findByText('Este Nexo quedó desvinculado')).toBeTruthy();
    const [call] = callsTo('/api/nexo/desvincular', 'POST');
    expect(headerOf(call, 'Authorization')).toBe('Bearer nexo_secreto');
    expect(bodyOf(call)).toEqual({});
    expect(loadPairing()).toBeNull();
  });

  it('stays paired and says so when unpairing finds no connection', async () => {
    const user = userEvent.setup();
    routeFetch({
      'GET /api/nexo/yo': () => yoOk(),
      'POST /api/nexo/desvincular': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderKiosk();
    await user.click(await screen.findByRole('button', { name: 'Menú del Nexo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Desvincular este Nexo' }));
    await user.click(screen.getByRole('button', { name: 'Sí, desvincular' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Necesitas conexión para desvincular este Nexo',
    );
    expect(loadPairing()).not.toBeNull();
  });

  it('moves through the menu with the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    routeFetch({ 'GET /api/nexo/yo': () => yoOk() });
    renderKiosk();
    const button = await screen.findByRole('button', { name: 'Menú del Nexo' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      screen.getByRole('menuitem', { name: 'Desvincular este Nexo' }),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
