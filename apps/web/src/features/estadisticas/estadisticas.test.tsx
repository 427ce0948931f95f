import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  ClientesPorNivel,
  EquipoPeriodo,
  EstadisticasInicio,
  HorasPico,
  ResumenPeriodo,
  Retencion,
  UsoPromociones,
  VisitasSemanales,
} from '@tarjeto/shared';
import {
  callsTo,
  errorResponse,
  fetchMock,
  jsonResponse,
  routeFetch,
} from '../../test/fetch-mock.ts';
import { renderScreen, prepararPantalla } from '../../test/render-screen.tsx';
import { EstadisticasScreen } from './components/estadisticas-screen.tsx';
import { InicioEstadisticas } from './components/inicio-estadisticas.tsx';
import { conEtiqueta, pasoEtiquetas } from './components/barras.tsx';
import { horasConVisitas } from './components/paneles.tsx';
import { CARGANDO_ESTADISTICAS, SIN_DATOS } from './lib/copy.ts';

// Estadísticas and Inicio's figures (SPEC §2): each panel loads, fails with a 'Reintentar' that
// asks again, shows 'No hay datos disponibles' when empty, and follows the period selector.

const ID = 'NEG123';
const B = `/api/estadisticas/negocio/${ID}`;
const ok = (data: unknown) => () => jsonResponse(200, { success: true, data });

const semanas = (n: number, visitas: (i: number) => number) =>
  Array.from({ length: n }, (_, i) => ({
    semana: `2026-W${String(36 + i).padStart(2, '0')}`,
    desde: `2026-${String(9 + Math.floor(i / 4)).padStart(2, '0')}-0${1 + (i % 4)}`,
    hasta: `2026-${String(9 + Math.floor(i / 4)).padStart(2, '0')}-0${2 + (i % 4)}`,
    enCurso: i === n - 1,
    visitas: visitas(i),
    anonimas: i % 2,
  }));

const resumen = (periodo: number): ResumenPeriodo => ({
  periodo,
  desde: '2026-10-25',
  hasta: '2026-11-23',
  visitas: periodo * 10,
  anonimas: periodo,
  clientes: periodo * 2,
  clientesNuevos: 3,
  canjes: 17,
});
const visitasSemanales: VisitasSemanales = {
  semanas: semanas(12, (i) => 10 + i),
  total: 12 * 10 + 66,
};
const niveles: ClientesPorNivel = {
  periodo: 30,
  desde: '2026-10-25',
  hasta: '2026-11-23',
  niveles: [
    { nivel: 0, nombre: 'Sin nivel', clientes: 40, activos: 12 },
    { nivel: 1, nombre: 'Bronce', clientes: 20, activos: 10 },
    { nivel: 2, nombre: 'Plata', clientes: 8, activos: 7 },
    { nivel: 3, nombre: 'Oro', clientes: 3, activos: 3 },
    { nivel: 4, nombre: 'Rubí', clientes: 1, activos: 1 },
  ],
  total: 72,
};
const horas = (periodo: number): HorasPico => ({
  periodo,
  desde: '2026-10-25',
  hasta: '2026-11-23',
  zonaHoraria: 'America/Mexico_City',
  celdas: [
    { diaSemana: 5, hora: 14, visitas: 30 },
    { diaSemana: 1, hora: 9, visitas: 4 },
  ],
  maximo: 30,
  total: 34,
});
const promos: UsoPromociones = {
  periodo: 30,
  desde: '2026-10-25',
  hasta: '2026-11-23',
  promociones: [
    {
      publicID: 'P1',
      titulo: 'Taco gratis',
      clase: 'promocion',
      nivelReq: 0,
      status: true,
      vistas: 40,
      canjes: 15,
      tasaDeUso: 38,
      vistasTotales: 90,
      canjesTotales: 30,
    },
  ],
};
const retencion: Retencion = {
  meses: [
    { mes: '2026-10', base: 50, volvieron: 20, tasa: 40, enCurso: false },
    { mes: '2026-11', base: 60, volvieron: 27, tasa: 45, enCurso: true },
  ],
};

const equipo = (periodo: number, over: Partial<EquipoPeriodo> = {}): EquipoPeriodo => ({
  periodo,
  desde: '2026-10-25',
  hasta: '2026-11-23',
  tieneEquipo: true,
  personas: [
    {
      persona: { miembroId: 'm1', nombre: 'Carlos Rentería', rol: 'cajero', baja: false },
      visitas: 120,
      canjes: 14,
      participacion: 60,
    },
    {
      persona: { miembroId: 'm2', nombre: 'Itzel Campos', rol: 'cajero', baja: true },
      visitas: 50,
      canjes: 3,
      participacion: 25,
    },
    {
      persona: { miembroId: 'm3', nombre: 'Marisol Araujo', rol: 'encargado', baja: false },
      visitas: 0,
      canjes: 0,
      participacion: 0,
    },
    { persona: null, visitas: 30, canjes: 1, participacion: 15 },
  ],
  visitas: 200,
  canjes: 18,
  ...over,
});
const sinEquipo = (periodo: number) =>
  equipo(periodo, { tieneEquipo: false, personas: [], visitas: 0, canjes: 0 });

