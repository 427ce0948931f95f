import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorResponse, fetchMock, jsonResponse, routeFetch } from '../../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../../test/render-screen.tsx';
import { leerNegocioPendiente } from '../lib/negocio-pendiente.ts';
import { enCartera, negocioPublico } from '../test-fixtures.ts';
import { NegocioPublicoPage, type Visitante } from './negocio-publico-page.tsx';

// A business's public page (/negocio/{slug}): profile, hours with today marked, offers by level,
// places, levels, links — and 'Agregar a mi cartera' as a guest and as a customer get it.

const PUBLICO = '/api/negocio/publico/cuichi';
const CARTERA = '/api/cliente/lugares';
const agregar = vi.fn<(codigo: string) => Promise<string>>();

const render = (visitante: Visitante) =>
  renderScreen(<NegocioPublicoPage slug="cuichi" visitante={visitante} agregar={agregar} />, {
    path: '/negocio/cuichi',
  });

prepararPantalla();
beforeEach(() => {
  agregar.mockReset();
});

describe('the public page', () => {
  it('shows a guest the business and sends them to sign up, keeping the business', async () => {
    routeFetch({ [PUBLICO]: () => jsonResponse(200, { success: true, data: negocioPublico() }) });
    render('invitado');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tacos Cuichi' })).toBeTruthy();
    expect(document.title).toBe('Tacos Cuichi · Tarjeto');
    expect(screen.getByText('· Abre hoy a las 18:00')).toBeTruthy();
    expect(screen.getByText('Tacos de asada y cabeza al carbón desde 1998.')).toBeTruthy();
    // Offers with who they are for and when they hold.
    const ofertas = screen.getByRole('region', { name: 'Ofertas' });
    expect(
      within(ofertas).getByRole('heading', { name: 'Martes de 2x1 en tacos de asada' }),
    ).toBeTruthy();
    expect(within(ofertas).getByText('Cada martes, de 18:00 a 23:00')).toBeTruthy();
    expect(within(ofertas).getByText('Para clientes Plata')).toBeTruthy();
    expect(within(ofertas).getByText('Quedan 12 · hasta el 20 dic 2026')).toBeTruthy();
    // The week's hours (Monday closed) and both places.
    const horario = screen.getByRole('region', { name: 'Horario' });
    expect(within(horario).getAllByRole('listitem')).toHaveLength(7);
    expect(within(horario).getByText('Cerrado')).toBeTruthy();
    const sucursales = screen.getByRole('region', { name: 'Sucursales' });
    expect(within(sucursales).getByText('Tacos Cuichi Las Quintas')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Niveles' }).textContent).toContain(
      'Rubí15 visitas por temporada',
    );
    expect(screen.getByRole('link', { name: /tacoscuichi\.mx/ }).getAttribute('href')).toBe(
      'https://tacoscuichi.mx',
    );
    // The card a newcomer would get.
    expect(screen.getByRole('article', { name: 'Tarjeta de Tacos Cuichi' }).textContent).toContain(
      'Te faltan 6 visitas para Bronce',
    );

    const cta = screen.getByRole('link', { name: 'Agregar a mi cartera' });
    expect(cta.getAttribute('href')).toBe('/signup?tipo=cliente');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes(CARTERA))).toBe(false);
    fireEvent.click(cta);
    expect(leerNegocioPendiente()).toEqual({
      slug: 'cuichi',
      nombreComercial: 'Tacos Cuichi',
      codigo: 'TACOSCUI-7Q4K',
    });
  });

  it('lets a customer add it, by its code', async () => {
    routeFetch({
      [PUBLICO]: () => jsonResponse(200, { success: true, data: negocioPublico() }),
      [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [] } }),
    });
    agregar.mockResolvedValue('¡Listo! Tacos Cuichi ya está en tu cartera.');
    render('cliente');
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar a mi cartera' }));
    await waitFor(() => expect(screen.getByText('En tu cartera')).toBeTruthy());
    expect(agregar).toHaveBeenCalledWith('TACOSCUI-7Q4K');
  });

  it('shows a customer who has it their own card there', async () => {
    routeFetch({
      [PUBLICO]: () => jsonResponse(200, { success: true, data: negocioPublico() }),
      [CARTERA]: () => jsonResponse(200, { success: true, data: { lugares: [enCartera()] } }),
    });
    render('cliente');
    expect(await screen.findByText('En tu cartera')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar a mi cartera' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver mis lugares' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Tarjeta de Tacos Cuichi' }).textContent).toContain(
      'Te faltan 3 visitas para Oro',
    );
  });

  it('a business account sees the page without the button', async () => {
    routeFetch({ [PUBLICO]: () => jsonResponse(200, { success: true, data: negocioPublico() }) });
    render('otro');
    await screen.findByRole('heading', { level: 1, name: 'Tacos Cuichi' });
    expect(screen.queryByText('Agregar a mi cartera')).toBeNull();
  });

  it('an unknown business says so', async () => {
    routeFetch({ [PUBLICO]: () => errorResponse(404, 'NOT_FOUND', 'No encontramos ese negocio.') });
    render('invitado');
    expect(
      await screen.findByRole('heading', { name: 'No encontramos este negocio' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
  });
});
