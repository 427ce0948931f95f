import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NEGOCIO_NAV, NegocioLayout } from './negocio-layout.tsx';

afterEach(cleanup);

const renderAt = (path: string, fotoUrl: string | null = null) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NegocioLayout
        nombre="Tacos Cuichi"
        fotoUrl={fotoUrl}
        logout={<button type="button">Cerrar sesión</button>}
      >
        <p>Contenido</p>
      </NegocioLayout>
    </MemoryRouter>,
  );

describe('NegocioLayout (SPEC §2 Side navigation)', () => {
  it('lists only the sections that exist, in the spec order, as links', () => {
    expect(NEGOCIO_NAV.map((i) => i.label)).toEqual([
      'Inicio',
      'Ofertas',
      'Programa de lealtad',
      'Nexo',
    ]);
    renderAt('/negocio-dashboard');
    // A side navigation (desktop) and a bottom bar (phones): CSS shows one of them. The bottom
    // bar has room for 'Programa' only.
    const [side, bottom] = screen.getAllByRole('navigation', { name: 'Secciones del negocio' });
    const enlaces = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(enlaces(side!)).toEqual([
      ['Inicio', '/negocio-dashboard'],
      ['Ofertas', '/negocio-dashboard/ofertas'],
      ['Programa de lealtad', '/negocio-dashboard/programa'],
      ['Nexo', '/negocio-dashboard/nexo'],
    ]);
    expect(enlaces(bottom!)).toEqual([
      ['Inicio', '/negocio-dashboard'],
      ['Ofertas', '/negocio-dashboard/ofertas'],
      ['Programa', '/negocio-dashboard/programa'],
      ['Nexo', '/negocio-dashboard/nexo'],
    ]);
  });

  it.each([
    ['/negocio-dashboard', 'Inicio', 'Inicio'],
    ['/negocio-dashboard/ofertas', 'Ofertas', 'Ofertas'],
    ['/negocio-dashboard/programa', 'Programa de lealtad', 'Programa'],
    ['/negocio-dashboard/nexo', 'Nexo', 'Nexo'],
  ])('marks the section of %s as current', (path, side, bottom) => {
    renderAt(path);
    const navs = screen.getAllByRole('navigation', { name: 'Secciones del negocio' });
    const actual = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page')
        .map((l) => l.textContent);
    expect(actual(navs[0]!)).toEqual([side]);
    expect(actual(navs[1]!)).toEqual([bottom]);
  });

  it("shows the logo, the business's name and photo, 'Cerrar sesión' and the content", () => {
    renderAt('/negocio-dashboard', '/api/fotos/abc');
    expect(screen.getAllByRole('link', { name: 'Tarjeto, ir a Inicio' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Tacos Cuichi').length).toBeGreaterThan(0);
    expect(document.querySelector('img[src="/api/fotos/abc"]')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'Cerrar sesión' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('main').textContent).toBe('Contenido');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' }).getAttribute('href')).toBe(
      '#contenido',
    );
  });

  it('shows the initial when the business has no photo', () => {
    renderAt('/negocio-dashboard');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByText('T').length).toBeGreaterThan(0);
  });
});
