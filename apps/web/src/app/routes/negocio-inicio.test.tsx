import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckAuthResponse, EstadisticasInicio, NegocioPerfil } from '@tarjeto/shared';
import { negocio } from '../../features/ajustes/test-fixtures.ts';
import { PapelContext, PAPEL_DUENO } from '../../features/equipo/hooks/use-papel.ts';
import { promocion } from '../../features/promociones/test-fixtures.ts';
import { fetchMock, jsonResponse, routeFetch } from '../../test/fetch-mock.ts';
import { establecimiento } from '../../test/negocio-perfil.ts';
import { prepararPantalla, renderScreen, usuario } from '../../test/render-screen.tsx';
import { NegocioInicioRoute } from './negocio-inicio.tsx';

// Issue 26 B6 and B7: a new business's Inicio starts with what to do first — a checklist ticked
// from its own data, each step linked to where it is done, gone once all are done — and on any
// width the week's figures come before the quick tiles.

const nuevo = (over: Partial<NegocioPerfil> = {}) =>
  negocio({ visitasTotales: 0, establecimientos: [establecimiento()], ...over });

const inicio: EstadisticasInicio = {
  hoy: '2026-11-25',
  resumen: { visitas: 0, visitasAnteriores: 0, ofertasActivas: 0, canjes: 0, canjesDesde: null },
  semana: { desde: '2026-11-23', hasta: '2026-11-25', clientes: 0, frecuentes: 0, nuevos: 0 },
  semanas: [],
};

function render(perfil: NegocioPerfil, promociones: unknown[] = [], papel = PAPEL_DUENO) {
  // The server as the checklist sees it: printing the poster is recorded on the business.
  let cartelImpresoAt = perfil.cartelImpresoAt;
  routeFetch({
    '/api/negocio/profile': () =>
      jsonResponse(200, {
        success: true,
        message: 'Perfil',
        data: { ...perfil, cartelImpresoAt },
      }),
    '/api/promocion': () => jsonResponse(200, { success: true, data: promociones }),
    '/api/negocio/cartel/impreso': () => {
      cartelImpresoAt ??= '2026-11-25T17:00:00.000Z';
      return jsonResponse(200, { success: true, message: 'Cartel impreso' });
    },
    [`/api/estadisticas/negocio/${perfil.publicID}/inicio`]: () =>
      jsonResponse(200, { success: true, data: inicio }),
  });
  const session: CheckAuthResponse = {
    success: true,
    usuario: usuario({ nombre: 'Café Lupita', verificado: true, tipoUsuario: 'Negocio' }),
    profile: perfil,
    message: 'Sesión activa',
  };
  return renderScreen(
    <PapelContext value={papel}>
      <NegocioInicioRoute />
    </PapelContext>,
    { path: '/negocio-dashboard', session },
  );
}

const checklist = () => screen.findByRole('region', { name: 'Para empezar' }, { timeout: 5000 });
const paso = (region: HTMLElement, id: string) =>
  region.querySelector<HTMLElement>(`[data-paso="${id}"]`)!;

prepararPantalla();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe("a new business's start checklist (B6)", () => {
  it('lists the four steps, none done, each linked to where it is done', async () => {
    render(nuevo());
    const region = await checklist();
    expect(within(region).getByText('0 de 4')).toBeTruthy();
    expect(within(region).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    const enlace = (id: string) => within(paso(region, id)).getByRole('link');
    // The step to do now, open, with its action; the others one line each, linked all the same.
    expect(enlace('nexo').textContent).toBe('Vincular Nexo');
    expect(enlace('nexo').getAttribute('href')).toBe('/negocio-dashboard/nexo');
    expect(within(paso(region, 'nexo')).getByText(/lee el código de tus clientes/)).toBeTruthy();
    expect(enlace('promocion').textContent).toBe('Paso 2: Crea tu primera promoción');
    expect(enlace('promocion').getAttribute('href')).toBe('/negocio-dashboard/ofertas?vista=crear');
    expect(enlace('cartel').getAttribute('href')).toBe('/negocio-dashboard/ajustes/cartel');
    expect(enlace('visita').getAttribute('href')).toBe('/negocio-dashboard/nexo');
    expect(region.querySelectorAll('[data-hecho]')).toHaveLength(0);
  });

  it('ticks each step from the business’s own data', async () => {
    render(nuevo({ establecimientos: [establecimiento({ nexoID: 'NEXO1' })] }), [promocion()]);
    const region = await checklist();
    expect(within(region).getByText('2 de 4')).toBeTruthy();
    expect(paso(region, 'nexo').hasAttribute('data-hecho')).toBe(true);
    expect(paso(region, 'nexo').textContent).toContain('Nexo vinculado');
    expect(paso(region, 'promocion').hasAttribute('data-hecho')).toBe(true);
    expect(paso(region, 'cartel').hasAttribute('data-hecho')).toBe(false);
    expect(paso(region, 'visita').hasAttribute('data-hecho')).toBe(false);
    // The poster, the step to do now, is ticked once printed, or by hand — recorded on the
    // business, so any device of the owner's sees it.
    expect(within(paso(region, 'cartel')).getByRole('link').textContent).toBe('Ver el cartel');
    const usuarioTeclado = userEvent.setup();
    within(region).getByRole('button', { name: 'Ya lo tengo' }).focus();
    await usuarioTeclado.keyboard('{Enter}');
    await waitFor(() => expect(paso(region, 'cartel').hasAttribute('data-hecho')).toBe(true));
    // The button is gone with its step: the keyboard is on the next step's action.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('A'));
    expect(document.activeElement?.textContent).toBe('Registrar una visita');
    expect(within(region).getByText('3 de 4')).toBeTruthy();
    const marcado = fetchMock.mock.calls.find(([url]) =>
      String(url).includes('/api/negocio/cartel/impreso'),
    );
    expect(marcado?.[1]?.method).toBe('POST');
  });

  it('is gone once every step is done', async () => {
    render(
      nuevo({
        establecimientos: [establecimiento({ nexoID: 'NEXO1' })],
        visitasTotales: 1,
        cartelImpresoAt: '2026-11-20T18:00:00.000Z',
      }),
      [promocion()],
    );
    await screen.findByRole('region', { name: 'Resumen rápido' }, { timeout: 5000 });
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(1));
    expect(screen.queryByRole('region', { name: 'Para empezar' })).toBeNull();
  });

  it('is for the owner, who sets the business up', async () => {
    render(nuevo(), [], { ...PAPEL_DUENO, rol: 'encargado' });
    await screen.findByRole('region', { name: 'Resumen rápido' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Para empezar' })).toBeNull();
  });
});

describe("Inicio's order (B7)", () => {
  it('puts the checklist, then the week’s figures, before the quick tiles', async () => {
    render(nuevo());
    const region = await checklist();
    const cifras = await screen.findByRole('region', { name: 'Resumen rápido' }, { timeout: 5000 });
    const semana = screen.getByRole('region', { name: 'Visitas de la semana' });
    const accesos = await screen.findByRole('region', { name: 'Accesos rápidos' });
    const saludo = screen.getByRole('heading', { level: 1 });
    const antes = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(antes(saludo, region)).toBe(true);
    expect(antes(region, cifras)).toBe(true);
    expect(antes(cifras, semana)).toBe(true);
    expect(antes(semana, accesos)).toBe(true);
  });
});
