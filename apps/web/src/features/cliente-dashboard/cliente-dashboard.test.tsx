import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import {
  CODIGO_NEGOCIO_FORMATO,
  type LogrosCliente,
  type OfertaCliente,
  type TarjetaCliente,
  type TarjetasCliente,
} from '@tarjeto/shared';
import { toast } from '../../components/ui/toast.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { bodyOf, callsTo, errorResponse, jsonResponse, routeFetch } from '../../test/fetch-mock.ts';
import { listViolations } from '../../test/list-structure.ts';
import { prepararPantalla, renderScreen } from '../../test/render-screen.tsx';
import { oferta } from '../ofertas-cliente/test-fixtures.ts';
import { CUICHI } from '../pases/test-fixtures.ts';
import { RECIEN_MS } from './api/tarjetas.ts';
import { BANNER_SEMANAL_ALTO } from './components/banner-semanal.tsx';
import { ClienteInicio, type ClienteEnSesion } from './components/cliente-inicio.tsx';
import { CLIENTE_NAV, ClienteLayout, MI_CODIGO_PATH } from './components/cliente-layout.tsx';
import { LogrosScreen } from './components/logros-screen.tsx';

/** An hour ago, or the first second of today just after midnight: 'hoy' at any hour the suite runs. */
const haceUnRatoHoy = () =>
  new Date(Math.max(Date.now() - 3600_000, new Date().setHours(0, 0, 1, 0))).toISOString();

// The customer's frame, Inicio and Logros in jsdom, on answers shaped like the API's: what a
// customer with cards reads, what a brand-new one is told, adding a place with every refusal, and
// the spec's two dead ends.

prepararPantalla();

const ANA: ClienteEnSesion = { estado: 'listo', nombre: 'Ana', fotoUrl: null };

const tarjeta = (over: Partial<TarjetaCliente> = {}): TarjetaCliente => ({
  negocio: CUICHI,
  nivel: 1,
  nombreNivel: 'Bronce',
  visitasTemporada: 6,
  visitasTotales: 19,
  siguienteNivel: { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, faltan: 2 },
  temporadaFin: '2027-02-23',
  ultimaVisita: haceUnRatoHoy(),
  racha: 3,
  agregadaAt: '2026-08-25T18:00:00.000Z',
  ...over,
});

const conTarjetas = (data: Partial<TarjetasCliente> = {}) => ({
  success: true,
  data: {
    tarjetas: [
      tarjeta(),
      tarjeta({
        negocio: {
          publicID: 'NEGCAFE',
          nombre: 'Café Lupita',
          slug: 'cafe',
          fotoPerfil: null,
          gradient: 'dorado',
          color: '#7a4b2a',
        },
        nivel: 0,
        nombreNivel: 'Sin nivel',
        visitasTemporada: 0,
        visitasTotales: 0,
        siguienteNivel: { nivel: 1, nombre: 'Grano', visitasRequeridas: 5, faltan: 5 },
        ultimaVisita: null,
        racha: 0,
      }),
    ],
    resumen: {
      racha: 3,
      semana: '2026-W48',
      visitasSemana: 2,
      ultimaVisita: {
        fecha: haceUnRatoHoy(),
        negocio: { publicID: 'NEGCUICHI', nombre: 'Tacos Cuichi', slug: 'cuichi' },
      },
    },
    ...data,
  },
});

const VACIO = {
  success: true,
  data: {
    tarjetas: [],
    resumen: { racha: 0, semana: '2026-W48', visitasSemana: 0, ultimaVisita: null },
  },
};

const logros = (over: Partial<LogrosCliente> = {}) => ({
  success: true,
  data: {
    obtenidos: [
      {
        tipo: 'nivel',
        valor: 1,
        titulo: 'Nivel Bronce',
        negocio: { publicID: 'NEGCUICHI', nombre: 'Tacos Cuichi', slug: 'cuichi' },
        obtenidoAt: '2026-11-20T20:00:00.000Z',
      },
      {
        tipo: 'racha',
        valor: 4,
        titulo: '4 semanas seguidas',
        negocio: null,
        obtenidoAt: '2026-11-02T20:00:00.000Z',
      },
    ],
    proximos: [
      {
        tipo: 'nivel',
        valor: 2,
        titulo: 'Nivel Plata',
        negocio: { publicID: 'NEGCUICHI', nombre: 'Tacos Cuichi', slug: 'cuichi' },
        actual: 6,
        meta: 8,
      },
      {
        tipo: 'racha',
        valor: 12,
        titulo: '12 semanas seguidas',
        negocio: null,
        actual: 5,
        meta: 12,
      },
    ],
    ...over,
  },
});

