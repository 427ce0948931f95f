import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PromocionStats, UsoPromociones } from '@tarjeto/shared';
import { jsonResponse, routeFetch } from '../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../test/render-screen.tsx';
import { PromocionStatsDetalle } from '../promociones/components/promocion-stats-detalle.tsx';
import { UsoPromocionesPanel } from './components/paneles.tsx';

// Issue 26 B2: a customer redeemed twice at the kiosk and opened the offer once in the app —
// Estadísticas said "1 vista · 2 canjes · 200 % tasa de uso". The rate is never above 100 %; when
// the views do not cover the canjes the screen says why instead of a figure.

const ID = 'NEG123';
const ok = (data: unknown) => () => jsonResponse(200, { success: true, data });

const fila = (publicID: string, titulo: string, vistas: number, canjes: number) => ({
  publicID,
  titulo,
  clase: 'promocion' as const,
  nivelReq: 0,
  status: true,
  vistas,
  canjes,
  tasaDeUso: vistas > 0 && canjes <= vistas ? Math.round((canjes / vistas) * 100) : null,
  vistasTotales: vistas,
  canjesTotales: canjes,
});

const uso: UsoPromociones = {
  periodo: 30,
  desde: '2026-10-29',
  hasta: '2026-11-27',
  promociones: [
    fila('P1', 'Café gratis', 1, 2),
    fila('P2', 'Pan de muerto', 0, 3),
    fila('P3', 'Taco gratis', 40, 15),
  ],
};

prepararPantalla();

describe('Tasa de uso (issue 26 B2)', () => {
  it('Uso de promociones never shows a rate above 100 %, and says why there is none', async () => {
    routeFetch({ [`/api/estadisticas/negocio/${ID}/promociones`]: ok(uso) });
    renderScreen(<UsoPromocionesPanel negocio={{ publicID: ID }} periodo={30} />);
    await screen.findByText('Café gratis');
    const texto = document.body.textContent ?? '';
    expect(texto).not.toMatch(/200\s*%/);
    for (const m of texto.matchAll(/(\d+)\s*%/g)) expect(Number(m[1])).toBeLessThanOrEqual(100);
    expect(screen.getByText('Sin tasa: más canjes que vistas')).toBeTruthy();
    expect(screen.getByText('Sin tasa: sin vistas registradas')).toBeTruthy();
    expect(screen.getByText('38 %')).toBeTruthy();
  });

  it("a promotion's detail says the same when its views do not cover its canjes", async () => {
    const stats: PromocionStats = {
      estadisticasUso: { totalVistas: 1, totalUsos: 2 },
      totalCanjes: 2,
      tasaUso: null,
      canjesPorDia: [{ fecha: '2026-11-27', canjes: 2 }],
    };
    routeFetch({ '/api/promocion/stats/PRO1': ok(stats) });
    renderScreen(<PromocionStatsDetalle publicID="PRO1" />);
    expect(await screen.findByText('Sin tasa: más canjes que vistas')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/200\s*%/);
  });
});
