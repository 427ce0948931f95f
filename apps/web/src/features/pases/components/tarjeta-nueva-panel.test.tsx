import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { callsTo, fetchMock, routeFetch } from '../../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../../test/render-screen.tsx';
import { tarjetaRecienEstrenada } from '../lib/tarjeta-nueva.ts';
import { negocio, pase, PASES_PATH, pasesResponse, tarjeta } from '../test-fixtures.ts';
import { TarjetaNuevaPanel } from './tarjeta-nueva-panel.tsx';

// Right after a first visit's card appears, Inicio offers to keep it in the phone's wallet: only
// for a card of one visit, made in the last 24 hours, in no wallet yet, with a wallet offered.

const AHORA = new Date('2026-11-27T20:00:00.000Z');
const hace = (horas: number) => new Date(AHORA.getTime() - horas * 3600_000).toISOString();
const TITULO = /ya está aquí$/;

prepararPantalla();

const render = (tarjetas: Parameters<typeof TarjetaNuevaPanel>[0]['tarjetas']) =>
  renderScreen(<TarjetaNuevaPanel tarjetas={tarjetas} ahora={AHORA} />);

/** Rendered with the wallets answered: the panel, or null when it stays away. */
async function panelTras(tarjetas: Parameters<typeof render>[0]) {
  render(tarjetas);
  await waitFor(() => expect(callsTo(PASES_PATH)).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 20));
  return screen.queryByRole('region', { name: TITULO });
}

describe('the first-visit panel on Inicio', () => {
  it("offers today's one-visit card to the phone's wallet, with its badges", async () => {
    routeFetch({ [PASES_PATH]: pasesResponse() });
    render([tarjeta({ ultimaVisita: hace(2) })]);
    const panel = await screen.findByRole('region', {
      name: 'Tu tarjeta de Tacos Cuichi ya está aquí',
    });
    expect(panel.textContent).toContain(
      'Guárdala en la cartera de tu teléfono: la verás al pasar por ahí y se actualiza sola.',
    );
    expect(panel.querySelector('button')?.textContent).toBe('Agregar a Google Wallet');
    expect(screen.getByRole('link', { name: 'Agregar a Apple Wallet' }).getAttribute('href')).toBe(
      '/api/cliente/pases/apple/NEGCUICHI',
    );
  });

  it('stays away for a card of more visits, of yesterday, or already in a wallet', async () => {
    routeFetch({ [PASES_PATH]: pasesResponse() });
    expect(await panelTras([tarjeta({ visitasTotales: 2, ultimaVisita: hace(2) })])).toBeNull();
    cleanup();
    fetchMock.mockClear();
    expect(await panelTras([tarjeta({ ultimaVisita: hace(25) })])).toBeNull();
    cleanup();
    fetchMock.mockClear();
    expect(await panelTras([tarjeta({ visitasTotales: 0, ultimaVisita: null })])).toBeNull();
    cleanup();
    fetchMock.mockClear();
    routeFetch({ [PASES_PATH]: pasesResponse({ pases: [pase('NEGCUICHI', 'apple')] }) });
    expect(await panelTras([tarjeta({ ultimaVisita: hace(2) })])).toBeNull();
  });

  it('stays away when the server offers no wallet', async () => {
    routeFetch({
      [PASES_PATH]: pasesResponse({ disponibles: { google: false, apple: false } }),
    });
    expect(await panelTras([tarjeta({ ultimaVisita: hace(2) })])).toBeNull();
  });

  it('picks the newest card a first visit made, one panel only', () => {
    const tarjetas = [
      tarjeta({ negocio: negocio('NEGVIEJA', 'Café Viejo'), ultimaVisita: hace(20) }),
      tarjeta({ negocio: negocio('NEGNUEVA', 'Panadería Nueva'), ultimaVisita: hace(1) }),
      tarjeta({ negocio: negocio('NEGMEDIA', 'Jugos Media'), ultimaVisita: hace(5) }),
    ];
    expect(tarjetaRecienEstrenada(tarjetas, [], AHORA)?.negocio.publicID).toBe('NEGNUEVA');
    expect(
      tarjetaRecienEstrenada(tarjetas, [pase('NEGNUEVA', 'google')], AHORA)?.negocio.publicID,
    ).toBe('NEGMEDIA');
    // Exactly 24 hours still counts; a minute more does not.
    expect(tarjetaRecienEstrenada([tarjeta({ ultimaVisita: hace(24) })], [], AHORA)).not.toBeNull();
    expect(
      tarjetaRecienEstrenada([tarjeta({ ultimaVisita: hace(24 + 1 / 60) })], [], AHORA),
    ).toBeNull();
  });
});
