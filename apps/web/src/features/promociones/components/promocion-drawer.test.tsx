import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { jsonResponse, routeFetch } from '../../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../../test/render-screen.tsx';
import { lista, negocio } from '../test-fixtures.ts';
import { InicioOfertas } from './inicio-ofertas.tsx';

// The drawer's form is its own chunk, fetched when the owner reaches for an opener (issue 12).
// Its own file: the module keeps what it loaded, so this must be the file's first opening.

prepararPantalla();

describe('the offer drawer', () => {
  it('fetches the form when a pointer reaches the pane, then opens at once, without a spinner', async () => {
    routeFetch({ '/api/promocion': () => jsonResponse(200, lista([])) });
    renderScreen(<InicioOfertas negocio={negocio()} />, { path: '/negocio-dashboard' });
    const crear = screen.getByRole('button', { name: 'Crear evento' });
    fireEvent.pointerOver(crear);
    // The module arrives (its first transform can take a moment on a busy machine).
    await act(async () => {
      await import('./promocion-drawer-abierto.tsx');
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.click(crear);
    // In the commit of the click: React.lazy would suspend once even now and show 'Abriendo…'.
    expect(screen.getByRole('dialog', { name: 'Crear evento' })).toBeTruthy();
    expect(screen.queryByText('Abriendo…')).toBeNull();
  });
});
