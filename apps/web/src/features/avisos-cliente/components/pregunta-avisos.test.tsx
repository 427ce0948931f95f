import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as push from '../../../lib/push.ts';
import { bodyOf, callsTo, jsonResponse, routeFetch } from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import {
  AVISOS_PATH,
  avisos,
  avisosResponse,
  cambiarResponse,
  CLAVE,
  PUSH_PATH,
  SUSCRIPCION,
  tarjetaAviso,
} from '../test-fixtures.ts';
import { PreguntaAvisos } from './pregunta-avisos.tsx';

// Asked once, on the card (issue 28 A2): while the business's card was never answered, its detail
// asks; both answers are stored. After a yes it offers this phone's notifications — and the
// browser's permission is asked only from that button, never when the card opens.

vi.mock('../../../lib/push.ts', async (original) =>
  (await import('../test-fixtures.ts')).pushDePrueba(original),
);

const PUT = `${AVISOS_PATH}/NEGCUICHI`;
const PREGUNTA = '¿Quieres que Tacos Cuichi te avise?';

prepararPantalla();
beforeEach(() => {
  vi.mocked(push.estadoPermiso).mockReturnValue('preguntar');
  vi.mocked(push.suscribirPush).mockReset();
});

const render = () => renderScreen(<PreguntaAvisos negocioID="NEGCUICHI" />);

describe('the avisos question on a card', () => {
  it('asks, says what and how often, and asks the browser nothing on load', async () => {
    routeFetch({ [AVISOS_PATH]: avisosResponse() });
    render();
    const panel = await screen.findByRole('region', { name: PREGUNTA });
    expect(panel.textContent).toContain('Ofertas para tu nivel');
    expect(panel.textContent).toContain('Máximo un aviso al día y nunca de noche.');
    expect(screen.getByRole('button', { name: 'Sí, avísame' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ahora no' })).toBeTruthy();
    expect(push.suscribirPush).not.toHaveBeenCalled();
    expect(callsTo(PUT, 'PUT')).toHaveLength(0);
  });

  it('"Sí, avísame" stores the yes, then subscribes this phone only on its own click', async () => {
    routeFetch({
      [AVISOS_PATH]: avisosResponse(),
      [`PUT ${PUT}`]: cambiarResponse(),
      [`POST ${PUSH_PATH}`]: () =>
        jsonResponse(200, {
          success: true,
          message: 'Las notificaciones llegarán a este dispositivo.',
          data: { suscripciones: 1 },
        }),
    });
    vi.mocked(push.suscribirPush).mockResolvedValue(SUSCRIPCION);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Sí, avísame' }));
    await screen.findByRole('heading', { name: '¡Listo! Tacos Cuichi te avisará' });
    expect(bodyOf(callsTo(PUT, 'PUT')[0])).toEqual({ acepta: true });
    // Answering is not asking the browser.
    expect(push.suscribirPush).not.toHaveBeenCalled();
    expect(screen.getByText(/Si no, te llegarán por correo\./)).toBeTruthy();

    await user.click(
      await screen.findByRole('button', { name: 'Recibir notificaciones en este teléfono' }),
    );
    expect(push.suscribirPush).toHaveBeenCalledExactlyOnceWith(CLAVE);
    await waitFor(() => expect(callsTo(PUSH_PATH, 'POST')).toHaveLength(1));
    expect(bodyOf(callsTo(PUSH_PATH, 'POST')[0])).toEqual(SUSCRIPCION);
    expect(await screen.findByText(/Te llegarán como notificación a este teléfono/)).toBeTruthy();
    expect(screen.getByText('Las notificaciones llegarán a este dispositivo.')).toBeTruthy();
  });

  it('"Ahora no" stores the no, and says where to change it', async () => {
    routeFetch({ [AVISOS_PATH]: avisosResponse(), [`PUT ${PUT}`]: cambiarResponse() });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ahora no' }));
    await screen.findByRole('heading', { name: 'Entendido: Tacos Cuichi no te enviará avisos' });
    expect(bodyOf(callsTo(PUT, 'PUT')[0])).toEqual({ acepta: false });
    expect(screen.getByRole('link', { name: 'Ajustes' }).getAttribute('href')).toBe(
      '/cliente-dashboard/ajustes',
    );
    expect(push.suscribirPush).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is not asked again once answered', async () => {
    routeFetch({
      [AVISOS_PATH]: avisosResponse(
        avisos({ tarjetas: [tarjetaAviso({ preguntado: true, acepta: false })] }),
      ),
    });
    render();
    await waitFor(() => expect(callsTo(AVISOS_PATH)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('with no way to reach the customer, says they arrive once notifications or mail are on', async () => {
    vi.mocked(push.estadoPermiso).mockReturnValue('no-disponible');
    routeFetch({
      [AVISOS_PATH]: avisosResponse(avisos({ correo: false })),
      [`PUT ${PUT}`]: cambiarResponse(),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Sí, avísame' }));
    expect(
      await screen.findByText(
        'Te llegarán en cuanto actives las notificaciones o verifiques tu correo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Recibir notificaciones/ })).toBeNull();
  });

  it('a refused permission says how to undo it', async () => {
    routeFetch({ [AVISOS_PATH]: avisosResponse(), [`PUT ${PUT}`]: cambiarResponse() });
    vi.mocked(push.suscribirPush).mockRejectedValue(new push.ErrorPush('denegado'));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Sí, avísame' }));
    await user.click(
      await screen.findByRole('button', { name: 'Recibir notificaciones en este teléfono' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tu navegador bloqueó las notificaciones de Tarjeto: actívalas en la configuración del sitio.',
    );
    expect(callsTo(PUSH_PATH, 'POST')).toHaveLength(0);
  });
});
