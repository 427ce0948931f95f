import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES, type ErrorCode } from '@tarjeto/shared';
import { bodyOf, callsTo, errorResponse, headerOf, routeFetch } from '../../../test/fetch-mock.ts';
import { CANJE_REINTENTOS_MS, CANJE_VENTANA_MS } from '../lib/canje-outcome.ts';
import { loadPairing } from '../lib/pairing-storage.ts';
import {
  CANJE_TOKEN,
  canjeOk,
  prepararKiosk,
  promo,
  renderKiosk,
  visitaOk,
  yoOk,
} from '../test-utils.tsx';
import { VUELVE_A_ESCANEAR } from './promociones-mostrador.tsx';
import { AUTO_RETURN_MS, AUTO_RETURN_PROMOS_MS } from './result-screen.tsx';
import { PARECE_CODIGO_DE_CANJE } from './typed-code-screen.tsx';

// Redemptions at the counter (DOMAIN §6): the promotions a scan brings, the confirm step, the live
// call with the scan's token and one key per attempt, and the 'Canjear código' screen.

type Handler = Parameters<typeof routeFetch>[0][string];

const DOS_X_UNO = promo({
  publicID: 'PRO1',
  titulo: '2x1 en tacos',
  descripcion: 'Dos órdenes de tacos de asada por el precio de una',
  terminos: 'Una vez al día por cliente.',
});
const CONCHA = promo({
  publicID: 'PRO2',
  titulo: 'Concha de regalo',
  descripcion: 'Una concha recién horneada',
  nivelReq: 3,
  clase: 'recompensa',
  restantes: 5,
});

const red = prepararKiosk();

const live = () => document.querySelector('[aria-live="assertive"]')?.textContent;
const canjearButton = (name: RegExp) => screen.getByRole('button', { name });
const confirmDialog = () => screen.getByRole('alertdialog');

function setup(
  handlers: Record<string, Handler> = {},
  visita = () => visitaOk({ promociones: [DOS_X_UNO, CONCHA] }),
) {
  routeFetch({ 'GET /api/nexo/yo': () => yoOk(), 'POST /api/nexo/visitas': visita, ...handlers });
  return renderKiosk();
}

async function scan(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Escribir código' }));
  await user.type(screen.getByLabelText('Escribe el código del cliente'), '7Q4KM482913');
  await user.click(screen.getByRole('button', { name: 'Registrar visita' }));
  await screen.findByRole('region', { name: /Promoci(ón|ones) para canjear/ });
}

async function canjear(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(canjearButton(name));
  await user.click(within(confirmDialog()).getByRole('button', { name: 'Sí, canjear' }));
}

