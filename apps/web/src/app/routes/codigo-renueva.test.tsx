import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CODIGO_PASO_MS } from '@tarjeto/shared';
import { INFO_PAGES } from '../../features/info-pages/info-pages.tsx';
import { jsonResponse, routeFetch } from '../../test/fetch-mock.ts';
import { prepararPantalla, renderScreen } from '../../test/render-screen.tsx';
import { ParaNegociosRoute } from './para-negocios.tsx';

// Issue 26 B4: how often the customer's code renews is one fact — the code's own 30-second step —
// said the same on every page that mentions it ('cada minuto' was on four of them).

prepararPantalla();
beforeEach(() => {
  routeFetch({ '/api/auth/check-auth': () => jsonResponse(401, { success: false }) });
});

const PERIODO = `cada ${CODIGO_PASO_MS / 1000} segundos`;
const texto = () => document.body.textContent!.replace(/\s+/g, ' ');

describe("the code's renewal period, said once", () => {
  it('is 30 seconds, from the shared step', () => {
    expect(PERIODO).toBe('cada 30 segundos');
  });

  it.each(['que-es-tarjeto', 'faq', 'como-funciona', 'terminos-condiciones', 'privacidad'])(
    '%s says the code changes every 30 seconds, never every minute',
    (slug) => {
      const Pagina = INFO_PAGES[slug]!;
      render(
        <MemoryRouter>
          <Pagina />
        </MemoryRouter>,
      );
      expect(texto()).not.toMatch(/cada minuto/i);
      expect(texto()).toContain(PERIODO);
    },
  );

  it('/para-negocios says it the same way', () => {
    renderScreen(<ParaNegociosRoute />, { path: '/para-negocios' });
    expect(texto()).not.toMatch(/cada minuto/i);
    expect(texto()).toContain(`Cambia ${PERIODO}`);
  });

  it('no screen of the web app says the code changes every minute', () => {
    const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const hallazgos: string[] = [];
    const recorrer = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) recorrer(p);
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
          const s = fs.readFileSync(p, 'utf8').replace(/\s+/g, ' ');
          if (/(cambia|renueva) cada (minuto|\d+ segundos)/i.test(s))
            hallazgos.push(path.relative(raiz, p));
        }
      }
    };
    recorrer(raiz);
    expect(hallazgos).toEqual([]);
  });
});
