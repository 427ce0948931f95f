import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, routeFetch } from '../../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../../test/render-screen.tsx';
import { enCartera, negocioPublico } from '../test-fixtures.ts';
import { TarjetaDetalle } from './tarjeta-detalle.tsx';

// Issue 26 B8: a card of the wallet, opened — the card, level and visits there, the programme's
// levels with where the customer stands, today's offers and the business's own page.

const CARTERA = '/api/cliente/lugares';
const PUBLICO = '/api/negocio/publico/cuichi';

const render = () =>
  renderScreen(
    <TarjetaDetalle slug="cuichi" ofertasPath={(s) => `/cliente-dashboard/ofertas?negocio=${s}`} />,
    { path: '/cliente-dashboard/lugares/cuichi' },
  );

prepararPantalla();

describe('a card of the wallet, in detail', () => {
  it('shows the card, level, visits, levels, offers and the public page', async () => {
    routeFetch({
      [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [enCartera()] } }),
      [PUBLICO]: () => jsonResponse(200, { success: true, data: negocioPublico() }),
    });
    render();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Tacos Cuichi');
    expect(document.title).toBe('Tu tarjeta de Tacos Cuichi · Tarjeto');
    const card = screen.getByRole('article', { name: 'Tarjeta de Tacos Cuichi' });
    expect(within(card).getByText('9/12 visitas')).toBeTruthy();
    expect(within(card).getByText('Te faltan 3 visitas para Oro')).toBeTruthy();
    const dato = (t: string) => screen.getByText(t, { selector: 'dt' }).nextElementSibling!;
    expect(dato('Tu nivel').textContent).toBe('Plata');
    expect(dato('Esta temporada').textContent).toBe('9 visitas');
    expect(dato('En total').textContent).toBe('31 visitas');
    expect(dato('Última visita').textContent).toBe('Hace 3 días');

    const niveles = screen.getByRole('region', { name: 'Niveles' });
    expect(within(niveles).getByText('Te faltan 3 visitas esta temporada para Oro.')).toBeTruthy();
    const actual = within(niveles)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'step')!;
    expect(actual.textContent).toContain('Plata');

    const ofertas = screen.getByRole('region', { name: 'Ofertas' });
    expect(
      within(ofertas).getByRole('heading', { name: 'Martes de 2x1 en tacos de asada' }),
    ).toBeTruthy();
    expect(
      within(ofertas)
        .getByRole('link', { name: 'Ver 4 ofertas y cuáles puedes usar' })
        .getAttribute('href'),
    ).toBe('/cliente-dashboard/ofertas?negocio=cuichi');
    expect(screen.getByRole('link', { name: 'Ver su página' }).getAttribute('href')).toBe(
      '/negocio/cuichi',
    );
    expect(screen.getByRole('link', { name: 'Mis lugares' }).getAttribute('href')).toBe(
      '/cliente-dashboard/lugares',
    );
  });

  it("says so when the business is not in the customer's wallet", async () => {
    routeFetch({
      [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [] } }),
      [PUBLICO]: () => jsonResponse(200, { success: true, data: negocioPublico() }),
    });
    render();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Aún no tienes tarjeta en Tacos Cuichi',
    );
    expect(screen.getByRole('link', { name: 'Ver su página' }).getAttribute('href')).toBe(
      '/negocio/cuichi',
    );
  });
});
