// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderEsqueletos } from './esqueleto-prerender.tsx';

// The skeletons the server sends in front of the app (lib/esqueleto.ts): each dashboard's frame
// and Inicio before the session answers — no account data, and no id the app's own screen uses.

describe('the dashboards’ prerendered skeletons', () => {
  const esqueletos = renderEsqueletos();

  it('draws the business and the customer Inicio in their frames, without anyone’s data', () => {
    expect(Object.keys(esqueletos).sort()).toEqual(['/cliente-dashboard', '/negocio-dashboard']);
    const negocio = esqueletos['/negocio-dashboard']!;
    expect(negocio).toContain('Aquí ves cómo va tu semana');
    expect(negocio).toContain('Secciones del negocio');
    expect(negocio).toContain('¡Hola!');
    const cliente = esqueletos['/cliente-dashboard']!;
    expect(cliente).toContain('Tus tarjetas, tu racha y lo que te espera hoy.');
    expect(cliente).toContain('Mi código');
    expect(cliente).toContain('¡Hola!');
  });

  it('keeps only ids of its own, so the page never holds two of one', () => {
    for (const html of Object.values(esqueletos)) {
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
      for (const id of ids) expect(id).toMatch(/^_esqueleto-/);
      expect(html).not.toContain('aria-labelledby');
    }
  });
});
