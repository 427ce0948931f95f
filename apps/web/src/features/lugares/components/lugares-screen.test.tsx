import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, queriesTo, routeFetch } from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import { recordarNegocioPendiente, leerNegocioPendiente } from '../lib/negocio-pendiente.ts';
import { descubierto, enCartera, pagina } from '../test-fixtures.ts';
import { LugaresScreen } from './lugares-screen.tsx';

// 'Lugares' (issue 11): the wallet with each business's card, hours and address; discovery by
// city and category with pages and 'Agregar a mi cartera'; the business a guest chose before
// signing up, offered again.

const CARTERA = '/api/cliente/lugares';
const DESCUBRIR = '/api/negocios/descubrir';

const agregar = vi.fn<(codigo: string) => Promise<string>>();

const render = (path = '/cliente-dashboard/lugares') =>
  renderScreen(
    <LugaresScreen
      agregar={agregar}
      ofertasPath={(s) => `/cliente-dashboard/ofertas?negocio=${s}`}
    />,
    { path },
  );

/** The filters of each discovery call made so far. */
const descubrimientos = () => queriesTo(DESCUBRIR).map((q) => Object.fromEntries(q));

prepararPantalla();
beforeEach(() => {
  agregar.mockReset();
});

describe('Mi cartera', () => {
  it('shows each business with the card, last visit, hours today, address, page and offers', async () => {
    routeFetch({
      [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [enCartera()] } }),
    });
    render();
    const card = await screen.findByRole('article', { name: 'Tacos Cuichi' });
    expect(within(card).getByText('Plata')).toBeTruthy();
    expect(within(card).getByText(/9 visitas esta temporada/)).toBeTruthy();
    expect(within(card).getByText('31 visitas en total')).toBeTruthy();
    expect(within(card).getByText('Hace 3 días')).toBeTruthy();
    expect(within(card).getByText('Abierto ahora')).toBeTruthy();
    expect(within(card).getByText('· Cierra a las 02:00')).toBeTruthy();
    expect(
      within(card).getByText('Av. Álvaro Obregón 812, Centro, Culiacán, Sinaloa, CP 80000'),
    ).toBeTruthy();
    // The name opens the customer's card there (issue 26 B8); 'Ver su página' the public page.
    expect(within(card).getByRole('link', { name: 'Tacos Cuichi' }).getAttribute('href')).toBe(
      '/cliente-dashboard/lugares/cuichi',
    );
    expect(within(card).getByRole('link', { name: 'Ver su página' }).getAttribute('href')).toBe(
      '/negocio/cuichi',
    );
    expect(
      within(card).getByRole('link', { name: '4 ofertas de Tacos Cuichi' }).getAttribute('href'),
    ).toBe('/cliente-dashboard/ofertas?negocio=cuichi');
  });

  it('a business added and not visited yet says so; an empty wallet leads to discovery', async () => {
    routeFetch({
      [CARTERA]: () =>
        jsonResponse(200, {
          success: true,
          data: {
            lugares: [
              enCartera({
                tarjeta: {
                  nivel: 0,
                  nombreNivel: 'Sin nivel',
                  visitasTemporada: 0,
                  visitasTotales: 0,
                  ultimaVisita: null,
                },
              }),
            ],
          },
        }),
    });
    render();
    const card = await screen.findByRole('article', { name: 'Tacos Cuichi' });
    expect(within(card).getByText('Aún no vas')).toBeTruthy();
    cleanup();

    routeFetch({
      [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [] } }),
      [DESCUBRIR]: () => jsonResponse(200, { success: true, data: pagina() }),
    });
    render();
    expect(await screen.findByText('Tu cartera está vacía')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descubrir lugares' }));
    expect(await screen.findByRole('article', { name: 'Café Lupita' })).toBeTruthy();
  });
});

