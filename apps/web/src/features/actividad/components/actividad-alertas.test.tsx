import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fetchMock, queriesTo } from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import { ALERTAS_AYUDA, SIN_ALERTAS, SIN_ALERTAS_AYUDA } from '../lib/copy.ts';
import { AHORA, evento, NEGOCIO, pagina, PANTALLA, RUTA, servidor } from '../test-fixtures.ts';
import { ActividadScreen } from './actividad-screen.tsx';

// Alertas in 'Actividad de la cuenta' (issue 25 part C): an alert row stands apart from the
// rest — its own icon and colour, the sentence Tarjeto wrote, who and which Nexo it is about —
// and the filter 'Alertas' asks the server for alerts only, says what they are, and says plainly
// when there are none.

const FRECUENTE = evento({
  id: '31',
  accion: 'alerta.cliente_frecuente',
  tipo: 'alertas',
  actor: 'sistema',
  fecha: '2026-11-21T17:05:00.000Z',
  cliente: 'Ana G.',
  miembro: { nombre: 'Carlos Reyes', rol: 'cajero' },
  nexo: { nombre: 'Caja del carbón', establecimiento: 'Centro' },
  texto: 'Carlos R. registró 7 visitas de Ana G. en la semana del 2 de marzo',
});
const FALLIDOS = evento({
  id: '30',
  accion: 'alerta.codigos_fallidos',
  tipo: 'alertas',
  actor: 'sistema',
  fecha: '2026-11-21T16:40:00.000Z',
  nexo: { nombre: 'Caja del carbón', establecimiento: 'Centro' },
  texto:
    '10 códigos no válidos en menos de 10 minutos desde Caja del carbón (Centro), hasta las 10:40',
});
const LOGIN = evento({
  id: '29',
  accion: 'sesion.iniciada',
  tipo: 'sesiones',
  ip: '189.203.14.7',
  fecha: '2026-11-21T16:05:00.000Z',
});

const render = (path = PANTALLA) => renderScreen(<ActividadScreen negocio={NEGOCIO} />, { path });

prepararPantalla({ reloj: { now: AHORA, toFake: ['Date'] } });

describe('alerts in Actividad', () => {
  it('set an alert apart: its mark and colour, the sentence, who and which Nexo it is about', async () => {
    servidor(() => pagina([FRECUENTE, FALLIDOS, LOGIN]));
    render();
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
    render();
    await screen.findByText('Inicio de sesión');
    expect(screen.queryByText(ALERTAS_AYUDA)).toBeNull();
    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'alertas' } });
    await vi.waitFor(() => expect(screen.queryByText('Inicio de sesión')).toBeNull());
    expect(queriesTo(RUTA).at(-1)!.get('tipo')).toBe('alertas');
    expect(screen.getByText(ALERTAS_AYUDA)).toBeTruthy();
    expect(screen.getAllByText('Alerta')).toHaveLength(1);

    cleanup();
    fetchMock.mockReset();
    servidor(() => pagina([]));
    render('/negocio-dashboard/ajustes/actividad?tipo=alertas');
    expect(await screen.findByText(SIN_ALERTAS)).toBeTruthy();
    expect(screen.getByText(SIN_ALERTAS_AYUDA)).toBeTruthy();
  });
});