const LOGROS_NUEVO = logros({
  obtenidos: [],
  proximos: [
    {
      tipo: 'primera_visita',
      valor: null,
      titulo: '¡Primera visita!',
      negocio: null,
      actual: 0,
      meta: 1,
    },
    { tipo: 'racha', valor: 4, titulo: '4 semanas seguidas', negocio: null, actual: 0, meta: 4 },
    {
      tipo: 'primer_canje',
      valor: null,
      titulo: 'Primer canje',
      negocio: null,
      actual: 0,
      meta: 1,
    },
  ],
});

// Offers as slice B's 'Ofertas' tests build them (the same answer, one builder).
const ofertaHoy = (titulo: string, estado: OfertaCliente['estado']) =>
  oferta({ publicID: `P-${titulo}`, titulo, estado });

const answer = (body: unknown) => () => jsonResponse(200, body);

const renderInicio = (cliente: ClienteEnSesion = ANA) =>
  renderScreen(<ClienteInicio cliente={cliente} />, { path: '/cliente-dashboard' });

describe('the frame', () => {
  it("lists Inicio, Ofertas, Logros, Lugares, Ajustes and keeps 'Mi código' one tap away", () => {
    renderScreen(
      <ClienteLayout nombre="Ana López" logout={<button type="button">Cerrar sesión</button>}>
        <p>Contenido</p>
      </ClienteLayout>,
      { path: '/cliente-dashboard/logros' },
    );
    const navs = screen.getAllByRole('navigation', { name: 'Secciones de tu cuenta' });
    // The side navigation (desktop) and the bottom bar (phones): all five fit the bar.
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => [l.textContent, l.getAttribute('href')]),
      ).toEqual([
        ['Inicio', '/cliente-dashboard'],
        ['Ofertas', '/cliente-dashboard/ofertas'],
        ['Logros', '/cliente-dashboard/logros'],
        ['Lugares', '/cliente-dashboard/lugares'],
        ['Ajustes', '/cliente-dashboard/ajustes'],
      ]);
      expect(within(nav).getByRole('link', { name: 'Logros' }).getAttribute('aria-current')).toBe(
        'page',
      );
    }
    expect(CLIENTE_NAV).toHaveLength(5);
    // In the side navigation and in the phone's top bar (CSS shows one of them).
    const codigos = screen.getAllByRole('link', { name: 'Mi código' });
    expect(codigos).toHaveLength(2);
    for (const l of codigos) expect(l.getAttribute('href')).toBe(MI_CODIGO_PATH);
    expect(screen.getByText('Ana López')).toBeTruthy();
    expect(screen.getByText('Contenido')).toBeTruthy();
  });
});

