import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ActividadPagina, EventoActividad } from '@tarjeto/shared';
import { fetchMock, jsonResponse } from '../../../test/fetch-mock.ts';
import { ALERTAS_AYUDA, SIN_ALERTAS, SIN_ALERTAS_AYUDA } from '../lib/copy.ts';
import { ActividadScreen } from './actividad-screen.tsx';

// Alertas in 'Actividad de la cuenta' (issue 25 part C): an alert row stands apart from the
// rest — its own icon and colour, the sentence Tarjeto wrote, who and which Nexo it is about —
// and the filter 'Alertas' asks the server for alerts only, says what they are, and says plainly
// when there are none.

const NEGOCIO = {
  publicID: 'NEG1',
  zonaHoraria: 'America/Mexico_City',
  nombreComercial: 'Tacos Cuichi',
};
const RUTA = `/api/negocio/${NEGOCIO.publicID}/actividad`;
// Saturday 21 November 2026, 12:00 in Mexico City.
const AHORA = new Date('2026-11-21T18:00:00Z');

const base = {
  actor: 'sistema',
  ip: null,
  promocion: null,
  cliente: null,
  nexo: null,
  archivo: null,
  miembro: null,
  texto: null,
} as const;

const FRECUENTE: EventoActividad = {
  ...base,
  id: '31',
  accion: 'alerta.cliente_frecuente',
  tipo: 'alertas',
  fecha: '2026-11-21T17:05:00.000Z',
  cliente: 'Ana G.',
  miembro: { nombre: 'Carlos Reyes', rol: 'cajero' },
  nexo: { nombre: 'Caja del carbón', establecimiento: 'Centro' },
  texto: 'Carlos R. registró 7 visitas de Ana G. en la semana del 2 de marzo',
};
const FALLIDOS: EventoActividad = {
  ...base,
  id: '30',
  accion: 'alerta.codigos_fallidos',
  tipo: 'alertas',
  fecha: '2026-11-21T16:40:00.000Z',
  nexo: { nombre: 'Caja del carbón', establecimiento: 'Centro' },
  texto:
    '10 códigos no válidos en menos de 10 minutos desde Caja del carbón (Centro), hasta las 10:40',
};
const LOGIN: EventoActividad = {
  ...base,
  id: '29',
  accion: 'sesion.iniciada',
  tipo: 'sesiones',
  actor: 'dueno',
  ip: '189.203.14.7',
  fecha: '2026-11-21T16:05:00.000Z',
};

const pagina = (eventos: EventoActividad[]) =>
  jsonResponse(200, {
    success: true,
    data: {
      zonaHoraria: NEGOCIO.zonaHoraria,
      eventos,
      siguienteCursor: null,
    } satisfies ActividadPagina,
  });

function servidor(responder: (q: URLSearchParams) => Promise<Response>) {
  fetchMock.mockImplementation((input) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === RUTA
      ? responder(url.searchParams)
      : jsonResponse(599, { message: `sin respuesta: ${url.pathname}` });
  });
}

const pedidas = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);

function renderScreen(path = '/negocio-dashboard/ajustes/actividad') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/negocio-dashboard/ajustes/actividad"
            element={<ActividadScreen negocio={NEGOCIO} />}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AHORA);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('alerts in Actividad', () => {
  it('set an alert apart: its mark and colour, the sentence, who and which Nexo it is about', async () => {
    servidor(() => pagina([FRECUENTE, FALLIDOS, LOGIN]));
    renderScreen();
    const frase = await screen.findByText(
      'Carlos R. registró 7 visitas de Ana G. en la semana del 2 de marzo',
      {
        exact: false,
      },
    );
    const fila = frase.closest('li')!;
    expect(fila.className).toMatch(/bg-marigold-50/);
    expect(fila.className).toMatch(/border-marigold-500/);
    expect(within(fila).getByText('Alerta')).toBeTruthy();
    expect(fila.querySelector('p')!.textContent).toBe(
      'AlertaCarlos R. registró 7 visitas de Ana G. en la semana del 2 de marzo',
    );
    expect(
      within(fila).getByText(
        'Carlos R. (Cajero) · Caja del carbón, en Centro · Detectada por Tarjeto',
      ),
    ).toBeTruthy();
    expect(within(fila).getByText('11:05')).toBeTruthy();

    // One about a device its sentence names already: the Nexo is not said twice.
    const fallidos = screen.getByText(/^10 códigos no válidos/).closest('li')!;
    expect(within(fallidos).getByText('Detectada por Tarjeto')).toBeTruthy();

    // Everything else stays as it was: no mark, no colour.
    const login = screen.getByText('Inicio de sesión').closest('li')!;
    expect(login.className).not.toMatch(/marigold/);
    expect(within(login).queryByText('Alerta')).toBeNull();
    expect(within(login).getByText('Tú · IP 189.203.14.7')).toBeTruthy();
  });

  it('filters to alerts only, says what they are, and says so when there are none', async () => {
    servidor((q) => pagina(q.get('tipo') === 'alertas' ? [FRECUENTE] : [FRECUENTE, LOGIN]));
    renderScreen();
    await screen.findByText('Inicio de sesión');
    expect(screen.queryByText(ALERTAS_AYUDA)).toBeNull();
    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'alertas' } });
    await vi.waitFor(() => expect(screen.queryByText('Inicio de sesión')).toBeNull());
    expect(pedidas().at(-1)!.get('tipo')).toBe('alertas');
    expect(screen.getByText(ALERTAS_AYUDA)).toBeTruthy();
    expect(screen.getAllByText('Alerta')).toHaveLength(1);

    cleanup();
    fetchMock.mockReset();
    servidor(() => pagina([]));
    renderScreen('/negocio-dashboard/ajustes/actividad?tipo=alertas');
    expect(await screen.findByText(SIN_ALERTAS)).toBeTruthy();
    expect(screen.getByText(SIN_ALERTAS_AYUDA)).toBeTruthy();
  });
});
