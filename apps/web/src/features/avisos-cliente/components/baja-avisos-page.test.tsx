import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../../test/render-screen.tsx';
import { BajaAvisosPage } from './baja-avisos-page.tsx';

// An aviso's 'Dejar de recibir' (issue 28 A2), public: the business named, one button, and what
// a link already used or unknown says.

const ID = '0b6f5f7e-3d1c-4a0e-9b7f-2a8f1c9d4e11';
const RUTA = `/api/avisos/baja/${ID}`;
const baja = (acepta: boolean) => () =>
  jsonResponse(200, { success: true, data: { negocio: 'Tacos Cuichi', acepta } });

prepararPantalla();

const render = (id = ID) =>
  renderScreen(<BajaAvisosPage mensajeID={id} />, { path: `/avisos/baja/${id}` });

describe("'Dejar de recibir'", () => {
  it('names the business, and one button stops its avisos', async () => {
    routeFetch({ [`GET ${RUTA}`]: baja(true), [`POST ${RUTA}`]: baja(false) });
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', {
      level: 1,
      name: 'Dejar de recibir avisos de Tacos Cuichi',
    });
    expect(callsTo(RUTA, 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Dejar de recibir avisos' }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Listo: Tacos Cuichi ya no te enviará avisos',
    });
    expect(bodyOf(callsTo(RUTA, 'POST')[0])).toEqual({});
    expect(screen.getByRole('status').textContent).toContain(
      'Puedes volver a activarlos en Ajustes.',
    );
    expect(screen.getByRole('link', { name: 'Ir a Ajustes' }).getAttribute('href')).toBe(
      '/cliente-dashboard/ajustes',
    );
  });

  it('a link already used says they are off, with nothing to press', async () => {
    routeFetch({ [`GET ${RUTA}`]: baja(false) });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Ya no recibes avisos de Tacos Cuichi' });
    expect(
      screen.getByText(/Ya los habías apagado\. Puedes volver a activarlos en Ajustes\./),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dejar de recibir avisos' })).toBeNull();
    expect(callsTo(RUTA, 'POST')).toHaveLength(0);
  });

  it('an unknown link says it no longer works', async () => {
    routeFetch({
      [`GET ${RUTA}`]: () =>
        errorResponse(
          404,
          'AVISO_DESCONOCIDO',
          'Este enlace para dejar de recibir avisos ya no es válido.',
        ),
    });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no sirve' });
    expect(
      screen.getByText('Este enlace para dejar de recibir avisos ya no es válido.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Ajustes' })).toBeTruthy();
  });

  it('a failed load offers a retry', async () => {
    routeFetch({ [`GET ${RUTA}`]: () => errorResponse(500, 'INTERNAL', 'Algo falló.') });
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('Algo falló.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