const todo = (over: Record<string, () => Promise<Response>> = {}) =>
  routeFetch({
    [`${B}/equipo`]: ok(sinEquipo(30)),
    [`${B}/resumen`]: ok(resumen(30)),
    [`${B}/visitas-semanales`]: ok(visitasSemanales),
    [`${B}/niveles`]: ok(niveles),
    [`${B}/horas-pico`]: ok(horas(30)),
    [`${B}/promociones`]: ok(promos),
    [`${B}/retencion`]: ok(retencion),
    ...over,
  });

const panel = (titulo: string) =>
  screen.getByRole('heading', { name: titulo }).closest('section') as HTMLElement;

prepararPantalla();

const render = (path = '/negocio-dashboard/estadisticas') =>
  renderScreen(<EstadisticasScreen negocio={{ publicID: ID }} />, { path });

describe('Estadísticas (SPEC §2)', () => {
  it("says 'Cargando estadísticas...' in each panel, then shows the figures", async () => {
    todo();
    render();
    expect(screen.getAllByText(CARGANDO_ESTADISTICAS).length).toBeGreaterThanOrEqual(5);
    await screen.findByText('186');
    expect(within(panel('Visitas por semana')).getByText('visitas en total')).toBeTruthy();
    // Levels with their counts and the period's visitors.
    const n = panel('Clientes por nivel');
    expect(within(n).getByText('Rubí')).toBeTruthy();
    expect(within(n).getByText('40')).toBeTruthy();
    expect(within(n).getByText('12 vinieron')).toBeTruthy();
    // The peak hour in words, and the heatmap as a table for screen readers.
    const h = panel('Horas pico');
    expect(h.textContent).toContain('viernes de 14:00 a 15:00');
    const tabla = within(h).getByRole('table', { name: /Visitas por día y hora/ });
    expect(within(tabla).getAllByRole('row')).toHaveLength(8);
    // Usage rate of each promotion; retention this month.
    expect(within(panel('Uso de promociones')).getByText('38 %')).toBeTruthy();
    const r = panel('Retención');
    expect(within(r).getAllByText('45 %')[0]!.tagName).toBe('P');
    expect(r.textContent).toContain('De los 60 clientes de octubre, 27 ya volvieron en noviembre');
    // The week chart's figures are in a table too.
    expect(
      within(panel('Visitas por semana')).getByRole('table', { name: 'Visitas por semana' }),
    ).toBeTruthy();
  });

  it("shows 'No hay datos disponibles' in a panel with nothing to show", async () => {
    todo({
      [`${B}/horas-pico`]: ok({ ...horas(30), celdas: [], maximo: 0, total: 0 }),
      [`${B}/retencion`]: ok({
        meses: retencion.meses.map((m) => ({ ...m, base: 0, volvieron: 0, tasa: null })),
      }),
    });
    render();
    await waitFor(() => expect(within(panel('Horas pico')).getByText(SIN_DATOS)).toBeTruthy());
    expect(within(panel('Retención')).getByText(SIN_DATOS)).toBeTruthy();
    expect(within(panel('Clientes por nivel')).queryByText(SIN_DATOS)).toBeNull();
  });

  it('says one visit in the singular: a new business with its first visit', async () => {
    todo({
      [`${B}/horas-pico`]: ok({
        ...horas(30),
        celdas: [{ diaSemana: 5, hora: 11, visitas: 1 }],
        maximo: 1,
        total: 1,
      }),
      [`${B}/visitas-semanales`]: ok({ semanas: semanas(12, (i) => (i === 11 ? 1 : 0)), total: 1 }),
    });
    render();
    const pico = panel('Horas pico');
    await waitFor(() => expect(within(pico).getByText(/\(1 visita\)/)).toBeTruthy());
    expect(within(pico).queryByText(/1 visitas/)).toBeNull();
    await waitFor(() =>
      expect(within(panel('Visitas por semana')).getByText('visita en total')).toBeTruthy(),
    );
  });

  it("a failed panel shows the server's message, and 'Reintentar' really asks again", async () => {
    let falla = true;
    todo({
      [`${B}/niveles`]: () =>
        falla ? errorResponse(500, 'INTERNAL', 'La base de datos no respondió') : ok(niveles)(),
    });
    render();
    const n = () => panel('Clientes por nivel');
    await waitFor(() =>
      expect(within(n()).getByRole('alert').textContent).toBe('La base de datos no respondió'),
    );
    expect(callsTo(`${B}/niveles?periodo=30`)).toHaveLength(1);
    falla = false;
    fireEvent.click(within(n()).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(n()).getByText('Rubí')).toBeTruthy());
    expect(callsTo(`${B}/niveles?periodo=30`)).toHaveLength(2);
    // The other panels were not asked again.
    expect(callsTo(`${B}/retencion`)).toHaveLength(1);
  });

  it('without a message from the server, says the spec’s fallback', async () => {
    todo({ [`${B}/retencion`]: () => jsonResponse(502, 'no es json') });
    render();
    await waitFor(() =>
      expect(within(panel('Retención')).getByRole('alert').textContent).toBe(
        'Error al cargar las estadísticas',
      ),
    );
  });

  it('the period selector asks each period panel again for 7, 30 or 90 days', async () => {
    routeFetch({
      [`${B}/resumen`]: () => ok(resumen(7))(),
      [`${B}/visitas-semanales`]: ok(visitasSemanales),
      [`${B}/niveles`]: ok(niveles),
      [`${B}/horas-pico`]: ok(horas(7)),
      [`${B}/promociones`]: ok(promos),
      [`${B}/retencion`]: ok(retencion),
      [`${B}/equipo`]: ok(equipo(7)),
    });
    render('/negocio-dashboard/estadisticas?periodo=7');
    const grupo = screen.getByRole('group', { name: 'Periodo' });
    expect(within(grupo).getByRole('button', { name: '7 días' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() => expect(callsTo(`${B}/horas-pico?periodo=7`)).toHaveLength(1));
    await act(async () => {
      fireEvent.click(within(grupo).getByRole('button', { name: '90 días' }));
    });
    await waitFor(() => expect(callsTo(`${B}/horas-pico?periodo=90`)).toHaveLength(1));
    for (const p of ['resumen', 'niveles', 'promociones', 'equipo'])
      expect(callsTo(`${B}/${p}?periodo=90`)).toHaveLength(1);
    // Weeks and retention do not depend on the period.
    expect(callsTo(`${B}/visitas-semanales`)).toHaveLength(1);
    expect(callsTo(`${B}/retencion`)).toHaveLength(1);
    expect(
      within(grupo).getByRole('button', { name: '90 días' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe("'Por persona' (DOMAIN §10)", () => {
  it('lists each person’s visits, canjes and share, people who left and “Sin asignar”', async () => {
    todo({ [`${B}/equipo`]: ok(equipo(30)) });
    render();
    const p = await waitFor(() => panel('Por persona'));
    expect(p.textContent).toContain(
      'Visitas y canjes que registró cada quien en los últimos 30 días',
    );
    const tabla = within(p).getByRole('table', { name: /Visitas y canjes por persona/ });
    const filas = within(tabla)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
    expect(filas).toEqual([
      ['Carlos RenteríaCajero', '120', '14', '60 %'],
      ['Itzel CamposCajeroDejó el equipo', '50', '3', '25 %'],
      ['Marisol AraujoEncargado', '0', '0', '0 %'],
      ['Sin asignar', '30', '1', '15 %'],
    ]);
    // The period's total beside the title; what 'Sin asignar' means, since it is there.
    expect(within(p).getByText('200')).toBeTruthy();
    expect(p.textContent).toContain('“Sin asignar”: nadie había dicho quién atendía.');
  });

  it('does not show for a business without a team, and says so when the period is empty', async () => {
    todo();
    render();
    await screen.findByText('186');
    await waitFor(() => expect(callsTo(`${B}/equipo?periodo=30`)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Por persona' })).toBeNull();

    cleanup();
    fetchMock.mockReset();
    todo({
      [`${B}/equipo`]: ok(
        equipo(30, {
          personas: equipo(30).personas.map((x) => ({ ...x, visitas: 0, canjes: 0 })),
          visitas: 0,
          canjes: 0,
        }),
      ),
    });
    render();
    await waitFor(() => expect(within(panel('Por persona')).getByText(SIN_DATOS)).toBeTruthy());
  });
});

const inicio: EstadisticasInicio = {
  hoy: '2026-11-25',
  resumen: {
    visitas: 132,
    visitasAnteriores: 120,
    ofertasActivas: 4,
    canjes: 57,
    canjesDesde: '2026-10-01',
  },
  semana: { desde: '2026-11-23', hasta: '2026-11-25', clientes: 31, frecuentes: 18, nuevos: 6 },
  semanas: [
    {
      semana: '2026-W46',
      desde: '2026-11-09',
      hasta: '2026-11-15',
      enCurso: false,
      visitas: 88,
      anonimas: 0,
    },
    {
      semana: '2026-W47',
      desde: '2026-11-16',
      hasta: '2026-11-22',
      enCurso: false,
      visitas: 95,
      anonimas: 0,
    },
    {
      semana: '2026-W48',
      desde: '2026-11-23',
      hasta: '2026-11-25',
      enCurso: true,
      visitas: 40,
      anonimas: 0,
    },
  ],
};

describe('Inicio: quick summary and "Visitas de la semana" (SPEC §2)', () => {
  it('shows the real figures, with the windows said in words', async () => {
    routeFetch({ [`${B}/inicio`]: ok(inicio) });
    renderScreen(<InicioEstadisticas negocio={{ publicID: ID }} />, { path: '/negocio-dashboard' });
    expect(screen.getByText(CARGANDO_ESTADISTICAS)).toBeTruthy();
    await screen.findByText('132');
    expect(screen.getByText('+10 % vs. 7 días antes')).toBeTruthy();
    expect(screen.getByText('esta temporada, desde el 1 oct')).toBeTruthy();
    const card = panel('Visitas de la semana');
    const figura = (t: string) => within(card).getByText(t).closest('div')!.textContent;
    expect(figura('Clientes esta semana')).toContain('31');
    expect(figura('Frecuentes')).toContain('18');
    expect(figura('Nuevos')).toContain('6');
    const tabla = within(card).getByRole('table', { name: /tres semanas/ });
    expect(
      within(tabla)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'SemanaVisitas',
      '9 nov – 15 nov88',
      '16 nov – 22 nov95',
      '23 nov – 25 nov (esta semana)40',
    ]);
  });

  it("a failure offers 'Reintentar', which asks again", async () => {
    let falla = true;
    routeFetch({
      [`${B}/inicio`]: () =>
        falla ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Intenta más tarde') : ok(inicio)(),
    });
    renderScreen(<InicioEstadisticas negocio={{ publicID: ID }} />, { path: '/negocio-dashboard' });
    await screen.findByText('Intenta más tarde');
    falla = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('132');
    expect(callsTo(`${B}/inicio`)).toHaveLength(2);
  });
});

describe("'Horas pico' hours", () => {
  it('run from the first to the last hour with visits, around midnight when the shop closes late', () => {
    expect(horasConVisitas([9, 14, 21])).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
    expect(horasConVisitas([19, 23, 0, 1])).toEqual([19, 20, 21, 22, 23, 0, 1]);
    expect(horasConVisitas([5])).toEqual([5]);
    expect(horasConVisitas([])).toEqual([]);
    expect(horasConVisitas(Array.from({ length: 24 }, (_, h) => h))).toHaveLength(24);
  });
});

describe('bar labels that fit', () => {
  it('label every bar when the widest fits under one, else every 2nd or 3rd, the last always', () => {
    // 12 weeks: 'Hoy' / '16 nov' ≈ 34 px wide, 8 px of room between labels.
    expect(pasoEtiquetas(80, 34)).toBe(1); // a wide chart
    expect(pasoEtiquetas(42, 34)).toBe(1);
    expect(pasoEtiquetas(41, 34)).toBe(2); // 1280 px, half a row: would touch
    expect(pasoEtiquetas(26, 34)).toBe(2); // 390 px
    expect(pasoEtiquetas(20, 34)).toBe(3);
    // Not laid out yet (jsdom, a hidden tab): every label.
    expect(pasoEtiquetas(0, 34)).toBe(1);
    expect(pasoEtiquetas(30, 0)).toBe(1);

    const visibles = (paso: number) =>
      Array.from({ length: 12 }, (_, i) => i).filter((i) => conEtiqueta(i, 12, paso));
    expect(visibles(1)).toHaveLength(12);
    expect(visibles(2)).toEqual([1, 3, 5, 7, 9, 11]);
    expect(visibles(3)).toEqual([2, 5, 8, 11]);
  });

  it('shows a retention month and its figure as two lines', async () => {
    todo();
    render();
    const retencionPanel = await waitFor(() => {
      const p = panel('Retención');
      expect(within(p).getByText('45 %', { selector: '[data-etiqueta] span' })).toBeTruthy();
      return p;
    });
    const etiquetas = retencionPanel.querySelectorAll('[data-etiqueta]');
    expect(Array.from(etiquetas, (e) => Array.from(e.children, (c) => c.textContent))).toEqual([
      ['oct', '40 %'],
      ['nov', '45 %'],
    ]);
  });
});
