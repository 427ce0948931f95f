// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DIST,
  MAX_ARCHIVOS,
  PAGINAS,
  PRESUPUESTO_KB,
  medirPaginas,
} from '../../scripts/peso-js.mjs';

// Issues 12 and 29: the JavaScript a phone downloads before a page works stays within budget —
// every first screen has its own, a little above what it measured (scripts/peso-js.mjs), under
// issue 12's ceilings of 100 KB gzip for the landing and 250 KB for any other screen — measured
// on the build `npm test` makes first (tools/run.mjs), from Vite's manifest. A regression past the
// budget fails here.

/** The screen's files, as one text (to look for a library's markers in it). */
const codigoDe = (pagina: { archivos: string[] }) =>
  pagina.archivos.map((f) => fs.readFileSync(path.join(DIST, f), 'utf8')).join('\n');

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

  it.each(paginas.map((p) => [p.nombre, p] as const))(
    '%s comes in few files (a round trip each on a slow network)',
    (_nombre, pagina) => {
      expect(pagina.archivos.length, pagina.archivos.join('\n')).toBeLessThanOrEqual(MAX_ARCHIVOS);
    },
  );

  it("measures every user's first screen, each within issue 12's ceilings", () => {
    const rutas = PAGINAS.flatMap((p) => p.claves);
    for (const ruta of [
      'landing.html',
      'src/app/routes/para-negocios.tsx',
      'src/app/routes/negocio-publico.tsx',
      'src/app/routes/cliente-inicio.tsx',
      'src/app/routes/mi-codigo.tsx',
      'src/app/routes/nexo-kiosk.tsx',
      'src/app/routes/negocio-inicio.tsx',
    ])
      expect(rutas).toContain(ruta);
    for (const [clave, kb] of Object.entries(PRESUPUESTO_KB))
      expect(kb, clave).toBeLessThanOrEqual(clave === 'landing' ? 100 : 250);
  });

  it('keeps zod, TanStack Query, the router, the form library, charts and the QR scanner out of the landing', () => {
    const codigo = codigoDe(paginas[0]!);
    // Markers of each library that survive minification (its own error texts and names).
    expect(codigo).not.toMatch(/ZodError|\$ZodType/);
    expect(codigo).not.toMatch(/QueryClient|queryFn/);
    expect(codigo).not.toMatch(/useRoutes\(\) may be used only in the context/);
    expect(codigo).not.toMatch(/useFormContext|shouldUnregister/);
    expect(codigo).not.toMatch(/jsQR|BarcodeDetector/);
  });

  it("keeps zod out of every first screen but the landing's: they read answers the API has checked", () => {
    // Forms on them (the customer's 'Agregar lugar', the offer drawer) fetch zod when used; a
    // business's public page shows its hours without the hours editor (and its contracts); the
    // kiosk checks what the counter types with packages/shared's plain rules (entradas-mostrador).
    const sinZod = paginas.filter(
      (p) =>
        p.nombre.startsWith('Panel') ||
        ['para-negocios', 'negocio-publico', 'mi-codigo', 'nexo'].includes(p.presupuesto),
    );
    expect(sinZod.length).toBe(7);
    for (const pagina of sinZod)
      expect(codigoDe(pagina), pagina.nombre).not.toMatch(/ZodError|\$ZodType/);
  });

  it('fails a page past its budget (the check can fail)', () => {
    const diminutos = Object.fromEntries(
      Object.keys(PRESUPUESTO_KB).map((k) => [k, 1]),
    ) as typeof PRESUPUESTO_KB;
    const diminutas = medirPaginas(DIST, diminutos);
    expect(diminutas).toHaveLength(PAGINAS.length);
    for (const p of diminutas) expect(p.kb).toBeGreaterThan(p.presupuestoKb);
  });

  it('counts what the landing HTML loads: every script and modulepreload of landing.html', () => {
    const html = fs.readFileSync(path.join(DIST, 'landing.html'), 'utf8');
    const cargados = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(cargados.length).toBeGreaterThan(0);
    expect([...cargados].sort()).toEqual(paginas[0]!.archivos);
  });
});