describe('Inicio with cards', () => {
  it('greets, shows the weekly banner and one card per business in its own words', async () => {
    routeFetch({
      '/api/cliente/tarjetas': answer(conTarjetas()),
      '/api/cliente/logros': answer(logros()),
      '/api/cliente/promociones': answer({
        success: true,
        data: { ofertas: [ofertaHoy('Taco gratis', 'disponible'), ofertaHoy('Agua', 'bloqueada')] },
      }),
    });
    renderInicio();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Hola, Ana!');

    const banner = await screen.findByRole('region', { name: '3 semanas seguidas' });
    expect(banner.textContent).toContain('Semana 48');
    expect(banner.textContent).toContain('2 visitas');
    expect(banner.textContent).toMatch(/Tacos Cuichi · hoy, \d{2}:\d{2}/);

    const cuichi = screen.getByRole('article', { name: 'Tarjeta de Tacos Cuichi' });
    expect(cuichi.textContent).toContain('Bronce');
    expect(cuichi.textContent).toContain('6/8 visitas');
    expect(cuichi.textContent).toContain('Te faltan 2 visitas para Plata');
    expect(cuichi.textContent).toContain('Temporada hasta el 23 feb');
    expect(within(cuichi).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('Racha aquí: 3 semanas')).toBeTruthy();

    // An empty card: the business's own level names, and what to do for the first visit.
    const cafe = screen.getByRole('article', { name: 'Tarjeta de Café Lupita' });
    expect(cafe.textContent).toContain('Sin nivel');
    expect(cafe.textContent).toContain('Te faltan 5 visitas para Grano');
    expect(screen.getByText(/Tarjeta nueva: muestra Mi código/)).toBeTruthy();

    // Only the offers usable now.
    const ofertas = await screen.findByRole('region', { name: 'Ofertas de hoy' });
    await within(ofertas).findByText('Taco gratis');
    expect(within(ofertas).queryByText('Agua')).toBeNull();
    // The visible words start the link's name (axe-core's label-content-name-mismatch).
    expect(
      within(ofertas).getByRole('link', { name: 'Ver todas las ofertas' }).getAttribute('href'),
    ).toBe('/cliente-dashboard/ofertas');
    const ultimos = screen.getByRole('region', { name: 'Mis últimos logros' });
    await within(ultimos).findByText('Nivel Bronce');
    expect(ultimos.textContent).toContain('En Tacos Cuichi');
    expect(listViolations(document.body)).toEqual([]);
  });

  it('opens each card in its detail when the route says where (issue 26 B8)', async () => {
    routeFetch({
      '/api/cliente/tarjetas': answer(conTarjetas()),
      '/api/cliente/logros': answer(logros()),
      '/api/cliente/promociones': answer({ success: true, data: { ofertas: [] } }),
    });
    renderScreen(
      <ClienteInicio cliente={ANA} tarjetaPath={(slug) => `/cliente-dashboard/lugares/${slug}`} />,
      { path: '/cliente-dashboard' },
    );
    const enlace = await screen.findByRole('link', { name: 'Tarjeta de Tacos Cuichi' });
    expect(enlace.getAttribute('href')).toBe('/cliente-dashboard/lugares/cuichi');
    // The card is inside it, whole.
    expect(within(enlace).getByRole('article', { name: 'Tarjeta de Tacos Cuichi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tarjeta de Café Lupita' })).toBeTruthy();
    await userEvent.setup().click(enlace);
    expect(screen.getByTestId('location').textContent).toBe('/cliente-dashboard/lugares/cuichi');
  });

  it('leaves Ofertas de hoy out while the offers cannot be read', async () => {
    routeFetch({
      '/api/cliente/tarjetas': answer(conTarjetas()),
      '/api/cliente/logros': answer(logros()),
      '/api/cliente/promociones': () => errorResponse(404, 'NOT_FOUND', 'No existe'),
    });
    renderInicio();
    await screen.findByRole('region', { name: 'Mis últimos logros' });
    await waitFor(() => expect(callsTo('/api/cliente/promociones')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Ofertas de hoy' })).toBeNull(),
    );
  });
});

describe('the weekly banner while the wallet loads (issue 29)', () => {
  // No layout in jsdom: what keeps 'Mis tarjetas' in place is that the placeholder and the banner
  // take their height from one set of classes, at a phone's width and from `sm` up.
  const clases = BANNER_SEMANAL_ALTO.split(' ');

  it('reserves for the placeholder the room the banner takes, on a phone and on a desktop', async () => {
    expect(clases.some((c) => c.startsWith('min-h-'))).toBe(true);
    expect(clases.some((c) => c.startsWith('sm:min-h-'))).toBe(true);
    let responder: (r: Response | Promise<Response>) => void = () => {};
    routeFetch({
      '/api/cliente/tarjetas': () =>
        new Promise<Response>((r) => {
          responder = r;
        }),
      '/api/cliente/logros': answer(logros()),
      '/api/cliente/promociones': answer({ success: true, data: { ofertas: [] } }),
    });
    renderInicio();

    const espera = await screen.findByTestId('banner-semanal-cargando');
    for (const c of clases) expect(espera.classList).toContain(c);
    // Its own height would override the reserved one (the 176-px h-44 it had).
    expect([...espera.classList].filter((c) => /^(sm:)?h-/.test(c))).toEqual([]);

    responder(jsonResponse(200, conTarjetas()));
    const banner = await screen.findByRole('region', { name: '3 semanas seguidas' });
    for (const c of clases) expect(banner.classList).toContain(c);
    expect(screen.queryByTestId('banner-semanal-cargando')).toBeNull();
  });
});

describe('a wallet that changes at the counter', () => {
  it("is read again whenever Inicio opens, despite the app's 30-second cache", async () => {
    routeFetch({
      '/api/cliente/tarjetas': answer(conTarjetas()),
      '/api/cliente/logros': answer(logros()),
      '/api/cliente/promociones': answer({ success: true, data: { ofertas: [] } }),
    });
    const client = createQueryClient();
    const inicio = () => (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ClienteInicio cliente={ANA} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const first = render(inicio());
    await screen.findByRole('article', { name: 'Tarjeta de Tacos Cuichi' });
    first.unmount();
    // Opened again at once — as right after its route's loader asked (app/precarga-inicio.ts) —
    // it takes that answer instead of asking twice.
    const again = render(inicio());
    await screen.findByRole('article', { name: 'Tarjeta de Tacos Cuichi' });
    expect(callsTo('/api/cliente/tarjetas')).toHaveLength(1);
    again.unmount();
    // Back from 'Mi código' after a visit, some seconds on: the card must be the counter's latest.
    const ahora = Date.now();
    const reloj = vi.spyOn(Date, 'now').mockImplementation(() => ahora + RECIEN_MS + 1);
    try {
      render(inicio());
      await waitFor(() => expect(callsTo('/api/cliente/tarjetas')).toHaveLength(2));
      await waitFor(() => expect(callsTo('/api/cliente/logros')).toHaveLength(2));
    } finally {
      reloj.mockRestore();
    }
  });
});

describe('Inicio for a brand-new customer', () => {
  it('says what to do instead of showing figures', async () => {
    routeFetch({
      '/api/cliente/tarjetas': answer(VACIO),
      '/api/cliente/logros': answer(LOGROS_NUEVO),
      '/api/cliente/promociones': answer({ success: true, data: { ofertas: [] } }),
    });
    renderInicio();
    expect(await screen.findByText('Aún no tienes tarjetas')).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Empieza tu racha' });
    expect(banner.textContent).toContain('0 visitas');
    expect(banner.textContent).toContain('Aún no registras visitas');
    expect(banner.textContent).toContain('empieza una racha');
    const ultimos = screen.getByRole('region', { name: 'Mis últimos logros' });
    await within(ultimos).findByText('Aún no tienes logros. Estos son los más cercanos:');
    expect(within(ultimos).getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('Agrega un lugar a tu cartera', () => {
  const input = () => screen.getByLabelText('Código del negocio');
  const agregar = () => screen.getByRole('button', { name: 'Agregar a mi cartera' });

  it('checks the code on the phone, shows the server refusals on the field, adds and refreshes', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    let intento = 0;
    routeFetch({
      '/api/cliente/tarjetas': answer(VACIO),
      '/api/cliente/logros': answer(LOGROS_NUEVO),
      '/api/cliente/promociones': answer({ success: true, data: { ofertas: [] } }),
      'POST /api/cliente/tarjetas': () => {
        intento++;
        if (intento === 1)
          return errorResponse(
            404,
            'NEGOCIO_CODIGO_DESCONOCIDO',
            'No encontramos ningún negocio con ese código.',
            { fieldErrors: { codigoNegocio: 'No encontramos ningún negocio con ese código.' } },
          );
        if (intento === 2)
          return errorResponse(
            409,
            'TARJETA_YA_EN_CARTERA',
            'Tacos Cuichi ya está en tu cartera.',
            { fieldErrors: { codigoNegocio: 'Tacos Cuichi ya está en tu cartera.' } },
          );
        return jsonResponse(201, {
          success: true,
          message: '¡Listo! Café Lupita ya está en tu cartera.',
          data: tarjeta(),
        });
      },
    });
    renderInicio();
    await screen.findByText('Aún no tienes tarjetas');

    await user.type(input(), 'hola');
    await user.click(agregar());
    expect((await screen.findByRole('alert')).textContent).toBe(CODIGO_NEGOCIO_FORMATO);
    expect(callsTo('/api/cliente/tarjetas', 'POST')).toHaveLength(0);

    await user.clear(input());
    await user.type(input(), 'nada zzzz');
    await user.click(agregar());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No encontramos ningún negocio con ese código.',
    );
    // Sent as the server wants it.
    expect(bodyOf(callsTo('/api/cliente/tarjetas', 'POST')[0])).toEqual({
      codigoNegocio: 'NADA-ZZZZ',
    });

    await user.clear(input());
    await user.type(input(), 'TACOS-7Q4K');
    await user.click(agregar());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tacos Cuichi ya está en tu cartera.',
    );

    await user.clear(input());
    await user.type(input(), 'CAFE-AB12');
    await user.click(agregar());
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('¡Listo! Café Lupita ya está en tu cartera.'),
    );
    expect((input() as HTMLInputElement).value).toBe('');
    // The wallet is read again with the new card.
    await waitFor(() => expect(callsTo('/api/cliente/tarjetas', 'GET')).toHaveLength(2));
  });
});

describe("the spec's dead ends", () => {
  it("shows 'Error' without a user and 'Perfil Incompleto' without a customer record", async () => {
    routeFetch({
      '/api/cliente/tarjetas': () =>
        errorResponse(409, 'PERFIL_INCOMPLETO', 'Primero completa tu perfil'),
    });
    renderInicio({ estado: 'sin-usuario' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error');
    expect(screen.getByText('No se encontró información del usuario')).toBeTruthy();
    cleanup();

    renderInicio({ estado: 'perfil-incompleto' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Perfil Incompleto');
    expect(screen.getByText('Por favor, complete su perfil de cliente')).toBeTruthy();
    cleanup();

    // The profile looked fine but the server has no customer record.
    renderInicio();
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'Perfil Incompleto' })).textContent,
    ).toBe('Perfil Incompleto');
  });

  it('offers Reintentar when the cards cannot be loaded', async () => {
    const user = userEvent.setup();
    let fallar = true;
    routeFetch({
      '/api/cliente/tarjetas': () =>
        fallar ? Promise.reject(new TypeError('offline')) : jsonResponse(200, conTarjetas()),
      '/api/cliente/logros': answer(logros()),
      '/api/cliente/promociones': answer({ success: true, data: { ofertas: [] } }),
    });
    renderInicio();
    expect((await screen.findByText('No pudimos cargar tus tarjetas.')).textContent).toBeTruthy();
    fallar = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Tarjeta de Tacos Cuichi' })).toBeTruthy();
  });
});

describe('Logros', () => {
  it('lists what was earned and what comes next with its progress', async () => {
    routeFetch({ '/api/cliente/logros': answer(logros()) });
    renderScreen(<LogrosScreen />, { path: '/cliente-dashboard/logros' });
    const obtenidos = await screen.findByRole('region', { name: /Obtenidos/ });
    expect(
      within(obtenidos)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Nivel BronceEn Tacos Cuichi'),
      expect.stringContaining('4 semanas seguidasCon al menos una visita cada semana'),
    ]);
    const siguientes = screen.getByRole('region', { name: 'Siguientes' });
    const racha = within(siguientes).getByRole('progressbar', {
      name: 'Progreso: 12 semanas seguidas',
    });
    expect(racha.getAttribute('aria-valuetext')).toBe('5 de 12');
    expect(siguientes.textContent).toContain('5/12');
    expect(siguientes.textContent).toContain('Te faltan 2 visitas en Tacos Cuichi');
  });

  it('tells a newcomer how to earn the first', async () => {
    routeFetch({ '/api/cliente/logros': answer(LOGROS_NUEVO) });
    renderScreen(<LogrosScreen />, { path: '/cliente-dashboard/logros' });
    expect(await screen.findByText('Aún no tienes logros')).toBeTruthy();
    expect(screen.getByText(/Tu primera visita te da el primero/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Siguientes' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });
});
