import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DATOS_INSUFICIENTES } from '@tarjeto/shared';
import { jsonResponse, routeFetch } from '../../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../../test/render-screen.tsx';
import { comparacion, efecto } from '../test-fixtures.ts';
import { EfectoCampanas } from './efecto-campanas.tsx';

// Estadísticas → Campañas (issue 28 part E): messaged vs control, the difference with its 95 %
// interval only once both groups are large enough.

const render = () =>
  renderScreen(<EfectoCampanas zonaHoraria="America/Mexico_City" />, {
    path: '/negocio-dashboard/estadisticas',
  });
const responder = (efectos: unknown[]) =>
  routeFetch({
    'GET /api/negocio/avisos/efecto': () => jsonResponse(200, { success: true, data: { efectos } }),
  });

prepararPantalla();

const texto = (el: HTMLElement) => el.textContent!.replace(/\s+/g, ' ').trim();

describe('EfectoCampanas', () => {
  it('shows both groups, and the difference with its interval only when there are enough data', async () => {
    responder([efecto()]);
    render();
    const tarjeta = (await screen.findByRole('heading', { name: 'Te extrañamos' })).closest(
      'section',
    )!;
    const [siete, catorce] = within(tarjeta)
      .getAllByText(/^En (7|14) días$/)
      .map((t) => t.parentElement!);

    // 7 days: 14 in the control group, fewer than 20 — no difference claimed.
    expect(texto(siete!)).toContain('Con mensaje: 34 % regresó (n=120) · Sin mensaje: 21 % (n=14)');
    expect(within(siete!).getByText(DATOS_INSUFICIENTES)).toBeTruthy();
    expect(texto(siete!)).not.toContain('Diferencia');

    // 14 days: 100 and 24 — the difference and its Newcombe interval.
    expect(texto(catorce!)).toContain(
      'Con mensaje: 45 % regresó (n=100) · Sin mensaje: 25 % (n=24)',
    );
    expect(texto(catorce!)).toContain('Diferencia: +20 puntos (IC 95 %: −2 a +36)');
    expect(within(catorce!).queryByText(DATOS_INSUFICIENTES)).toBeNull();
    expect(texto(catorce!)).toContain('El intervalo incluye el cero');

    expect(screen.getByText(/grupo de control de cerca del 10 %/)).toBeTruthy();
  });

  it('names campaigns as such and never says a difference with an empty control group', async () => {
    const vacio = comparacion({ n: 40, regresaron: 10 }, { n: 0, regresaron: 0 });
    responder([
      efecto({
        origen: 'campana',
        campanaID: 'CAM1',
        nombre: 'Ana, el pastor va 2×1',
        dias7: vacio,
        dias14: vacio,
      }),
    ]);
    render();
    const tarjeta = (await screen.findByRole('heading', { name: 'Ana, el pastor va 2×1' })).closest(
      'section',
    )!;
    expect(texto(tarjeta)).toContain('Campaña · del');
    expect(texto(tarjeta)).toContain('Sin mensaje: — (n=0)');
    expect(within(tarjeta).getAllByText(DATOS_INSUFICIENTES)).toHaveLength(2);
  });

  it('says what to do while there is nothing to measure', async () => {
    responder([]);
    render();
    expect(await screen.findByText(/Aún no hay avisos que medir/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enciende tus avisos' }).getAttribute('href')).toBe(
      '/negocio-dashboard/avisos',
    );
  });
});
