import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bodyOf,
  callsTo,
  errorResponse,
  jsonResponse,
  routeFetch,
} from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import { pase, pasesResponse as pases, PASES_PATH as PASES } from '../test-fixtures.ts';
import { BotonesCartera } from './cartera-telefono.tsx';

// A card's way into the phone's wallet (DOMAIN §11): the badges of the wallets the server offers,
// Google's save link asked for and followed, Apple's pass as a plain link, and the line that says
// a card is already there.

const GOOGLE = 'POST /api/cliente/pases/google';
const SAVE_URL = 'https://pay.google.com/gp/v/save/eyJhbGciOi';

let assign: ReturnType<typeof vi.fn>;

prepararPantalla();
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
});

const render = (compacto = false) =>
  renderScreen(
    <BotonesCartera negocioID="NEGCUICHI" nombreNegocio="Tacos Cuichi" compacto={compacto} />,
  );

describe('the phone-wallet buttons of a card', () => {
  it('shows both badges, named by their words, in a group named by the business', async () => {
    routeFetch({ [PASES]: pases() });
    render();
    const grupo = await screen.findByRole('group', { name: 'Cartera del teléfono: Tacos Cuichi' });
    expect(within(grupo).getByRole('button', { name: 'Agregar a Google Wallet' })).toBeTruthy();
    const apple = within(grupo).getByRole('link', { name: 'Agregar a Apple Wallet' });
    expect(apple.getAttribute('href')).toBe('/api/cliente/pases/apple/NEGCUICHI');
  });

  it('shows no button for a wallet the server does not offer, and nothing with neither', async () => {
    routeFetch({ [PASES]: pases({ disponibles: { google: false, apple: true } }) });
    render();
    expect(await screen.findByRole('link', { name: 'Agregar a Apple Wallet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Google Wallet/ })).toBeNull();
    cleanup();

    routeFetch({ [PASES]: pases({ disponibles: { google: true, apple: false } }) });
    render(true);
    expect(await screen.findByRole('button', { name: 'Agregar a Google Wallet' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Apple Wallet/ })).toBeNull();
    cleanup();

    routeFetch({ [PASES]: pases({ disponibles: { google: false, apple: false } }) });
    const { container } = render();
    await waitFor(() => expect(callsTo(PASES)).toHaveLength(3));
    // Answered and drawn: still nothing at all.
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('[role="group"]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("asks Google's link for this business and goes there; a second tap asks nothing more", async () => {
    let responder: (r: Response) => void = () => {};
    routeFetch({
      [PASES]: pases(),
      [GOOGLE]: () => new Promise<Response>((r) => (responder = r)),
    });
    const user = userEvent.setup();
    render();
    const boton = await screen.findByRole('button', { name: 'Agregar a Google Wallet' });
    await user.click(boton);
    await waitFor(() => expect(boton.getAttribute('aria-busy')).toBe('true'));
    await user.click(boton);
    expect(document.activeElement).toBe(boton);
    expect(callsTo('/api/cliente/pases/google', 'POST')).toHaveLength(1);
    expect(bodyOf(callsTo('/api/cliente/pases/google', 'POST')[0])).toEqual({
      negocioID: 'NEGCUICHI',
    });
    expect(assign).not.toHaveBeenCalled();

    responder(
      new Response(JSON.stringify({ success: true, data: { url: SAVE_URL } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SAVE_URL));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("shows the server's Spanish message when the wallet does not answer, and stays", async () => {
    routeFetch({
      [PASES]: pases(),
      [GOOGLE]: () =>
        errorResponse(
          503,
          'CARTERA_NO_RESPONDE',
          'Google Wallet no responde en este momento. Intenta en unos minutos.',
        ),
    });
    const user = userEvent.setup();
    render();
    const boton = await screen.findByRole('button', { name: 'Agregar a Google Wallet' });
    await user.click(boton);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Google Wallet no responde en este momento. Intenta en unos minutos.',
    );
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(boton.getAttribute('aria-busy')).toBeNull());
  });

  it('never leaves for an address that is not a web page', async () => {
    routeFetch({
      [PASES]: pases(),
      [GOOGLE]: () => jsonResponse(200, { success: true, data: { url: 'javascript:alert(1)' } }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Agregar a Google Wallet' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No pudimos abrir Google Wallet. Intenta de nuevo.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('says a card is already in a wallet, and Google can open it again with a fresh link', async () => {
    routeFetch({
      [PASES]: pases({
        pases: [
          pase('NEGCUICHI', 'google'),
          pase('NEGCUICHI', 'apple'),
          // Another business's pass says nothing about this card.
          pase('NEGCAFE', 'google'),
        ],
      }),
      [GOOGLE]: () => jsonResponse(200, { success: true, data: { url: SAVE_URL } }),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('En tu Google Wallet')).toBeTruthy();
    expect(screen.getByText('En tu Apple Wallet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar a Google Wallet' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Agregar a Apple Wallet' })).toBeNull();
    // The pass can be had again (another iPhone, or one that lost it).
    expect(screen.getByRole('link', { name: /^Descargar otra vez/ }).getAttribute('href')).toBe(
      '/api/cliente/pases/apple/NEGCUICHI',
    );
    await user.click(screen.getByRole('button', { name: 'Abrir en Google Wallet' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SAVE_URL));
    expect(bodyOf(callsTo('/api/cliente/pases/google', 'POST')[0])).toEqual({
      negocioID: 'NEGCUICHI',
    });
  });

  it('shows nothing when the wallets cannot be read', async () => {
    routeFetch({ [PASES]: () => errorResponse(500, 'INTERNAL', 'Error') });
    const { container } = render();
    await waitFor(() => expect(callsTo(PASES)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('[role="group"]')).toBeNull();
  });
});
