import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FOOTER_SLUGS } from '@tarjeto/shared';
import { InfoPageLayout } from './components/info-page-layout.tsx';
import { UnderConstruction } from './components/under-construction.tsx';
import { INFO_PAGES, seccionDeSlug } from './info-pages.tsx';
import { tituloDePagina } from './page-title.ts';

afterEach(cleanup);

function renderPagina(slug: string | undefined) {
  const Contenido = slug ? INFO_PAGES[slug] : undefined;
  return render(
    <MemoryRouter>
      <InfoPageLayout titulo={tituloDePagina(slug)} seccion={seccionDeSlug(slug)}>
        {Contenido ? <Contenido /> : <UnderConstruction />}
      </InfoPageLayout>
    </MemoryRouter>,
  );
}

describe('footer information pages', () => {
  it('registers content only for footer slugs', () => {
    const registrados = Object.keys(INFO_PAGES);
    expect(registrados.sort()).toEqual(
      ['como-funciona', 'faq', 'privacidad', 'que-es-tarjeto', 'terminos-condiciones'].sort(),
    );
    for (const slug of registrados) expect(FOOTER_SLUGS as readonly string[]).toContain(slug);
  });

  it('shows the title, a way home and the copyright of the current year', () => {
    renderPagina('historias-exito');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Historias de éxito');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    // The one logo of every screen, with the brand written as BRAND.md writes it.
    const logo = screen.getByRole('link', { name: 'Tarjeto, inicio' });
    expect(logo.getAttribute('href')).toBe('/');
    expect(logo.textContent).toBe('Tarjeto');
    expect(screen.getByText(`© ${new Date().getFullYear()} Tarjeto`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Esta sección está en construcción' })).toBeTruthy();
  });

  it("titles the FAQ 'Preguntas frecuentes'", () => {
    renderPagina('faq');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Preguntas frecuentes');
  });

  it('uses the default title without a slug', () => {
    renderPagina(undefined);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Información');
  });

  it.each(Object.keys(INFO_PAGES))(
    'renders %s with one h1 and no under-construction notice',
    (slug) => {
      renderPagina(slug);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
      expect(screen.queryByText('Esta sección está en construcción')).toBeNull();
    },
  );

  it('answers between 8 and 12 questions with native disclosure widgets', () => {
    const { container } = renderPagina('faq');
    const preguntas = container.querySelectorAll('details > summary');
    expect(preguntas.length).toBeGreaterThanOrEqual(8);
    expect(preguntas.length).toBeLessThanOrEqual(12);
    expect(screen.getByText('¿Por qué no se contó mi visita?')).toBeTruthy();
  });

  it('dates each legal document by its last change', () => {
    for (const [slug, iso, fecha] of [
      // The phone's wallets added to the aviso (issue 27).
      ['privacidad', '2026-11-27', '27 de noviembre de 2026'],
      ['terminos-condiciones', '2026-11-21', '21 de noviembre de 2026'],
    ] as const) {
      const { container, unmount } = renderPagina(slug);
      expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(iso);
      expect(within(container).getByText(fecha)).toBeTruthy();
      unmount();
    }
  });

  it('tells in the aviso what leaves for Google and Apple, and only on the customer’s tap', () => {
    const { container, unmount } = renderPagina('privacidad');
    const texto = container.textContent ?? '';
    expect(texto).toMatch(/La cartera de tu teléfono \(Google Wallet y Apple Wallet\)/);
    expect(texto).toMatch(/Solo si tocas Agregar a Google Wallet o Agregar a Apple Wallet/);
    unmount();
  });
});