describe('redeeming a promotion after a scan', () => {
  it('asks first, with the terms, and Cancelar or Escape sends nothing', async () => {
    const user = userEvent.setup();
    setup();
    await scan(user);
    await user.click(canjearButton(/^Canjear 2x1 en tacos/));

    const dialog = confirmDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading').textContent).toBe(
      '¿Canjear 2x1 en tacos para Daniela Ruiz?',
    );
    expect(dialog.textContent).toContain('Una vez al día por cliente.');
    expect(dialog.textContent).toContain('Dos órdenes de tacos de asada por el precio de una');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    // The result underneath waits, out of reach.
    expect(document.querySelector('[data-result="counted"]')?.hasAttribute('inert')).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(canjearButton(/^Canjear 2x1 en tacos/));
    await user.click(canjearButton(/^Canjear 2x1 en tacos/));
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: '¡Listo! Visita registrada' })).toBeTruthy();
    expect(callsTo('/api/nexo/canjes', 'POST')).toHaveLength(0);
  });

  it('keeps the keyboard in the confirm step: Tab goes round its buttons, Escape works after a blur', async () => {
    const user = userEvent.setup();
    setup();
    await scan(user);
    await user.click(canjearButton(/^Canjear 2x1 en tacos/));
    const dialog = confirmDialog();
    const cancelar = within(dialog).getByRole('button', { name: 'Cancelar' });
    const si = within(dialog).getByRole('button', { name: 'Sí, canjear' });
    expect(document.activeElement).toBe(cancelar);
    await user.tab();
    expect(document.activeElement).toBe(si);
    await user.tab();
    expect(document.activeElement).toBe(cancelar);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(si);

    // Focus gone from the dialog (a click on nothing, a Tab out to the browser): Escape still
    // goes back, and Tab comes back in.
    si.blur();
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    si.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo('/api/nexo/canjes', 'POST')).toHaveLength(0);
  });

  it('redeems with the scan’s token and a fresh key, shows it full screen, and goes back for another', async () => {
    const user = userEvent.setup();
    setup({
      'POST /api/nexo/canjes': () =>
        canjeOk({
          promocion: { publicID: 'PRO2', titulo: 'Concha de regalo', descripcion: 'Una concha' },
          cliente: { nombre: 'Daniela Ruiz', fotoPerfil: null, nivel: 3 },
          restantes: 4,
        }),
    });
    await scan(user);
    expect(
      within(screen.getByRole('region', { name: 'Promociones para canjear' })).getByText(
        'Quedan 5',
      ),
    ).toBeTruthy();
    await canjear(user, /^Canjear Concha de regalo/);

    const done = await screen.findByRole('heading', { name: '¡Canje realizado!' });
    const panel = done.closest('[data-canje]') as HTMLElement;
    expect(panel.dataset.canje).toBe('done');
    expect(within(panel).getByText('Concha de regalo')).toBeTruthy();
    expect(within(panel).getByText('Daniela Ruiz')).toBeTruthy();
    expect(within(panel).getByText('Quedan 4')).toBeTruthy();
    expect(within(panel).getByText('Nivel Oro')).toBeTruthy();
    expect(live()).toBe('¡Canje realizado! Concha de regalo para Daniela Ruiz. Quedan 4.');
    expect(document.activeElement).toBe(
      within(panel).getByRole('button', { name: 'Siguiente cliente' }),
    );

    const [call] = callsTo('/api/nexo/canjes', 'POST');
    expect(headerOf(call, 'Authorization')).toBe('Bearer nexo_secreto');
    const body = bodyOf(call);
    expect(body).toEqual({
      promocionID: 'PRO2',
      canjeToken: CANJE_TOKEN,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    // Back with the customer: what was redeemed is marked, with the stock the server reported.
    await user.click(within(panel).getByRole('button', { name: 'Volver con Daniela' }));
    const card = screen.getByRole('article', { name: 'Concha de regalo' });
    expect(within(card).getByText('Quedan 4')).toBeTruthy();
    expect(within(card).getByText(/^Canjeado a las/)).toBeTruthy();
    expect(document.activeElement).toBe(
      within(card).getByRole('button', { name: /^Canjear otra vez Concha de regalo/ }),
    );

    // A second promotion for the same customer gets its own key.
    await canjear(user, /^Canjear 2x1 en tacos/);
    const again = (await screen.findByRole('heading', { name: '¡Canje realizado!' })).closest(
      '[data-canje]',
    ) as HTMLElement;
    const second = bodyOf(callsTo('/api/nexo/canjes', 'POST')[1]);
    expect(second.promocionID).toBe('PRO1');
    expect(second.idempotencyKey).not.toBe(body.idempotencyKey);

    await user.click(within(again).getByRole('button', { name: 'Siguiente cliente' }));
    expect(
      await screen.findByRole('heading', { name: 'Escanea el código del cliente' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Promociones para canjear' })).toBeNull();
  });

  it('offers no second canje when the answer says this customer cannot have another', async () => {
    const user = userEvent.setup();
    setup({
      'POST /api/nexo/canjes': () =>
        canjeOk({
          promocion: { publicID: 'PRO1', titulo: '2x1 en tacos', descripcion: 'Dos órdenes' },
          otroCanje: { elegible: false, motivo: 'limite_semanal' },
        }),
    });
    await scan(user);
    await canjear(user, /^Canjear 2x1 en tacos/);
    const done = (await screen.findByRole('heading', { name: '¡Canje realizado!' })).closest(
      '[data-canje]',
    ) as HTMLElement;
    await user.click(within(done).getByRole('button', { name: 'Volver con Daniela' }));

    const card = screen.getByRole('article', { name: '2x1 en tacos' });
    expect(within(card).getByText(/^Canjeado a las/)).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    // Why, in words for the counter: about "este cliente", not "tú".
    expect(card.textContent).toContain(
      'Este cliente ya usó esta promoción las veces permitidas esta semana.',
    );
    expect(card.textContent).not.toMatch(/usaste/i);
    // The other promotion is still there to redeem, and the keyboard lands somewhere useful.
    expect(canjearButton(/^Canjear Concha de regalo/)).toBeTruthy();
    expect(document.activeElement?.tagName).toBe('BUTTON');
  });

  it.each([
    'PROMO_LIMITE_DIARIO',
    'PROMO_LIMITE_SEMANAL',
    'PROMO_SIN_EXISTENCIAS',
    'PROMO_FUERA_DE_HORARIO',
    'PROMO_NIVEL_INSUFICIENTE',
  ] as const)('shows a refusal (%s) in red with the server’s words', async (code) => {
    const user = userEvent.setup();
    setup({ 'POST /api/nexo/canjes': () => errorResponse(409, code, ERROR_MESSAGES[code]) });
    await scan(user);
    await canjear(user, /^Canjear 2x1 en tacos/);
    const title = await screen.findByRole('heading', { name: 'No se pudo canjear' });
    const panel = title.closest('[data-canje]') as HTMLElement;
    expect(panel.dataset.canje).toBe('refused');
    expect(panel.textContent).toContain(ERROR_MESSAGES[code]);
    expect(panel.textContent).toContain('2x1 en tacos');
    expect(live()).toBe(`No se pudo canjear. ${ERROR_MESSAGES[code]}`);
    // The counter reads it with the customer: never addressed to "tú".
    expect(panel.textContent).not.toMatch(/usaste|\btu nivel/i);
    // Escape, like 'Volver con Daniela', goes back to the customer: nothing is marked.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: '¡Listo! Visita registrada' })).toBeTruthy();
    expect(screen.queryByText(/^Canjeado a las/)).toBeNull();
    expect(canjearButton(/^Canjear 2x1 en tacos/)).toBeTruthy();
  });

  it('asks for a new scan when the token has expired', async () => {
    const user = userEvent.setup();
    setup({
      'POST /api/nexo/canjes': () =>
        errorResponse(400, 'CANJE_TOKEN_INVALIDO', ERROR_MESSAGES.CANJE_TOKEN_INVALIDO),
    });
    await scan(user);
    await canjear(user, /^Canjear 2x1 en tacos/);
    const panel = (await screen.findByRole('heading', { name: 'No se pudo canjear' })).closest(
      '[data-canje]',
    ) as HTMLElement;
    expect(panel.textContent).toContain('Vuelve a escanear el código del cliente para canjear.');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Escanear de nuevo']);
    await user.click(within(panel).getByRole('button', { name: 'Escanear de nuevo' }));
    expect(
      await screen.findByRole('heading', { name: 'Escanea el código del cliente' }),
    ).toBeTruthy();
  });

  it('offers no redemption once the scan’s few minutes are over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup();
    await scan(user);
    // The confirm step holds the result; meanwhile the token's time runs out.
    await user.click(canjearButton(/^Canjear 2x1 en tacos/));
    act(() => vi.advanceTimersByTime(CANJE_VENTANA_MS + 1000));
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Cancelar' }));
    const lista = screen.getByRole('region', { name: 'Promociones para canjear' });
    expect(within(lista).getByText(VUELVE_A_ESCANEAR)).toBeTruthy();
    expect(within(lista).queryAllByRole('button', { name: /^Canjear/ })).toHaveLength(0);
    expect(within(lista).getByText('2x1 en tacos')).toBeTruthy();
  });

  it('retries with the same key when no answer comes, then says it could not confirm; trying again keeps the key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let down = true;
    setup({
      'POST /api/nexo/canjes': () =>
        down ? Promise.reject(new TypeError('Failed to fetch')) : canjeOk({ restantes: null }),
    });
    await scan(user);
    await canjear(user, /^Canjear 2x1 en tacos/);
    expect(await screen.findByText('Canjeando…')).toBeTruthy();
    for (const ms of CANJE_REINTENTOS_MS) await act(async () => vi.advanceTimersByTimeAsync(ms));
    const title = await screen.findByRole('heading', { name: 'No pudimos confirmar el canje' });
    expect(title.closest('[data-canje]')?.textContent).toContain('no se canjeará dos veces');
    const calls = callsTo('/api/nexo/canjes', 'POST');
    expect(calls).toHaveLength(CANJE_REINTENTOS_MS.length + 1);
    const keys = new Set(calls.map((c) => bodyOf(c).idempotencyKey));
    expect(keys.size).toBe(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Intentar de nuevo' }));

    // Back, and the same promotion tapped again: still the same attempt, still the same key.
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    down = false;
    await canjear(user, /^Canjear 2x1 en tacos/);
    expect(await screen.findByRole('heading', { name: '¡Canje realizado!' })).toBeTruthy();
    const last = callsTo('/api/nexo/canjes', 'POST').at(-1);
    expect(keys.has(bodyOf(last).idempotencyKey)).toBe(true);
  });

  it('sends nothing without a connection, and does not queue it', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    await scan(user);
    red.enLinea = false;
    await canjear(user, /^Canjear 2x1 en tacos/);
    expect(await screen.findByRole('heading', { name: 'Sin conexión' })).toBeTruthy();
    expect(callsTo('/api/nexo/canjes', 'POST')).toHaveLength(0);
    expect(await store.list()).toEqual([]);
  });

  it('goes back to pairing when the server says this Nexo was unpaired', async () => {
    const user = userEvent.setup();
    setup({
      'POST /api/nexo/canjes': () =>
        errorResponse(401, 'NEXO_NO_VINCULADO', ERROR_MESSAGES.NEXO_NO_VINCULADO),
    });
    await scan(user);
    await canjear(user, /^Canjear 2x1 en tacos/);
    expect(await screen.findByText('Este Nexo fue desvinculado')).toBeTruthy();
    expect(loadPairing()).toBeNull();
  });

  it('offers promotions on the amber screen too: a customer counted today may still redeem', async () => {
    const user = userEvent.setup();
    setup({ 'POST /api/nexo/canjes': () => canjeOk() }, () =>
      visitaOk({
        contada: false,
        motivo: 'cooldown',
        visitaId: null,
        siguienteVisitaDesde: new Date(Date.now() + 3_600_000).toISOString(),
        promociones: [DOS_X_UNO],
      }),
    );
    await scan(user);
    expect(document.querySelector('[data-result="cooldown"]')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Promoción para canjear' })).toBeTruthy();
    expect(live()).toContain('Tiene 1 promoción para canjear.');
    await canjear(user, /^Canjear 2x1 en tacos/);
    expect(await screen.findByRole('heading', { name: '¡Canje realizado!' })).toBeTruthy();
  });

  it('shows promotions without a token as information only', async () => {
    const user = userEvent.setup();
    setup({}, () => visitaOk({ promociones: [DOS_X_UNO], canjeToken: null }));
    await scan(user);
    const lista = screen.getByRole('region', { name: 'Promoción para canjear' });
    expect(within(lista).getByText(VUELVE_A_ESCANEAR)).toBeTruthy();
    expect(within(lista).queryByRole('button')).toBeNull();
  });

  it('stays 20 s with promotions to redeem, and never goes while a redemption screen is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    setup({ 'POST /api/nexo/canjes': () => canjeOk() });
    await scan(user);
    act(() => vi.advanceTimersByTime(AUTO_RETURN_MS + 1000));
    expect(screen.getByRole('heading', { name: '¡Listo! Visita registrada' })).toBeTruthy();

    await canjear(user, /^Canjear 2x1 en tacos/);
    await screen.findByRole('heading', { name: '¡Canje realizado!' });
    act(() => vi.advanceTimersByTime(AUTO_RETURN_PROMOS_MS * 3));
    expect(screen.getByRole('heading', { name: '¡Canje realizado!' })).toBeTruthy();

    // Back at the result, its full time starts again, and again with any touch.
    await user.click(screen.getByRole('button', { name: 'Volver con Daniela' }));
    act(() => vi.advanceTimersByTime(AUTO_RETURN_PROMOS_MS - 1000));
    expect(screen.getByRole('heading', { name: '¡Listo! Visita registrada' })).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Promociones para canjear'));
    act(() => vi.advanceTimersByTime(AUTO_RETURN_PROMOS_MS - 1000));
    expect(screen.getByRole('heading', { name: '¡Listo! Visita registrada' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByRole('heading', { name: '¡Listo! Visita registrada' })).toBeNull();
  });
});

describe('Canjear código', () => {
  const openCodigo = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Canjear código' }));
    return screen.getByLabelText('Escribe el código de canje') as HTMLInputElement;
  };
  const submitButton = () => screen.getByRole('button', { name: 'Canjear' }) as HTMLButtonElement;

  it('checks the code before sending it, and tells a visit code apart', async () => {
    const user = userEvent.setup();
    setup();
    const input = await openCodigo(user);
    expect(document.activeElement).toBe(input);
    await user.type(input, 'k7m 2q');
    expect(input.value).toBe('K7M2Q');
    expect(submitButton().disabled).toBe(true);

    await user.clear(input);
    await user.type(input, '7Q4KM-482913{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ese es su código de visita. Para canjear, pide el código de 6 caracteres de la promoción en su app.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.type(input, 'K7M2QU{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El código tiene 6 letras o números',
    );
    expect(callsTo('/api/nexo/canjes/codigo', 'POST')).toHaveLength(0);
    expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(
      await screen.findByRole('heading', { name: 'Escanea el código del cliente' }),
    ).toBeTruthy();
  });

  it('redeems a code with a fresh key and shows who got what; then an empty screen for the next', async () => {
    const user = userEvent.setup();
    setup({
      'POST /api/nexo/canjes/codigo': () =>
        canjeOk({
          promocion: { publicID: 'PRO3', titulo: '10% en café de grano', descripcion: 'En bolsas' },
          cliente: { nombre: 'Ana López', fotoPerfil: '/api/fotos/a1', nivel: 3 },
        }),
    });
    const input = await openCodigo(user);
    await user.type(input, 'ko1-2qx');
    await user.click(submitButton());
    const panel = (await screen.findByRole('heading', { name: '¡Canje realizado!' })).closest(
      '[data-canje]',
    ) as HTMLElement;
    expect(within(panel).getByText('10% en café de grano')).toBeTruthy();
    expect(within(panel).getByText('Ana López')).toBeTruthy();
    expect(within(panel).queryByText(/Quedan/)).toBeNull();
    const [call] = callsTo('/api/nexo/canjes/codigo', 'POST');
    expect(headerOf(call, 'Authorization')).toBe('Bearer nexo_secreto');
    expect(bodyOf(call)).toEqual({
      codigo: 'K012QX',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    await user.click(within(panel).getByRole('button', { name: 'Canjear otro código' }));
    const next = screen.getByLabelText('Escribe el código de canje') as HTMLInputElement;
    expect(next.value).toBe('');
    expect(document.activeElement).toBe(next);
  });

  it.each([
    [400, 'CODIGO_CANJE_INVALIDO'],
    [409, 'PROMO_LIMITE_SEMANAL'],
  ] as const)('shows a refusal (%s %s) and lets the code be corrected', async (status, code) => {
    const user = userEvent.setup();
    setup({
      'POST /api/nexo/canjes/codigo': () =>
        errorResponse(status, code, ERROR_MESSAGES[code as ErrorCode]),
    });
    const input = await openCodigo(user);
    await user.type(input, 'K7M2QX{Enter}');
    const panel = (await screen.findByRole('heading', { name: 'No se pudo canjear' })).closest(
      '[data-canje]',
    ) as HTMLElement;
    expect(panel.textContent).toContain(ERROR_MESSAGES[code]);
    await user.click(within(panel).getByRole('button', { name: 'Revisar el código' }));
    const again = screen.getByLabelText('Escribe el código de canje') as HTMLInputElement;
    expect(again.value).toBe('K7M2QX');
    expect(document.activeElement).toBe(again);
  });

  it('takes a 6-character code from a barcode reader to its screen, never as a visit', async () => {
    const user = userEvent.setup();
    setup({ 'POST /api/nexo/canjes/codigo': () => canjeOk() });
    await screen.findByRole('button', { name: 'Canjear código' });
    for (const key of 'k7m2qx') fireEvent.keyDown(window, { key });
    fireEvent.keyDown(window, { key: 'Enter' });
    const input = (await screen.findByLabelText('Escribe el código de canje')) as HTMLInputElement;
    expect(input.value).toBe('K7M2QX');
    expect(screen.getByText(/Leímos este código de canje/)).toBeTruthy();
    expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(0);
    expect(callsTo('/api/nexo/canjes/codigo', 'POST')).toHaveLength(0);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: '¡Canje realizado!' })).toBeTruthy();
    expect(bodyOf(callsTo('/api/nexo/canjes/codigo', 'POST')[0]).codigo).toBe('K7M2QX');
  });

  it('recognises a redemption code typed as a visit code, and sends no visit', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Escribir código' }));
    await user.type(screen.getByLabelText('Escribe el código del cliente'), 'k7m2qx{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(PARECE_CODIGO_DE_CANJE);
    await user.click(screen.getByRole('button', { name: 'Canjear el código K7M2QX' }));
    const input = screen.getByLabelText('Escribe el código de canje') as HTMLInputElement;
    expect(input.value).toBe('K7M2QX');
    expect(callsTo('/api/nexo/visitas', 'POST')).toHaveLength(0);
  });

  it('says when it could not confirm, and tries again with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let tries = 0;
    setup({
      'POST /api/nexo/canjes/codigo': () =>
        ++tries <= 3 ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'No disponible') : canjeOk(),
    });
    const input = await openCodigo(user);
    await user.type(input, 'K7M2QX{Enter}');
    for (const ms of CANJE_REINTENTOS_MS) await act(async () => vi.advanceTimersByTimeAsync(ms));
    await screen.findByRole('heading', { name: 'No pudimos confirmar el canje' });
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { name: '¡Canje realizado!' })).toBeTruthy();
    const keys = callsTo('/api/nexo/canjes/codigo', 'POST').map((c) => bodyOf(c).idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });
});
