import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  Award,
  ChartColumn,
  House,
  Settings,
  Store,
  Tablet,
  TicketPercent,
  Users,
} from 'lucide-react';
import { NEGOCIO_NAV, NegocioLayout } from './negocio-layout.tsx';
import { NegocioBarraMovil, repartirSecciones, type BarraItem } from './negocio-barra-movil.tsx';

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

const enlaces = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);

describe('NegocioLayout (SPEC §2 Side navigation)', () => {
  it('lists every section, Inicio first, as links in the side navigation', () => {
    expect(NEGOCIO_NAV[0]?.label).toBe('Inicio');
    expect(new Set(NEGOCIO_NAV.map((i) => i.to)).size).toBe(NEGOCIO_NAV.length);
    renderAt('/negocio-dashboard');
    // A side navigation (desktop) and a bottom bar (phones): CSS shows one of them.
    const [side] = screen.getAllByRole('navigation', { name: 'Secciones del negocio' });
    expect(enlaces(side!)).toEqual(NEGOCIO_NAV.map((i) => [i.label, i.to]));
  });

  it('reaches every section from the phone: in the bar or behind Más', async () => {
    const user = userEvent.setup();
    renderAt('/negocio-dashboard');
    const bottom = screen.getAllByRole('navigation', { name: 'Secciones del negocio' })[1]!;
    const { barra, mas } = repartirSecciones(NEGOCIO_NAV);
    expect(enlaces(bottom)).toEqual(barra.map((i) => [i.shortLabel ?? i.label, i.to]));
    if (mas.length === 0) {
      expect(within(bottom).queryByRole('button', { name: /Más/ })).toBeNull();
      return;
    }
    await user.click(within(bottom).getByRole('button', { name: 'Más' }));
    const sheet = screen.getByRole('dialog', { name: 'Más secciones' });
    expect(enlaces(sheet)).toEqual(mas.map((i) => [i.label, i.to]));
  });

  it.each(NEGOCIO_NAV.map((i) => [i.to, i.label]))(
    'marks the section of %s as current',
    (path, label) => {
      renderAt(path);
      const [side] = screen.getAllByRole('navigation', { name: 'Secciones del negocio' });
      const actual = within(side!)
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page')
        .map((l) => l.textContent);
      expect(actual).toEqual([label]);
    },
  );

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

// The eight sections the dashboard grows to (issue 10): more than a phone's bar holds.
const D = '/negocio-dashboard';
const OCHO: BarraItem[] = [
  { to: D, label: 'Inicio', icon: House, end: true, enBarra: true },
  { to: `${D}/ofertas`, label: 'Ofertas', icon: TicketPercent, enBarra: true },
  { to: `${D}/programa`, label: 'Programa de lealtad', shortLabel: 'Programa', icon: Award },
  { to: `${D}/estadisticas`, label: 'Estadísticas', icon: ChartColumn, enBarra: true },
  { to: `${D}/clientes`, label: 'Clientes', icon: Users },
  { to: `${D}/nexo`, label: 'Nexo', icon: Tablet, enBarra: true },
  { to: `${D}/mi-negocio`, label: 'Mi negocio', icon: Store },
  { to: `${D}/ajustes`, label: 'Ajustes', icon: Settings },
];

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

const renderBar = (path: string, items: BarraItem[] = OCHO) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <button type="button">Antes</button>
      <NegocioBarraMovil items={items} label="Secciones del negocio" />
    </MemoryRouter>,
  );

describe('the phone bar with more sections than slots', () => {
  it('keeps the sections marked enBarra in the bar, in order, and the rest behind Más', () => {
    const { barra, mas } = repartirSecciones(OCHO);
    expect(barra.map((i) => i.label)).toEqual(['Inicio', 'Ofertas', 'Estadísticas', 'Nexo']);
    expect(mas.map((i) => i.label)).toEqual([
      'Programa de lealtad',
      'Clientes',
      'Mi negocio',
      'Ajustes',
    ]);
    // Everything fits: no 'Más' at all.
    expect(repartirSecciones(OCHO.slice(0, 5)).mas).toEqual([]);
    // Nothing marked: the first ones by order.
    const sinMarca = OCHO.map((i) => ({ ...i, enBarra: false }));
    expect(repartirSecciones(sinMarca).barra.map((i) => i.label)).toEqual([
      'Inicio',
      'Ofertas',
      'Programa de lealtad',
      'Estadísticas',
    ]);
  });

  it('opens Más as a dialog with the rest, traps focus, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderBar(D);
    const nav = screen.getByRole('navigation', { name: 'Secciones del negocio' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Inicio', 'Ofertas', 'Estadísticas', 'Nexo']);
    const mas = within(nav).getByRole('button', { name: 'Más' });
    expect(mas.getAttribute('aria-expanded')).toBe('false');
    expect(mas.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(mas);
    expect(mas.getAttribute('aria-expanded')).toBe('true');
    const sheet = screen.getByRole('dialog', { name: 'Más secciones' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(mas.getAttribute('aria-controls')).toBe(sheet.id);
    const links = within(sheet).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Programa de lealtad', `${D}/programa`],
      ['Clientes', `${D}/clientes`],
      ['Mi negocio', `${D}/mi-negocio`],
      ['Ajustes', `${D}/ajustes`],
    ]);
    expect(document.activeElement).toBe(links[0]);

    // Tab goes round inside the sheet: the close button, the four sections, and back.
    const cerrar = within(sheet).getByRole('button', { name: 'Cerrar' });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cerrar);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(links[3]);
    await user.tab();
    expect(document.activeElement).toBe(cerrar);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mas.getAttribute('aria-expanded')).toBe('false');
    // In the same commit that took the sheet away, not a frame later.
    expect(document.activeElement).toBe(mas);
  });

  it('closes on the backdrop and on the close button', async () => {
    const user = userEvent.setup();
    renderBar(D);
    const mas = screen.getByRole('button', { name: 'Más' });
    await user.click(mas);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(mas);
    await user.click(mas);
    const backdrop = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to a section from the sheet and closes it', async () => {
    const user = userEvent.setup();
    renderBar(D);
    await user.click(screen.getByRole('button', { name: 'Más' }));
    await user.click(screen.getByRole('link', { name: 'Mi negocio' }));
    expect(screen.getByTestId('location').textContent).toBe(`${D}/mi-negocio`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows Más as current when the section is behind it, and marks it inside', async () => {
    const user = userEvent.setup();
    renderBar(`${D}/ajustes`);
    const nav = screen.getByRole('navigation', { name: 'Secciones del negocio' });
    // No link of the bar is current; 'Más' says where the user is.
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current')),
    ).toEqual([]);
    const mas = within(nav).getByRole('button', { name: 'Más, estás en Ajustes' });
    await user.click(mas);
    const actual = within(screen.getByRole('dialog'))
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(actual.map((l) => l.textContent)).toEqual(['Ajustes']);
    // The sheet opens on the current section.
    expect(document.activeElement).toBe(actual[0]);
  });

  it('marks a deep link below a bar section as that section', () => {
    renderBar(`${D}/estadisticas/semanas`);
    const current = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual(['Estadísticas']);
    expect(screen.getByRole('button', { name: 'Más' })).toBeTruthy();
  });
});
