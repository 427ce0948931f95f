import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { errorResponse, jsonResponse, queriesTo, routeFetch } from '../../../test/fetch-mock.ts';
import { prepararPantalla } from '../../../test/render-screen.tsx';
import { BUSQUEDA_DEBOUNCE_MS } from '../lib/copy.ts';
import { AHORA, cliente, detalle, LISTA, NEGOCIO, visita } from '../test-fixtures.ts';
import { ClientesScreen } from './clientes-screen.tsx';
import { InicioClientes } from './inicio-clientes.tsx';

// 'Clientes' and Inicio's two customer cards against a fake server that answers by path and
// query: search (debounced), order, pages, empty and failed answers, and the detail by address.

/** Moves the clock by `ms`, then lets answered fetches and the updates they cause settle. */
async function tick(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

function Pantalla() {
  const { clientePublicID } = useParams();
  const { pathname, search } = useLocation();
  return (
    <>
      <ClientesScreen negocio={NEGOCIO} clientePublicID={clientePublicID} />
      <p data-testid="location">{`${pathname}${search}`}</p>
    </>
  );
}

function renderApp(path: string, ui = <Pantalla />) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/negocio-dashboard/clientes/:clientePublicID?" element={ui} />
          <Route path="/negocio-dashboard" element={ui} />
          <Route path="*" element={<p data-testid="location">otra</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lugar = () => screen.getByTestId('location').textContent;
const lista = () => screen.getByRole('list', { name: /^Clientes/ });

prepararPantalla({ reloj: { now: AHORA } });

const pagina = (clientes: ReturnType<typeof cliente>[], siguienteCursor: string | null = null) =>
  jsonResponse(200, { success: true, data: { clientes, siguienteCursor } });

describe('the customers list', () => {
  it('shows each customer’s card and brings more with ‘Cargar más’, page after page', async () => {
    routeFetch({
      [LISTA]: (_, url) =>
        url.searchParams.get('cursor') === 'p2'
          ? pagina([cliente(3, { nivel: 4, nombreNivel: 'Rubí', siguienteNivel: null, racha: 0 })])
          : pagina(
              [
                cliente(1, { nombre: 'José Ramírez' }),
                cliente(2, { nivel: 2, nombreNivel: 'Plata', visitasTemporada: 10 }),
              ],
              'p2',
            ),
    });
    renderApp('/negocio-dashboard/clientes');
    expect(screen.getByText('Cargando clientes...')).toBeTruthy();
    await tick();

    const [primera] = queriesTo(LISTA);
    expect(Object.fromEntries(primera!)).toEqual({
      orden: 'ultimaVisita',
      limit: '20',
    });
    const filas = within(lista()).getAllByRole('link');
    expect(filas.map((f) => f.getAttribute('href'))).toEqual([
      '/negocio-dashboard/clientes/CLI1',
      '/negocio-dashboard/clientes/CLI2',
    ]);
    expect(filas[0]!.textContent).toContain('José Ramírez');
    expect(filas[0]!.textContent).toContain('Bronce');
    expect(filas[0]!.textContent).toContain('6 de 8 para Plata');
    expect(filas[0]!.textContent).toContain('Visitas en total: 21 en total');
    expect(filas[0]!.textContent).toContain('Última visita: hace 1 hora');
    expect(filas[0]!.textContent).toContain('3 semanas');
    expect(screen.getByText('Mostrando 2 clientes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await tick();
    expect(queriesTo(LISTA).at(-1)!.get('cursor')).toBe('p2');
    const todas = within(lista()).getAllByRole('link');
    expect(todas).toHaveLength(3);
    expect(todas[2]!.textContent).toContain('Rubí');
    expect(todas[2]!.textContent).toContain('nivel máximo');
    expect(todas[2]!.textContent).toContain('Sin racha');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(screen.getByText('3 clientes en total')).toBeTruthy();
  });

  it('searches once typing pauses, keeps it in the address, and says when nobody matches', async () => {
    routeFetch({
      [LISTA]: (_, url) => {
        const q = url.searchParams.get('q');
        if (q === 'jose') return pagina([cliente(1, { nombre: 'José Ramírez' })]);
        if (q) return pagina([]);
        return pagina([cliente(1, { nombre: 'José Ramírez' }), cliente(2)]);
      },
    });
    renderApp('/negocio-dashboard/clientes');
    await tick();
    expect(queriesTo(LISTA)).toHaveLength(1);

    const buscar = screen.getByLabelText('Buscar cliente');
    fireEvent.change(buscar, { target: { value: 'jo' } });
    await tick(100);
    fireEvent.change(buscar, { target: { value: 'jose' } });
    await tick(BUSQUEDA_DEBOUNCE_MS - 1);
    expect(queriesTo(LISTA)).toHaveLength(1);
    await tick(1);
    expect(queriesTo(LISTA)).toHaveLength(2);
    expect(queriesTo(LISTA)[1]!.get('q')).toBe('jose');
    expect(lugar()).toBe('/negocio-dashboard/clientes?q=jose');
    expect(within(lista()).getAllByRole('link')).toHaveLength(1);
    // The detail keeps the search, so closing it comes back to the same list.
    expect(within(lista()).getByRole('link').getAttribute('href')).toBe(
      '/negocio-dashboard/clientes/CLI1?q=jose',
    );

    fireEvent.change(buscar, { target: { value: 'zzz' } });
    await tick(BUSQUEDA_DEBOUNCE_MS);
    expect(screen.getByText('No encontramos clientes con «zzz»')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    await tick(BUSQUEDA_DEBOUNCE_MS);
    expect((buscar as HTMLInputElement).value).toBe('');
    expect(lugar()).toBe('/negocio-dashboard/clientes');
    expect(within(lista()).getAllByRole('link')).toHaveLength(2);

    // Clearing while a search waits cancels it; an order picked while typing is kept.
    const antes = queriesTo(LISTA).length;
    fireEvent.change(buscar, { target: { value: 'zz' } });
    await tick(100);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar lo escrito' }));
    await tick(BUSQUEDA_DEBOUNCE_MS);
    expect(
      queriesTo(LISTA)
        .slice(antes)
        .map((u) => u.get('q')),
    ).toEqual([]);
    fireEvent.change(buscar, { target: { value: 'jose' } });
    await tick(100);
    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: 'visitas' } });
    await tick(BUSQUEDA_DEBOUNCE_MS);
    expect(lugar()).toBe('/negocio-dashboard/clientes?orden=visitas&q=jose');
    expect(Object.fromEntries(queriesTo(LISTA).at(-1)!)).toEqual({
      q: 'jose',
      orden: 'visitas',
      limit: '20',
    });
  });

  it('orders by what the owner picks, and opens with the order in the address', async () => {
    routeFetch({ [LISTA]: () => pagina([cliente(1)]) });
    renderApp('/negocio-dashboard/clientes?orden=nivel');
    await tick();
    const orden = screen.getByLabelText('Ordenar por') as HTMLSelectElement;
    expect(orden.value).toBe('nivel');
    expect(queriesTo(LISTA)[0]!.get('orden')).toBe('nivel');
    expect([...orden.options].map((o) => o.textContent)).toEqual([
      'Última visita',
      'Más visitas',
      'Nivel más alto',
    ]);
    fireEvent.change(orden, { target: { value: 'visitas' } });
    await tick();
    expect(queriesTo(LISTA).at(-1)!.get('orden')).toBe('visitas');
    expect(lugar()).toBe('/negocio-dashboard/clientes?orden=visitas');
  });

  it('tells a business without customers how they arrive', async () => {
    routeFetch({ [LISTA]: () => pagina([]) });
    renderApp('/negocio-dashboard/clientes');
    await tick();
    expect(screen.getByText('Aún no tienes clientes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Nexo' }).getAttribute('href')).toBe(
      '/negocio-dashboard/nexo',
    );
  });

  it('says when the list fails, and ‘Reintentar’ asks again', async () => {
    let falla = true;
    routeFetch({
      [LISTA]: () =>
        falla ? errorResponse(500, 'INTERNAL', '') : pagina([cliente(1, { nombre: 'Ana' })]),
    });
    renderApp('/negocio-dashboard/clientes');
    await tick();
    expect(screen.getByRole('alert').textContent).toBe('No se pudieron cargar tus clientes.');
    falla = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await tick();
    expect(queriesTo(LISTA)).toHaveLength(2);
    expect(within(lista()).getByRole('link').textContent).toContain('Ana');
  });
});

describe('a customer’s detail', () => {
  const DETALLE = `${LISTA}/CLI1`;
  const VISITAS = `${DETALLE}/visitas`;

  it('opens from its address over the list, with the card, canjes and visits page by page', async () => {
    routeFetch({
      [LISTA]: () => pagina([cliente(1, { nombre: 'Lupe Ramírez' })]),
      [DETALLE]: () => jsonResponse(200, { success: true, data: detalle() }),
      [VISITAS]: (_, url) =>
        jsonResponse(200, {
          success: true,
          data:
            url.searchParams.get('cursor') === 'h2'
              ? { visitas: [visita(3)], siguienteCursor: null }
              : {
                  visitas: [
                    visita(1, { registradaPor: { nombre: 'Marisol Araujo', rol: 'encargado' } }),
                    visita(2),
                  ],
                  siguienteCursor: 'h2',
                },
        }),
    });
    renderApp('/negocio-dashboard/clientes/CLI1?q=lupe');
    await tick(BUSQUEDA_DEBOUNCE_MS);
    const panel = screen.getByRole('dialog', { name: 'Lupe Ramírez' });
    expect(within(panel).getByText('Le faltan 2 visitas para Plata')).toBeTruthy();
    expect(panel.textContent).toContain(
      '6 de 8 visitas esta temporada (del 1 oct 2026 al 31 dic 2026)',
    );
    expect(panel.textContent).toContain('Cliente desde 2 mar 2026');
    const cifras = within(panel)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(cifras).toEqual(['6 visitas', '21', '3 semanas', '2']);
    // Visits first; the canjes one tab away.
    expect(
      within(panel).getByRole('tab', { name: 'Visitas (21)' }).getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.click(within(panel).getByRole('tab', { name: 'Canjes (2)' }));
    const canjes = within(panel).getByRole('heading', {
      name: 'Canjes en tu negocio',
    }).parentElement!;
    expect(canjes.textContent).toContain('Taco de regalo');
    expect(canjes.textContent).toContain('19 nov 2026, 20:30 · Tacos Cuichi Centro');
    expect(canjes.textContent).toContain('Premio');
    // Who registered each canje: the cashier for one, nobody for the other.
    const [regalo, martes] = within(canjes).getAllByRole('listitem');
    expect(within(regalo!).getByText('Registró Carlos R. (Cajero)')).toBeTruthy();
    expect(martes!.textContent).not.toContain('Registró');

    fireEvent.click(within(panel).getByRole('tab', { name: 'Visitas (21)' }));
    await tick();
    const historial = within(panel).getByRole('heading', {
      name: 'Historial de visitas',
    }).parentElement!;
    expect(within(historial).getAllByRole('listitem')).toHaveLength(2);
    expect(historial.textContent).toContain('vie, 20 de nov de 2026');
    expect(historial.textContent).toContain('12:00');
    const [primera, segunda] = within(historial).getAllByRole('listitem');
    expect(within(primera!).getByText('Registró Marisol A. (Encargado)')).toBeTruthy();
    expect(segunda!.textContent).not.toContain('Registró');
    fireEvent.click(within(historial).getByRole('button', { name: 'Cargar más visitas' }));
    await tick();
    expect(queriesTo(VISITAS).at(-1)!.get('cursor')).toBe('h2');
    expect(within(historial).getAllByRole('listitem')).toHaveLength(3);
    expect(historial.textContent).toContain('Sus 3 visitas.');

    // Closing goes back to the list as it was.
    fireEvent.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await tick();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lugar()).toBe('/negocio-dashboard/clientes?q=lupe');
  });

  it('says so when the customer has no card here', async () => {
    routeFetch({
      [LISTA]: () => pagina([cliente(1)]),
      [`${LISTA}/CLIajeno`]: () =>
        errorResponse(404, 'NOT_FOUND', 'No encontramos a ese cliente en tu negocio.'),
    });
    renderApp('/negocio-dashboard/clientes/CLIajeno');
    await tick();
    const panel = screen.getByRole('dialog', { name: 'Cliente' });
    expect(within(panel).getByRole('alert').textContent).toBe(
      'No encontramos a ese cliente en tu negocio.',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Volver a clientes' }));
    await tick();
    expect(lugar()).toBe('/negocio-dashboard/clientes');
  });
});

describe('Inicio’s customer cards', () => {
  const RECIENTES = `${LISTA}/recientes`;
  const PROXIMOS = `${LISTA}/proximos`;

  it('lists the latest customers and the ones about to level up, each linking to them', async () => {
    routeFetch({
      [RECIENTES]: () =>
        jsonResponse(200, {
          success: true,
          data: { clientes: [cliente(1, { nombre: 'Beto' }), cliente(26, { nombre: 'Ana' })] },
        }),
      [PROXIMOS]: () =>
        jsonResponse(200, {
          success: true,
          data: {
            total: 7,
            clientes: [
              cliente(4, {
                nombre: 'Carla',
                visitasTemporada: 7,
                siguienteNivel: { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, faltan: 1 },
              }),
              cliente(5, { nombre: 'Diego' }),
            ],
          },
        }),
    });
    renderApp('/negocio-dashboard', <InicioClientes negocio={NEGOCIO} />);
    await tick();
    expect(queriesTo(RECIENTES)[0]!.get('limit')).toBe('5');
    const recientes = screen
      .getByRole('heading', { name: 'Clientes recientes' })
      .closest('.rounded-2xl')!;
    const r = within(recientes as HTMLElement).getAllByRole('link', { name: /Beto|Ana/ });
    expect(r.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['BBetoBroncehace 1 hora', '/negocio-dashboard/clientes/CLI1'],
      ['AAnaBronceayer', '/negocio-dashboard/clientes/CLI26'],
    ]);

    const proximos = screen
      .getByRole('heading', { name: /Próximos a subir de nivel/ })
      .closest('.rounded-2xl') as HTMLElement;
    expect(within(proximos).getByText('7')).toBeTruthy();
    expect(within(proximos).getByText('Le falta 1 visita para Plata')).toBeTruthy();
    expect(within(proximos).getByText('Le faltan 2 visitas para Plata')).toBeTruthy();
    expect(within(proximos).getByText('Y 5 más cerca de subir.')).toBeTruthy();
    expect(within(proximos).getByRole('link', { name: /Carla/ }).getAttribute('href')).toBe(
      '/negocio-dashboard/clientes/CLI4',
    );
  });

  it('shows what to expect when empty, and retries a failure', async () => {
    let falla = true;
    routeFetch({
      [RECIENTES]: () => jsonResponse(200, { success: true, data: { clientes: [] } }),
      [PROXIMOS]: () =>
        falla
          ? errorResponse(500, 'INTERNAL', '')
          : jsonResponse(200, { success: true, data: { total: 0, clientes: [] } }),
    });
    renderApp('/negocio-dashboard', <InicioClientes negocio={NEGOCIO} />);
    await tick();
    expect(screen.getByText('Aún no hay visitas')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('No se pudieron cargar tus clientes.');
    falla = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await tick();
    expect(screen.getByText('Nadie está a punto de subir de nivel')).toBeTruthy();
    expect(queriesTo(PROXIMOS)).toHaveLength(2);
  });
});
