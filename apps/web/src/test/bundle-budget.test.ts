// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, medirPaginas } from '../../scripts/peso-js.mjs';

// Issue 12: the JavaScript a phone downloads before a page works stays within budget — ≤ 100 KB
// gzip for the landing, ≤ 250 KB for a dashboard — measured on the build `npm test` makes first
// (tools/run.mjs), from Vite's manifest. A regression past the budget fails here.

describe('JavaScript budget of the built app', () => {
  const paginas = medirPaginas();

  it.each(paginas.map((p) => [p.nombre, p] as const))(
    '%s stays within its budget',
    (_nombre, pagina) => {
      expect(pagina.archivos.length).toBeGreaterThan(0);
      expect(
        pagina.kb,
        `${pagina.nombre}: ${pagina.kb.toFixed(1)} KB gzip > ${pagina.presupuestoKb} KB\n` +
          pagina.archivos.join('\n'),
      ).toBeLessThanOrEqual(pagina.presupuestoKb);
    },
  );

  it('keeps zod, TanStack Query, the router, the form library, charts and the QR scanner out of the landing', () => {
    const landing = paginas[0]!;
    const codigo = landing.archivos
      .map((f) => fs.readFileSync(path.join(DIST, f), 'utf8'))
      .join('\n');
    // Markers of each library that survive minification (its own error texts and names).
    expect(codigo).not.toMatch(/ZodError|\$ZodType/);
    expect(codigo).not.toMatch(/QueryClient|queryFn/);
    expect(codigo).not.toMatch(/useRoutes\(\) may be used only in the context/);
    expect(codigo).not.toMatch(/useFormContext|shouldUnregister/);
    expect(codigo).not.toMatch(/jsQR|BarcodeDetector/);
  });

  it("keeps zod out of the dashboards' first screens: they read answers the API has checked", () => {
    // Forms on them (the customer's 'Agregar lugar', the offer drawer) fetch zod when used.
    const paneles = paginas.filter((p) => p.nombre.startsWith('Panel'));
    expect(paneles.length).toBeGreaterThan(0);
    for (const pagina of paneles) {
      const codigo = pagina.archivos
        .map((f) => fs.readFileSync(path.join(DIST, f), 'utf8'))
        .join('\n');
      expect(codigo, pagina.nombre).not.toMatch(/ZodError|\$ZodType/);
    }
  });

  it('fails a page past its budget (the check can fail)', () => {
    const diminutas = medirPaginas(DIST, { landing: 1, panel: 1 });
    for (const p of diminutas) expect(p.kb).toBeGreaterThan(p.presupuestoKb);
  });

  it('counts what the landing HTML loads: every script and modulepreload of landing.html', () => {
    const html = fs.readFileSync(path.join(DIST, 'landing.html'), 'utf8');
    const cargados = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(cargados.length).toBeGreaterThan(0);
    expect([...cargados].sort()).toEqual(paginas[0]!.archivos);
  });
});
