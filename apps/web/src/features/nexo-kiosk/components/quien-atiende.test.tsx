import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES, type NexoEquipo } from '@tarjeto/shared';
import {
  bodyOf,
  callsTo,
  errorResponse,
  headerOf,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { PIN_INCORRECTO_AVISO, PIN_INTENTOS_AVISO } from '../lib/atiende-copy.ts';
import { prepararKiosk, renderKiosk, visitaOk, yoOk } from '../test-utils.tsx';

// "¿Quién atiende?" at the counter (issue 25 part B): with a team, the person serving says it is
// them with their PIN before the kiosk scans; the header names them and 'Cambiar' hands over. A
// business without a team, or a kiosk without a connection, scans as it always did.

const CARLOS = {
  miembroId: '33333333-3333-4333-8333-333333333333',
  nombre: 'Carlos Pérez',
  rol: 'cajero' as const,
};
const ROSA = {
  miembroId: '55555555-5555-4555-8555-555555555555',
  nombre: 'Rosa Méndez',
  rol: 'encargado' as const,
};

const equipoOk = (data: NexoEquipo) => jsonResponse(200, { success: true, data });

const red = prepararKiosk();
let equipo: NexoEquipo;
beforeEach(() => {
  equipo = { personas: [CARLOS, ROSA], atiende: null };
});

const rutas = (extra: Record<string, (init?: RequestInit) => Promise<Response>> = {}) =>
  routeFetch({
    'GET /api/nexo/yo': () => yoOk(),
    'POST /api/nexo/latido': () =>
      jsonResponse(200, {
        success: true,
        data: { vistoAt: new Date().toISOString(), latidoCadaMs: 60_000 },
      }),
    'GET /api/nexo/equipo': () => equipoOk(equipo),
    ...extra,
  });

const pad = () => screen.getByRole('group', { name: 'Teclado del PIN' });

describe('¿Quién atiende?', () => {
  it('asks who serves before scanning, takes the PIN on the pad, and names them in the header', async () => {
    rutas({
      'POST /api/nexo/atiende': (init) => {
        const { miembroId } = JSON.parse(String(init?.body)) as { miembroId: string };
        equipo = { ...equipo, atiende: CARLOS };
        return jsonResponse(200, {
          success: true,
          data: { atiende: miembroId === CARLOS.miembroId ? CARLOS : ROSA },
        });
      },
    });
    const user = userEvent.setup();
    renderKiosk();
    expect(await screen.findByRole('heading', { name: '¿Quién atiende?' })).toBeTruthy();
    expect(headerOf(callsTo('/api/nexo/equipo', 'GET')[0], 'Authorization')).toBe(
      'Bearer nexo_secreto',
    );
    // The scanner waits behind it, out of reach.
    expect(screen.getByRole('button', { name: /Carlos Pérez/ }).textContent).toContain('Cajero');
    expect(
      screen.getByRole('button', { name: 'Escribir código' }).closest('[inert]'),
    ).not.toBeNull();

    await user.click(screen.getByRole('button', { name: /Carlos Pérez/ }));
    const campo = screen.getByLabelText('Escribe tu PIN') as HTMLInputElement;
    expect(document.activeElement).toBe(campo);
    const entrar = within(pad()).getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;
    for (const d of ['4', '8', '2'])
      await user.click(within(pad()).getByRole('button', { name: d }));
    expect(campo.value).toBe('482');
    // Fewer than 4 digits cannot be sent.
    expect(entrar.disabled).toBe(true);
    await user.click(within(pad()).getByRole('button', { name: 'Borrar' }));
    expect(campo.value).toBe('48');
    // The keyboard works too, and the focus stayed in the field.
    await user.keyboard('21{Enter}');

    const header = screen.getByRole('banner');
    expect(await within(header).findByTestId('nexo-atiende')).toBeTruthy();
    expect(within(header).getByTestId('nexo-atiende').textContent).toBe('Atiende: Carlos Pérez');
    expect(bodyOf(callsTo('/api/nexo/atiende', 'POST')[0])).toEqual({
      miembroId: CARLOS.miembroId,
      pin: '4821',
    });
    expect(screen.queryByRole('heading', { name: '¿Quién atiende?' })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Escanea el código del cliente' }),
    ).toBeTruthy();
  });

  it('hands over in one tap: Cambiar lets go and asks again', async () => {
    equipo = { personas: [CARLOS, ROSA], atiende: CARLOS };
    rutas({
      'POST /api/nexo/atiende/salir': () => {
        equipo = { ...equipo, atiende: null };
        return jsonResponse(200, { success: true, data: { atiende: null } });
      },
    });
    const user = userEvent.setup();
    renderKiosk();
    const header = screen.getByRole('banner');
    expect((await within(header).findByTestId('nexo-atiende')).textContent).toBe(
      'Atiende: Carlos Pérez',
    );
    expect(screen.getByRole('heading', { name: 'Escanea el código del cliente' })).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Cambiar quién atiende' }));
    expect(await screen.findByRole('heading', { name: '¿Quién atiende?' })).toBeTruthy();
    expect(callsTo('/api/nexo/atiende/salir', 'POST')).toHaveLength(1);
    expect(within(header).queryByTestId('nexo-atiende')).toBeNull();
  });

  it('says a wrong PIN plainly, and a locked one, with the way back to the list', async () => {
    let intentos = 0;
    rutas({
      'POST /api/nexo/atiende': () =>
        ++intentos === 1
          ? jsonResponse(400, {
              success: false,
              code: 'PIN_INCORRECTO',
              message: 'El PIN no es correcto',
              fieldErrors: { pin: 'El PIN no es correcto' },
            })
          : errorResponse(429, 'PIN_BLOQUEADO', ERROR_MESSAGES.PIN_BLOQUEADO),
    });
    const user = userEvent.setup();
    renderKiosk();
    await user.click(await screen.findByRole('button', { name: /Rosa Méndez/ }));
    await user.keyboard('1111{Enter}');
    expect(await screen.findByText(PIN_INCORRECTO_AVISO)).toBeTruthy();
    expect(screen.getByText(PIN_INTENTOS_AVISO)).toBeTruthy();
    const campo = screen.getByLabelText('Escribe tu PIN') as HTMLInputElement;
    expect(campo.value).toBe('');
    expect(campo.getAttribute('aria-invalid')).toBe('true');

    await user.keyboard('2222{Enter}');
    expect(await screen.findByText('PIN bloqueado por 5 minutos')).toBeTruthy();
    expect(screen.getByText(ERROR_MESSAGES.PIN_BLOQUEADO)).toBeTruthy();
    expect((within(pad()).getByRole('button', { name: '1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Elegir a otra persona' }));
    expect(screen.getByRole('heading', { name: '¿Quién atiende?' })).toBeTruthy();
    // Back on the list, on the name just left.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Rosa Méndez/ }));
  });

  it('goes back with Escape (No soy…) without sending anything', async () => {
    rutas();
    const user = userEvent.setup();
    renderKiosk();
    await user.click(await screen.findByRole('button', { name: /Carlos Pérez/ }));
    expect(screen.getByRole('button', { name: 'No soy Carlos' })).toBeTruthy();
    await user.keyboard('12{Escape}');
    expect(screen.getByRole('heading', { name: '¿Quién atiende?' })).toBeTruthy();
    expect(callsTo('/api/nexo/atiende')).toHaveLength(0);
  });

  it('never asks a business without a team: it scans as always', async () => {
    equipo = { personas: [], atiende: null };
    rutas({ 'POST /api/nexo/visitas': () => visitaOk() });
    renderKiosk();
    await waitFor(() => expect(callsTo('/api/nexo/equipo', 'GET')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Escribir código' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '¿Quién atiende?' })).toBeNull();
    expect(screen.queryByTestId('nexo-atiende')).toBeNull();
  });

  it('does not block scanning without a connection', async () => {
    red.enLinea = false;
    rutas();
    renderKiosk();
    expect(await screen.findByRole('button', { name: 'Escribir código' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: '¿Quién atiende?' })).toBeNull();
  });
});
