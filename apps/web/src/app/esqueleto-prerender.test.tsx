// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BANNER_SEMANAL_ALTO } from '../features/cliente-dashboard/components/banner-semanal.tsx';
import {
  MARCAS_NEGOCIO_PUBLICO,
  NEGOCIO_PUBLICO_PATRON,
  renderEsqueletos,
} from './esqueleto-prerender.tsx';

// The skeletons the server sends in front of the app (lib/esqueleto.ts): each dashboard's frame
// and Inicio before the session answers — no account data, and no id the app's own screen uses.

describe('the dashboards’ prerendered skeletons', () => {
  const esqueletos = renderEsqueletos();

  it('draws the business and the customer Inicio in their frames, without anyone’s data', () => {
    expect(Object.keys(esqueletos).sort()).toEqual([
      '/cliente-dashboard',
      '/negocio-dashboard',
      NEGOCIO_PUBLICO_PATRON,
    ]);
    const negocio = esqueletos['/negocio-dashboard']!;
    expect(negocio).toContain('Aquí ves cómo va tu semana');
    expect(negocio).toContain('Secciones del negocio');
    expect(negocio).toContain('¡Hola!');
    const cliente = esqueletos['/cliente-dashboard']!;
    expect(cliente).toContain('Tus tarjetas, tu racha y lo que te espera hoy.');
    expect(cliente).toContain('Mi código');
    expect(cliente).toContain('¡Hola!');
    // The weekly banner's placeholder reserves the banner's room here too (issue 29).
    expect(cliente).toContain(`class="${BANNER_SEMANAL_ALTO} `);
  });

  it("draws a business's public page with a marker where each of its texts goes (issue 29)", () => {
    const publico = esqueletos[NEGOCIO_PUBLICO_PATRON]!;
    for (const marca of Object.values(MARCAS_NEGOCIO_PUBLICO)) expect(publico).toContain(marca);
    // In the page's frame (header and footer), without a heading or a link of its own to reach.
    expect(publico).toContain('Saltar al contenido');
    expect(publico).toContain('text-3xl font-extrabold tracking-tight');
  });

  it('keeps only ids of its own, so the page never holds two of one', () => {
    for (const html of Object.values(esqueletos)) {
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
      for (const id of ids) expect(id).toMatch(/^_esqueleto-/);
      expect(html).not.toContain('aria-labelledby');
    }
  });
});
