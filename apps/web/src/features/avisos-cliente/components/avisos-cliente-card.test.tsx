import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as push from '../../../lib/push.ts';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
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
import { AvisosClienteCard } from './avisos-cliente-card.tsx';

// Ajustes → 'Avisos de tus lugares' (issue 28 A2): a switch per business saved at once, this
// device's notifications on and off through lib/push.ts (the permission asked only on the
// customer's click), and what the browser's block or the mail's state mean.

vi.mock('../../../lib/push.ts', async (original) =>
  (await import('../test-fixtures.ts')).pushDePrueba(original),
);

const DOS = avisos({
  tarjetas: [
    tarjetaAviso({ acepta: true, preguntado: true }),
    tarjetaAviso({ negocioID: 'NEGLUPITA', nombre: 'Café Lupita' }),
  ],
});
const pushOk = (suscripciones: number, message: string) => () =>
  jsonResponse(200, { success: true, message, data: { suscripciones } });

prepararPantalla();
beforeEach(() => {
  vi.mocked(push.estadoPermiso).mockReturnValue('preguntar');
  vi.mocked(push.suscripcionActual).mockResolvedValue(null);
  vi.mocked(push.suscribirPush).mockReset();
  vi.mocked(push.cancelarPush).mockReset();
});

const render = () => renderScreen(<AvisosClienteCard />);
const interruptor = (name: string) =>
  screen.findByRole('switch', { name }) as Promise<HTMLInputElement>;

describe("Ajustes' avisos card", () => {
  it('lists each place with its switch, and saves a change at once with a toast', async () => {
    routeFetch({
      [AVISOS_PATH]: avisosResponse(DOS),
      [`PUT ${AVISOS_PATH}/NEGLUPITA`]: cambiarResponse(DOS.tarjetas[1]),
      [`PUT ${AVISOS_PATH}/NEGCUICHI`]: cambiarResponse(DOS.tarjetas[0]),
    });
    const user = userEvent.setup();
    render();
    const cuichi = await interruptor('Tacos Cuichi');
    const lupita = await interruptor('Café Lupita');
    expect(cuichi.checked).toBe(true);
    expect(lupita.checked).toBe(false);
    expect(screen.getByText('Sin avisos: aún no le respondes')).toBeTruthy();

    await user.click(lupita);
    expect(await screen.findByText('Recibirás avisos de Café Lupita.')).toBeTruthy();
    expect(bodyOf(callsTo(`${AVISOS_PATH}/NEGLUPITA`, 'PUT')[0])).toEqual({ acepta: true });
    expect((await interruptor('Café Lupita')).checked).toBe(true);

    await user.click(cuichi);
    expect(await screen.findByText('Ya no recibirás avisos de Tacos Cuichi.')).toBeTruthy();
    expect(bodyOf(callsTo(`${AVISOS_PATH}/NEGCUICHI`, 'PUT')[0])).toEqual({ acepta: false });
    expect((await interruptor('Tacos Cuichi')).checked).toBe(false);
    // Consent is not notifications: nothing was asked of the browser.
    expect(push.suscribirPush).not.toHaveBeenCalled();
  });

  it("turns this device's notifications on only from the switch, then off", async () => {
    routeFetch({
      [AVISOS_PATH]: avisosResponse(),
      [`POST ${PUSH_PATH}`]: pushOk(1, 'Las notificaciones llegarán a este dispositivo.'),
      [`DELETE ${PUSH_PATH}`]: pushOk(0, 'Este dispositivo ya no recibirá notificaciones.'),
    });
    vi.mocked(push.suscribirPush).mockResolvedValue(SUSCRIPCION);
    vi.mocked(push.cancelarPush).mockResolvedValue(SUSCRIPCION.endpoint!);
    const user = userEvent.setup();
    render();
    const dispositivo = await interruptor('Notificaciones en este dispositivo');
    await waitFor(() => expect(dispositivo.disabled).toBe(false));
    expect(dispositivo.checked).toBe(false);
    expect(push.suscribirPush).not.toHaveBeenCalled();

    await user.click(dispositivo);
    expect(push.suscribirPush).toHaveBeenCalledExactlyOnceWith(CLAVE);
    expect(await screen.findByText('Las notificaciones llegarán a este dispositivo.')).toBeTruthy();
    expect(bodyOf(callsTo(PUSH_PATH, 'POST')[0])).toEqual(SUSCRIPCION);
    await waitFor(() => expect(dispositivo.checked).toBe(true));

    await user.click(dispositivo);
    expect(await screen.findByText('Este dispositivo ya no recibirá notificaciones.')).toBeTruthy();
    expect(push.cancelarPush).toHaveBeenCalledOnce();
    expect(bodyOf(callsTo(PUSH_PATH, 'DELETE')[0])).toEqual({ endpoint: SUSCRIPCION.endpoint });
    await waitFor(() => expect(dispositivo.checked).toBe(false));
    expect(push.suscribirPush).toHaveBeenCalledOnce();
  });

  it('explains a browser that blocked notifications, and cannot switch them on', async () => {
    vi.mocked(push.estadoPermiso).mockReturnValue('denegado');
    routeFetch({ [AVISOS_PATH]: avisosResponse() });
    render();
    const dispositivo = await interruptor('Notificaciones en este dispositivo');
    expect(
      await screen.findByText(
        'Tu navegador bloqueó las notificaciones de Tarjeto: actívalas en la configuración del sitio.',
      ),
    ).toBeTruthy();
    expect(dispositivo.disabled).toBe(true);
    expect(dispositivo.checked).toBe(false);
  });

  it('says whether mail reaches them', async () => {
    routeFetch({ [AVISOS_PATH]: avisosResponse() });
    render();
    expect(
      await screen.findByText('También por correo, si no tienes notificaciones.'),
    ).toBeTruthy();
    cleanup();
    routeFetch({ [AVISOS_PATH]: avisosResponse(avisos({ correo: false })) });
    render();
    expect(
      await screen.findByText(/Por correo no te llegan: tu dirección no está verificada/),
    ).toBeTruthy();
  });

  it('without places, says how the first one comes', async () => {
    routeFetch({ [AVISOS_PATH]: avisosResponse(avisos({ tarjetas: [] })) });
    render();
    expect(await screen.findByText('Aún no tienes lugares')).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(1);
  });

  it('offers a retry when the avisos do not load', async () => {
    let fallar = true;
    routeFetch({
      [AVISOS_PATH]: () =>
        fallar ? errorResponse(500, 'INTERNAL', 'Algo falló.') : avisosResponse()(),
    });
    const user = userEvent.setup();
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('Algo falló.');
    fallar = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await interruptor('Tacos Cuichi')).toBeTruthy();
  });
});
