import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClienteInicio } from '../features/cliente-dashboard/components/cliente-inicio.tsx';
import { LugaresScreen } from '../features/lugares/components/lugares-screen.tsx';
import { TarjetaDetalle } from '../features/lugares/components/tarjeta-detalle.tsx';
import { enCartera, negocioPublico } from '../features/lugares/test-fixtures.ts';
import {
  negocio,
  pase,
  PASES_PATH,
  pasesResponse,
  tarjeta,
} from '../features/pases/test-fixtures.ts';
import { bodyOf, callsTo, jsonResponse, routeFetch } from '../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../test/render-screen.tsx';
import {
  accionesDeLugar,
  accionesDeTarjeta,
  avisoDeTarjetaNueva,
  BotonesCarteraDeLugar,
} from './cartera-telefono.tsx';

// Where the phone's wallet shows (DOMAIN §11), as the routes compose it: under each card of
// Inicio's 'Mis tarjetas' (outside the card's link), the first-visit panel above them, each place
// of Lugares' wallet and a card's detail — which know the business by its slug, not its publicID.

const hace = (horas: number) => new Date(Date.now() - horas * 3600_000).toISOString();
const CUICHI = tarjeta({ visitasTotales: 19, visitasTemporada: 6, ultimaVisita: hace(30) });
const CAFE = tarjeta({
  negocio: { ...negocio('NEGCAFE', 'Café Lupita'), slug: 'cafe' },
  ultimaVisita: hace(1),
});
const tarjetas =
  (...lista: ReturnType<typeof tarjeta>[]) =>
  () =>
    jsonResponse(200, {
      success: true,
      data: {
        tarjetas: lista,
        resumen: { racha: 1, semana: '2026-W48', visitasSemana: 1, ultimaVisita: null },
      },
    });
const RESTO = {
  '/api/cliente/logros': () =>
    jsonResponse(200, { success: true, data: { obtenidos: [], proximos: [] } }),
  '/api/cliente/promociones': () => jsonResponse(200, { success: true, data: { ofertas: [] } }),
};

let assign: ReturnType<typeof vi.fn>;

prepararPantalla();
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
});

const renderInicio = () =>
  renderScreen(
    <ClienteInicio
      cliente={{ estado: 'listo', nombre: 'Ana', fotoUrl: null }}
      tarjetaPath={(slug) => `/cliente-dashboard/lugares/${slug}`}
      accionesTarjeta={accionesDeTarjeta}
      avisoTarjetas={avisoDeTarjetaNueva}
    />,
    { path: '/cliente-dashboard' },
  );

describe("Inicio with the phone's wallet", () => {
  it('puts the badges under each card, outside its link, and the new card’s panel above', async () => {
    routeFetch({
      ...RESTO,
      '/api/cliente/tarjetas': tarjetas(CUICHI, CAFE),
      [PASES_PATH]: pasesResponse({ pases: [pase('NEGCUICHI', 'google')] }),
    });
    renderInicio();
    const cuichi = await screen.findByRole('group', {
      name: 'Cartera del teléfono: Tacos Cuichi',
    });
    expect(cuichi.closest('a')).toBeNull();
    expect(within(cuichi).getByText('En tu Google Wallet')).toBeTruthy();
    expect(
      within(cuichi).getByRole('link', { name: 'Agregar a Apple Wallet' }).getAttribute('href'),
    ).toBe('/api/cliente/pases/apple/NEGCUICHI');
    const enlace = screen.getByRole('link', { name: 'Tarjeta de Tacos Cuichi' });
    expect(within(enlace).queryByRole('group')).toBeNull();

    // Café Lupita's first visit was an hour ago and its card is in no wallet: the panel, above.
    const panel = screen.getByRole('region', { name: 'Tu tarjeta de Café Lupita ya está aquí' });
    const misTarjetas = screen.getByRole('region', { name: 'Mis tarjetas' });
    expect(
      panel.compareDocumentPosition(misTarjetas) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Tacos Cuichi ya está aquí/ })).toBeNull();

    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Agregar a Google Wallet' }));
    await waitFor(() => expect(callsTo('/api/cliente/pases/google', 'POST')).toHaveLength(1));
    expect(bodyOf(callsTo('/api/cliente/pases/google', 'POST')[0])).toEqual({
      negocioID: 'NEGCAFE',
    });
  });

  it('reads as before when the server offers no wallet', async () => {
    routeFetch({
      ...RESTO,
      '/api/cliente/tarjetas': tarjetas(CUICHI, CAFE),
      [PASES_PATH]: pasesResponse({ disponibles: { google: false, apple: false } }),
    });
    renderInicio();
    await screen.findByRole('link', { name: 'Tarjeta de Tacos Cuichi' });
    await waitFor(() => expect(callsTo(PASES_PATH)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('group', { name: /Cartera del teléfono/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /ya está aquí/ })).toBeNull();
    expect(screen.queryByText(/Wallet/)).toBeNull();
  });
});

describe("Lugares with the phone's wallet", () => {
  it('finds the business by its slug in the wallet and asks for its publicID', async () => {
    routeFetch({
      '/api/cliente/tarjetas': tarjetas(CUICHI, CAFE),
      [PASES_PATH]: pasesResponse(),
      'POST /api/cliente/pases/google': () =>
        jsonResponse(200, { success: true, data: { url: 'https://pay.google.com/gp/v/save/x' } }),
    });
    renderScreen(<BotonesCarteraDeLugar slug="cafe" />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Agregar a Google Wallet' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.google.com/gp/v/save/x'));
    expect(bodyOf(callsTo('/api/cliente/pases/google', 'POST')[0])).toEqual({
      negocioID: 'NEGCAFE',
    });
  });

  it('shows the badges on each place of the wallet', async () => {
    routeFetch({
      '/api/cliente/lugares': () =>
        jsonResponse(200, { success: true, data: { lugares: [enCartera()] } }),
      '/api/cliente/tarjetas': tarjetas(CUICHI),
      [PASES_PATH]: pasesResponse(),
    });
    renderScreen(
      <LugaresScreen
        agregar={async () => ''}
        ofertasPath={(s) => `/ofertas/${s}`}
        accionesLugar={accionesDeLugar}
      />,
      { path: '/cliente-dashboard/lugares' },
    );
    const lugar = await screen.findByRole('article', { name: 'Tacos Cuichi' });
    const grupo = await within(lugar).findByRole('group', {
      name: 'Cartera del teléfono: Tacos Cuichi',
    });
    expect(within(grupo).getByRole('button', { name: 'Agregar a Google Wallet' })).toBeTruthy();
  });

  it("shows them full size beside the card's detail", async () => {
    routeFetch({
      '/api/cliente/lugares': () =>
        jsonResponse(200, { success: true, data: { lugares: [enCartera()] } }),
      '/api/negocio/publico/cuichi': () =>
        jsonResponse(200, { success: true, data: negocioPublico() }),
      '/api/cliente/tarjetas': tarjetas(CUICHI),
      [PASES_PATH]: pasesResponse(),
    });
    renderScreen(
      <TarjetaDetalle
        slug="cuichi"
        ofertasPath={(s) => `/ofertas/${s}`}
        carteraTelefono={<BotonesCarteraDeLugar slug="cuichi" />}
      />,
      { path: '/cliente-dashboard/lugares/cuichi' },
    );
    const boton = await screen.findByRole('button', { name: 'Agregar a Google Wallet' });
    expect(boton.className).toContain('h-12');
    expect(screen.getByRole('link', { name: 'Agregar a Apple Wallet' })).toBeTruthy();
  });
});
