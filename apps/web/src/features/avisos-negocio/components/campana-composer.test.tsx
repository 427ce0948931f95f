import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, callsTo, jsonResponse, routeFetch } from '../../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../../test/render-screen.tsx';
import { audiencia, campana, NEGOCIO } from '../test-fixtures.ts';
import { CampanaComposer } from './campana-composer.tsx';

// 'Nueva campaña' (issue 28 part C): the audience counted live as the segment changes, and a
// confirmation that says how many it reaches before anything goes.

const render = () =>
  renderScreen(<CampanaComposer negocio={NEGOCIO} promociones={[]} />, {
    path: '/negocio-dashboard/avisos',
  });

const audienciaPara = (init?: RequestInit) => {
  const { segmento } = JSON.parse(String(init?.body)) as { segmento: { niveles?: number[] } };
  return jsonResponse(200, {
    success: true,
    data: segmento.niveles
      ? audiencia({ total: 20, conAvisos: 12, alcance: 9, control: 1 })
      : audiencia(),
  });
};

prepararPantalla();

describe('CampanaComposer', () => {
  it('shows whom it reaches, and counts again when the segment changes', async () => {
    routeFetch({ 'POST /api/negocio/avisos/audiencia': audienciaPara });
    const user = userEvent.setup();
    render();
    const region = screen.getByRole('region', { name: 'A quién llega' });
    expect(await within(region).findByText('Llega a 37 clientes')).toBeTruthy();
    expect(bodyOf(callsTo('/api/negocio/avisos/audiencia', 'POST')[0])).toEqual({ segmento: {} });
    for (const linea of [
      'De 80 en el segmento,',
      '50 aceptan avisos,',
      /^6 sin forma de recibirlos/,
      /^3 ya recibieron suficientes avisos esta semana/,
      '~4 se quedan sin mensaje para medir el efecto.',
    ])
      expect(within(region).getByText(linea)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Plata' }));
    expect(
      await within(region).findByText('Llega a 9 clientes', {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(bodyOf(callsTo('/api/negocio/avisos/audiencia', 'POST').at(-1))).toEqual({
      segmento: { niveles: [2] },
    });
  });

  it('says what is wrong with a segment before counting it', async () => {
    routeFetch({ 'POST /api/negocio/avisos/audiencia': audienciaPara });
    const user = userEvent.setup();
    render();
    await within(screen.getByRole('region', { name: 'A quién llega' })).findByText(
      'Llega a 37 clientes',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Mínimo' }), '8');
    await user.type(screen.getByRole('spinbutton', { name: 'Máximo' }), '3');
    expect(screen.getByText('El máximo va después del mínimo')).toBeTruthy();
    expect(screen.getByText('Corrige el segmento para contar a quién llega.')).toBeTruthy();
  });

  it('checks the text, then asks before sending, saying how many it reaches', async () => {
    routeFetch({
      'POST /api/negocio/avisos/audiencia': audienciaPara,
      'POST /api/negocio/avisos/campanas': () =>
        jsonResponse(200, { success: true, message: 'Campaña en camino.', data: campana() }),
      'GET /api/negocio/avisos/campanas': () =>
        jsonResponse(200, { success: true, data: { campanas: [campana()] } }),
    });
    const user = userEvent.setup();
    render();
    await within(screen.getByRole('region', { name: 'A quién llega' })).findByText(
      'Llega a 37 clientes',
    );

    await user.click(screen.getByRole('button', { name: 'Enviar ahora' }));
    expect(screen.getByText('Escribe el mensaje.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const caja = screen.getByRole('textbox', { name: 'Mensaje' });
    await user.type(caja, '{{nombre}, el pastor va 2×1 este sábado en {{negocio}.');
    expect(screen.getByText('Ana, el pastor va 2×1 este sábado en Tacos Cuichi.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar ahora' }));
    const dialogo = await screen.findByRole('alertdialog', { name: '¿Enviar a 37 clientes?' });
    expect(within(dialogo).getByText(/Tu mensaje llegará a 37 clientes/)).toBeTruthy();
    expect(callsTo('/api/negocio/avisos/campanas', 'POST')).toHaveLength(0);

    await user.click(within(dialogo).getByRole('button', { name: 'Enviar ahora' }));
    await waitFor(() => expect(callsTo('/api/negocio/avisos/campanas', 'POST')).toHaveLength(1));
    expect(bodyOf(callsTo('/api/negocio/avisos/campanas', 'POST')[0])).toEqual({
      texto: '{nombre}, el pastor va 2×1 este sábado en {negocio}.',
      segmento: {},
      promocionID: null,
      programadaPara: null,
    });
    expect(await screen.findByText('Campaña en camino.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((caja as HTMLTextAreaElement).value).toBe('');
  });

  it('schedules for a day and hour of the business', async () => {
    routeFetch({
      'POST /api/negocio/avisos/audiencia': audienciaPara,
      'POST /api/negocio/avisos/campanas': () =>
        jsonResponse(200, {
          success: true,
          message: 'Campaña programada.',
          data: campana({ estado: 'programada' }),
        }),
      'GET /api/negocio/avisos/campanas': () =>
        jsonResponse(200, { success: true, data: { campanas: [] } }),
    });
    const user = userEvent.setup();
    render();
    await within(screen.getByRole('region', { name: 'A quién llega' })).findByText(
      'Llega a 37 clientes',
    );
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Hola, {{nombre}.');
    await user.click(screen.getByRole('radio', { name: 'Programar' }));
    const dia = screen.getByLabelText('Día');
    await user.type(dia, '2099-01-15');
    await user.clear(screen.getByLabelText(/^Hora/));
    await user.type(screen.getByLabelText(/^Hora/), '10:30');
    await user.click(screen.getByRole('button', { name: 'Programar' }));
    const dialogo = await screen.findByRole('alertdialog', { name: '¿Programar la campaña?' });
    expect(within(dialogo).getByText(/Saldrá el jueves, 15 de enero/)).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Programar' }));
    await waitFor(() => expect(callsTo('/api/negocio/avisos/campanas', 'POST')).toHaveLength(1));
    // 10:30 in Mexico City (UTC−6) is 16:30 UTC.
    expect(bodyOf(callsTo('/api/negocio/avisos/campanas', 'POST')[0]).programadaPara).toBe(
      '2099-01-15T16:30:00.000Z',
    );
  });

  it('does not send now what reaches nobody, and says why', async () => {
    routeFetch({
      'POST /api/negocio/avisos/audiencia': () =>
        jsonResponse(200, {
          success: true,
          data: audiencia({ conAvisos: 0, sinCanal: 0, porLimites: 0, control: 0, alcance: 0 }),
        }),
    });
    const user = userEvent.setup();
    render();
    await within(screen.getByRole('region', { name: 'A quién llega' })).findByText(
      'Llega a 0 clientes',
    );
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Hola, {{nombre}.');
    await user.click(screen.getByRole('button', { name: 'Enviar ahora' }));
    expect(await screen.findByText(/Ahora no llega a nadie/)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo('/api/negocio/avisos/campanas', 'POST')).toHaveLength(0);
  });
});
