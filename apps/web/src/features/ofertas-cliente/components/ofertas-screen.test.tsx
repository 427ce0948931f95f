import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CODIGO_CANJE_TTL_MS, type OfertaCliente } from '@tarjeto/shared';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import { VIGILAR_MS } from '../api/ofertas.ts';
import { oferta, TODAS } from '../test-fixtures.ts';
import { OfertasScreen } from './ofertas-screen.tsx';

// 'Ofertas' for a customer (issue 11): every state in words, narrowing by business, opening an
// offer (one view), 'Canjear' with the big code and its 10-minute countdown, the counter's
// confirmation arriving, and a code that runs out.

const LISTA = '/api/cliente/promociones';
const CANJES = '/api/cliente/canjes';

async function tick(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** The list the server answers now (tests change it as the counter would). */
let ofertas: OfertaCliente[] = [];
function servidor(extra: Parameters<typeof routeFetch>[0] = {}) {
  routeFetch({
    [LISTA]: () => jsonResponse(200, { success: true, data: { ofertas } }),
    'POST /api/cliente/promociones/PROAGUA0000001/vista': () =>
      jsonResponse(200, { success: true, message: 'Vista registrada' }),
    ...extra,
  });
}

const render = (path = '/cliente-dashboard/ofertas') =>
  renderScreen(
    <OfertasScreen negocioPath={(s) => `/negocio/${s}`} lugaresPath="/cliente-dashboard/lugares" />,
    { path },
  );

const seccion = (nombre: RegExp) => screen.getByRole('region', { name: nombre });
const tarjeta = (titulo: string) => screen.getByRole('article', { name: titulo });

prepararPantalla({ reloj: { now: new Date('2026-11-24T12:00:00-06:00') } });
beforeEach(() => {
  ofertas = TODAS;
});

describe('the list', () => {
  it('puts usable offers first and says, for the rest, why not and when', async () => {
    servidor();
    render();
    await tick();
    expect(screen.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeTruthy();
    const ahora = seccion(/^Para usar ahora/);
    expect(
      within(ahora)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['oferta-PROAGUA0000001']);
    expect(within(tarjeta('Agua fresca de cortesía')).getByText('Disponible')).toBeTruthy();
    expect(within(tarjeta('Agua fresca de cortesía')).getByText('Tacos Cuichi')).toBeTruthy();

    const despues = seccion(/^Más adelante/);
    expect(
      within(despues).getByText('Ya la usaste esta semana. Vuelve a estar disponible el lunes.'),
    ).toBeTruthy();
    expect(within(despues).getByText('Disponible hoy a las 18:00.')).toBeTruthy();
    expect(within(despues).getByText('Cada martes, de 18:00 a 23:00')).toBeTruthy();

    const bloqueadas = seccion(/^Por desbloquear/);
    expect(within(bloqueadas).getByText('Desbloquea en Plata: te faltan 3 visitas.')).toBeTruthy();
    expect(within(bloqueadas).getByText('Para clientes Plata')).toBeTruthy();

    const terminadas = seccion(/^Ya no disponibles/);
    expect(within(terminadas).getByText('Ya no quedan.')).toBeTruthy();
    expect(within(terminadas).getByText('Terminó el 21 nov 2026.')).toBeTruthy();
  });

  it('narrows the list to one business', async () => {
    servidor();
    render();
    await tick();
    const filtro = screen.getByRole('group', { name: 'Filtrar por negocio' });
    const cafe = within(filtro).getByRole('button', { name: /^Café Lupita/ });
    expect(cafe.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(cafe);
    await tick();
    expect(cafe.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Tu café número 10 es gratis'),
      expect.stringContaining('Pan de muerto'),
    ]);
    // Nothing of Café Lupita's is usable now: the first section says so.
    expect(
      within(seccion(/^Para usar ahora/)).getByText(/Ahora mismo no hay ofertas para usar/),
    ).toBeTruthy();
  });

  it('with no businesses yet, sends the customer to find places', async () => {
    ofertas = [];
    servidor();
    render();
    await tick();
    expect(screen.getByText('Aún no tienes ofertas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar lugares' }).getAttribute('href')).toBe(
      '/cliente-dashboard/lugares',
    );
  });

  it('offers a retry when the list does not load', async () => {
    routeFetch({ [LISTA]: () => errorResponse(500, 'INTERNAL', 'Ocurrió un error inesperado.') });
    render();
    await tick();
    expect(screen.getByRole('alert').textContent).toBe('Ocurrió un error inesperado.');
    servidor();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await tick();
    expect(tarjeta('Agua fresca de cortesía')).toBeTruthy();
  });
});

describe('an opened offer', () => {
  it('opens in a sheet, counts one view, and Canjear shows the code with its countdown', async () => {
    servidor({
      [`POST ${CANJES}`]: () => {
        ofertas = [oferta({ codigoVigente: { codigo: 'K7M2QX', expiraEn: CODIGO_CANJE_TTL_MS } })];
        return jsonResponse(200, {
          success: true,
          data: {
            codigo: 'K7M2QX',
            expiraEn: CODIGO_CANJE_TTL_MS,
            promocion: { publicID: 'PROAGUA0000001', titulo: 'Agua fresca de cortesía' },
          },
        });
      },
    });
    render();
    await tick();
    fireEvent.click(within(tarjeta('Agua fresca de cortesía')).getByRole('button'));
    await tick();
    const hoja = screen.getByRole('dialog', { name: 'Agua fresca de cortesía' });
    expect(callsTo('/api/cliente/promociones/PROAGUA0000001/vista', 'POST')).toHaveLength(1);
    expect(within(hoja).getByText('1 al día')).toBeTruthy();
    expect(within(hoja).getByText('Hoy 0 · esta semana 0 · en total 0')).toBeTruthy();
    expect(
      within(hoja)
        .getByRole('link', { name: /Ver negocio/ })
        .getAttribute('href'),
    ).toBe('/negocio/cuichi');

    fireEvent.click(within(hoja).getByRole('button', { name: 'Canjear' }));
    await tick();
    expect(bodyOf(callsTo(CANJES, 'POST')[0])).toEqual({ promocionID: 'PROAGUA0000001' });
    const codigo = within(hoja).getByTestId('codigo-canje');
    expect(codigo.textContent).toBe('K7M2QX');
    expect(codigo.getAttribute('aria-label')).toBe('Código K 7 M 2 Q X');
    expect(
      within(hoja).getByText('Muéstralo en el mostrador de Tacos Cuichi para canjear tu oferta.'),
    ).toBeTruthy();
    expect(within(hoja).getByRole('timer').textContent).toBe('Vence en 10:00');
    // 'Canjear' is gone: the focus is on the code it gave, not on <body> under the sheet.
    expect(document.activeElement).toBe(
      within(hoja).getByRole('region', { name: 'Tu código de canje' }),
    );
    await tick(1000);
    expect(within(hoja).getByRole('timer').textContent).toBe('Vence en 9:59');
    expect(within(hoja).queryByRole('button', { name: 'Canjear' })).toBeNull();

    // The counter confirms it: the next look at the list shows the use, and the sheet says so.
    ofertas = [
      oferta({
        estado: 'usada',
        motivo: 'limite_diario',
        usos: { hoy: 1, semana: 1, total: 1 },
        reabre: { fecha: '2026-11-25', hora: null, enDias: 1 },
      }),
    ];
    await tick(VIGILAR_MS);
    expect(within(hoja).getByText('¡Canje realizado!')).toBeTruthy();
    expect(within(hoja).queryByTestId('codigo-canje')).toBeNull();
    expect(
      within(hoja).getByText('Ya la usaste hoy. Vuelve a estar disponible mañana.'),
    ).toBeTruthy();

    // Closing and reopening does not count another view.
    fireEvent.click(within(hoja).getByRole('button', { name: 'Cerrar' }));
    await tick();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(tarjeta('Agua fresca de cortesía')).getByRole('button'));
    await tick();
    expect(callsTo('/api/cliente/promociones/PROAGUA0000001/vista', 'POST')).toHaveLength(1);
  });

  it('shows again a live code when reopened, and a code that runs out offers another', async () => {
    ofertas = [oferta({ codigoVigente: { codigo: 'Q2W3E4', expiraEn: 5_000 } })];
    servidor({
      [`POST ${CANJES}`]: () =>
        jsonResponse(200, {
          success: true,
          data: {
            codigo: 'Z9Y8X7',
            expiraEn: CODIGO_CANJE_TTL_MS,
            promocion: { publicID: 'PROAGUA0000001', titulo: 'Agua fresca de cortesía' },
          },
        }),
    });
    render('/cliente-dashboard/ofertas?oferta=PROAGUA0000001');
    await tick();
    const hoja = screen.getByRole('dialog', { name: 'Agua fresca de cortesía' });
    expect(within(hoja).getByTestId('codigo-canje').textContent).toBe('Q2W3E4');
    expect(within(hoja).getByRole('timer').textContent).toBe('Vence en 0:05');
    expect(callsTo(CANJES, 'POST')).toHaveLength(0);

    ofertas = [oferta()];
    await tick(5_000);
    expect(within(hoja).getByText('Tu código venció')).toBeTruthy();
    fireEvent.click(within(hoja).getByRole('button', { name: 'Pedir otro código' }));
    await tick();
    expect(callsTo(CANJES, 'POST')).toHaveLength(1);
    expect(within(hoja).getByTestId('codigo-canje').textContent).toBe('Z9Y8X7');
  });

  it('tells the server’s reason when no code can be given', async () => {
    servidor({
      [`POST ${CANJES}`]: () =>
        errorResponse(409, 'PROMO_LIMITE_DIARIO', 'Ya usaste esta promoción hoy.'),
    });
    render('/cliente-dashboard/ofertas?oferta=PROAGUA0000001');
    await tick();
    const hoja = screen.getByRole('dialog', { name: 'Agua fresca de cortesía' });
    fireEvent.click(within(hoja).getByRole('button', { name: 'Canjear' }));
    await tick();
    expect(within(hoja).getByRole('alert').textContent).toBe('Ya usaste esta promoción hoy.');
    expect(within(hoja).queryByTestId('codigo-canje')).toBeNull();
  });

  it('a locked offer explains itself and offers no Canjear', async () => {
    servidor();
    render('/cliente-dashboard/ofertas?oferta=PROPLATA000004');
    await tick();
    const hoja = screen.getByRole('dialog', { name: 'Orden de tacos para Plata' });
    expect(within(hoja).getByText('Desbloquea en Plata: te faltan 3 visitas.')).toBeTruthy();
    expect(within(hoja).queryByRole('button', { name: 'Canjear' })).toBeNull();
  });
});