describe('Descubrir', () => {
  it('says when every place found is already in the wallet, and widens the search', async () => {
    routeFetch({
      [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [] } }),
      [DESCUBRIR]: () => {
        const q = descubrimientos().at(-1)!;
        const yaTengo = descubierto({ enCartera: true });
        return jsonResponse(200, {
          success: true,
          data: pagina({
            negocios:
              q.categoria === 'todas'
                ? [yaTengo, descubierto({ slug: 'shugu', nombreComercial: 'Shugu Sushi' })]
                : [yaTengo],
          }),
        });
      },
    });
    render('/cliente-dashboard/lugares?vista=descubrir');
    expect(await screen.findByText(/Este lugar ya está en tu cartera\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas las categorías' }));
    expect(await screen.findByRole('article', { name: 'Shugu Sushi' })).toBeTruthy();
    expect(descubrimientos().at(-1)!.categoria).toBe('todas');
    expect(screen.queryByText(/ya está en tu cartera\./)).toBeNull();
  });

  it('starts with the customer’s city and favourites, filters, pages, and adds a business', async () => {
    const otra = descubierto({
      slug: 'shugu',
      codigo: 'SHUGUSUS-4K5M',
      nombreComercial: 'Shugu Sushi',
    });
    routeFetch({
      [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [] } }),
      [DESCUBRIR]: () => {
        const q = descubrimientos().at(-1)!;
        if (q.cursor === 'pagina-2')
          return jsonResponse(200, { success: true, data: pagina({ negocios: [otra] }) });
        if (q.ciudad === 'Guadalajara')
          return jsonResponse(200, {
            success: true,
            data: pagina({ negocios: [], filtros: { ...pagina().filtros, ciudad: 'Guadalajara' } }),
          });
        return jsonResponse(200, { success: true, data: pagina({ siguienteCursor: 'pagina-2' }) });
      },
    });
    agregar.mockResolvedValue('¡Listo! Café Lupita ya está en tu cartera.');
    render('/cliente-dashboard/lugares?vista=descubrir');

    const cafe = await screen.findByRole('article', { name: 'Café Lupita' });
    expect(descubrimientos()[0]!).toEqual({ categoria: 'favoritas' });
    const ciudad = screen.getByLabelText<HTMLSelectElement>('Ciudad');
    expect(ciudad.value).toBe('Culiacán');
    expect(within(ciudad).getByRole('option', { name: 'Culiacán (tu ciudad)' })).toBeTruthy();
    expect(
      screen.getByRole('option', { name: 'Mis favoritas (Taquería, Cafetería)' }),
    ).toBeTruthy();
    expect(within(cafe).getByText('Cerrado')).toBeTruthy();
    expect(within(cafe).getByText('· Abre mañana a las 07:00')).toBeTruthy();
    // Already in the wallet: flagged, not offered.
    const cuichi = screen.getByRole('article', { name: 'Tacos Cuichi' });
    expect(within(cuichi).getByText('En tu cartera')).toBeTruthy();
    expect(within(cuichi).queryByRole('button', { name: /Agregar/ })).toBeNull();

    fireEvent.click(within(cafe).getByRole('button', { name: 'Agregar Café Lupita a mi cartera' }));
    await waitFor(() => expect(within(cafe).getByText('En tu cartera')).toBeTruthy());
    expect(agregar).toHaveBeenCalledWith('CAFELUPI-2M3N');
    expect(await screen.findByText('¡Listo! Café Lupita ya está en tu cartera.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ver más lugares' }));
    expect(await screen.findByRole('article', { name: 'Shugu Sushi' })).toBeTruthy();
    expect(descubrimientos().at(-1)!).toMatchObject({ cursor: 'pagina-2' });

    fireEvent.change(ciudad, { target: { value: 'Guadalajara' } });
    expect(
      await screen.findByText(
        'Todavía no hay lugares de tus categorías favoritas en Guadalajara en Tarjeto.',
      ),
    ).toBeTruthy();
    expect(descubrimientos().at(-1)!).toEqual({
      categoria: 'favoritas',
      ciudad: 'Guadalajara',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas las categorías' }));
    await waitFor(() =>
      expect(descubrimientos().at(-1)!).toEqual({
        categoria: 'todas',
        ciudad: 'Guadalajara',
      }),
    );
  });

  it('says why a business could not be added', async () => {
    routeFetch({
      [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [] } }),
      [DESCUBRIR]: () => jsonResponse(200, { success: true, data: pagina() }),
    });
    agregar.mockRejectedValue(new Error('sin red'));
    render('/cliente-dashboard/lugares?vista=descubrir');
    const cafe = await screen.findByRole('article', { name: 'Café Lupita' });
    fireEvent.click(within(cafe).getByRole('button', { name: 'Agregar Café Lupita a mi cartera' }));
    expect((await within(cafe).findByRole('alert')).textContent).toBe(
      'No pudimos agregar este lugar. Inténtalo de nuevo.',
    );
  });
});

describe('the business chosen before signing up', () => {
  it('is offered with one tap and then forgotten', async () => {
    recordarNegocioPendiente({
      slug: 'cafe',
      nombreComercial: 'Café Lupita',
      codigo: 'CAFELUPI-2M3N',
    });
    routeFetch({ [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [] } }) });
    agregar.mockResolvedValue('¡Listo! Café Lupita ya está en tu cartera.');
    render();
    const aviso = await screen.findByRole('region', {
      name: '¿Agregamos Café Lupita a tu cartera?',
    });
    fireEvent.click(within(aviso).getByRole('button', { name: 'Agregar a mi cartera' }));
    await waitFor(() => expect(agregar).toHaveBeenCalledWith('CAFELUPI-2M3N'));
    await waitFor(() => expect(leerNegocioPendiente()).toBeNull());
  });

  it('is forgotten when declined, or when it is already in the wallet', async () => {
    recordarNegocioPendiente({
      slug: 'cafe',
      nombreComercial: 'Café Lupita',
      codigo: 'CAFELUPI-2M3N',
    });
    routeFetch({ [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [] } }) });
    render();
    const aviso = await screen.findByRole('region', {
      name: '¿Agregamos Café Lupita a tu cartera?',
    });
    fireEvent.click(within(aviso).getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByRole('region', { name: /Agregamos/ })).toBeNull();
    expect(leerNegocioPendiente()).toBeNull();
    cleanup();

    recordarNegocioPendiente({
      slug: 'cuichi',
      nombreComercial: 'Tacos Cuichi',
      codigo: 'TACOSCUI-7Q4K',
    });
    routeFetch({
      [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [enCartera()] } }),
    });
    render();
    await screen.findByRole('article', { name: 'Tacos Cuichi' });
    await waitFor(() => expect(leerNegocioPendiente()).toBeNull());
    expect(screen.queryByRole('region', { name: /Agregamos/ })).toBeNull();
  });
});
