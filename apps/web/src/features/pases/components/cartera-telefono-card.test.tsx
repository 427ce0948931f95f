import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, routeFetch } from '../../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../../test/render-screen.tsx';
import { pase, PASES_PATH, pasesResponse } from '../test-fixtures.ts';
import { CarteraTelefonoCard } from './cartera-telefono-card.tsx';

// 'Cartera del teléfono' in the customer's Ajustes: how many cards are in the phone's wallets,
// what leaves for Google and Apple, and removing them all after a question.

const QUITADAS = 'Quitamos tus tarjetas de la cartera del teléfono.';
const QUITAR = 'Quitar de la cartera del teléfono';

prepararPantalla();

const render = () => renderScreen(<CarteraTelefonoCard />);
const tarjeta = () => screen.findByRole('heading', { name: 'Cartera del teléfono' });

describe('Cartera del teléfono (Ajustes)', () => {
  it('counts the cards, asks first, then removes them all and says so', async () => {
    let quitadas = false;
    routeFetch({
      [`GET ${PASES_PATH}`]: () =>
        pasesResponse({
          pases: quitadas
            ? []
            : [pase('NEGCUICHI', 'google'), pase('NEGCUICHI', 'apple'), pase('NEGCAFE', 'apple')],
        })(),
      [`DELETE ${PASES_PATH}`]: () => {
        quitadas = true;
        return jsonResponse(200, { success: true, message: QUITADAS, data: { quitados: 3 } });
      },
    });
    const user = userEvent.setup();
    render();
    await tarjeta();
    // Two businesses' cards, one of them in both wallets.
    expect(screen.getByText('2 tarjetas en la cartera de tu teléfono')).toBeTruthy();
    expect(screen.getByText(/tu nombre, tu nivel y tus visitas/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: QUITAR }));
    const dialogo = screen.getByRole('alertdialog', {
      name: '¿Quitar tus tarjetas de la cartera del teléfono?',
    });
    expect(dialogo.textContent).toContain('anuladas');
    expect(dialogo.textContent).toContain('dejarán de funcionar');
    expect(dialogo.textContent).toContain('Mi código en la app sigue funcionando');
    // Cancelar sends nothing.
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(PASES_PATH, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: QUITAR }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Quitar' }),
    );
    expect((await screen.findByText(QUITADAS)).closest('[data-toaster]')).not.toBeNull();
    expect(callsTo(PASES_PATH, 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Ninguna tarjeta en la cartera de tu teléfono')).toBeTruthy();
    // Waiting, still focusable: the dialog gave the focus back to it, not to <body>.
    const boton = screen.getByRole('button', { name: QUITAR });
    expect(boton.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(boton));
  });

  it('keeps the dialog with the reason when removing fails', async () => {
    routeFetch({
      [`GET ${PASES_PATH}`]: pasesResponse({ pases: [pase('NEGCUICHI')] }),
      [`DELETE ${PASES_PATH}`]: () =>
        errorResponse(503, 'CARTERA_NO_RESPONDE', 'Google Wallet no responde. Intenta más tarde.'),
    });
    const user = userEvent.setup();
    render();
    await tarjeta();
    expect(screen.getByText('1 tarjeta en la cartera de tu teléfono')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: QUITAR }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Quitar' }),
    );
    const dialogo = screen.getByRole('alertdialog');
    expect((await within(dialogo).findByRole('alert')).textContent).toBe(
      'Google Wallet no responde. Intenta más tarde.',
    );
  });

  it('with no card there, says so and cannot remove, with the reason beside it', async () => {
    routeFetch({ [PASES_PATH]: pasesResponse() });
    render();
    await tarjeta();
    expect(screen.getByText('Ninguna tarjeta en la cartera de tu teléfono')).toBeTruthy();
    const user = userEvent.setup();
    const boton = screen.getByRole('button', { name: QUITAR });
    expect(boton.getAttribute('aria-disabled')).toBe('true');
    await user.click(boton);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const razon = document.getElementById(boton.getAttribute('aria-describedby') ?? '');
    expect(razon?.textContent).toMatch(/No hay tarjetas que quitar/);
  });

  it('is not there when the server offers no wallet and the customer has no card in one', async () => {
    routeFetch({
      [PASES_PATH]: pasesResponse({ disponibles: { google: false, apple: false } }),
    });
    render();
    await waitFor(() => expect(callsTo(PASES_PATH)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('heading', { name: 'Cartera del teléfono' })).toBeNull();
  });

  it('stays, to remove them, when the wallets are gone but cards are still in them', async () => {
    routeFetch({
      [PASES_PATH]: pasesResponse({
        disponibles: { google: false, apple: false },
        pases: [pase('NEGCUICHI', 'apple')],
      }),
    });
    render();
    await tarjeta();
    expect(screen.getByRole('button', { name: QUITAR }).getAttribute('aria-disabled')).toBeNull();
  });
});
