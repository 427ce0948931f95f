// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { estadoHorario, horarioTexto } from '@tarjeto/shared';
import { BANNER_SEMANAL_ALTO } from '../features/cliente-dashboard/components/banner-semanal.tsx';
import { HorarioHoy } from '../features/lugares/components/lugar-partes.tsx';
import {
  NegocioNoEncontrado,
  PortadaCategorias,
  PortadaPrecio,
} from '../features/lugares/components/negocio-publico-page.tsx';
import {
  MARCA_SALUDO_NEGOCIO,
  MARCAS_NEGOCIO_PUBLICO,
  NEGOCIO_PUBLICO_PATRON,
  renderEsqueletos,
  renderPiezasNegocioPublico,
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
    // The greeting is the server's to write: the business's name, from the session (issue 29).
    expect(negocio).not.toContain('¡Hola!');
    expect(negocio.match(new RegExp(`>${MARCA_SALUDO_NEGOCIO}</h1>`, 'g'))).toHaveLength(1);
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
    // In the page's frame (header and footer), the name as the page's heading.
    expect(publico).toContain('Saltar al contenido');
    expect(publico).toContain(
      `<h1 class="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">${MARCAS_NEGOCIO_PUBLICO.nombre}</h1>`,
    );
    // The line of categories, price and hours, right above the story, as the page has it.
    expect(publico).toContain(
      `<div class="flex flex-wrap items-center gap-x-4 gap-y-2">${MARCAS_NEGOCIO_PUBLICO.datos}</div><p class="text-base leading-7 text-stone-700">${MARCAS_NEGOCIO_PUBLICO.historia}</p>`,
    );
  });

  it("renders the line's pieces so that, filled in, they are what the page draws", () => {
    const piezas = renderPiezasNegocioPublico();
    const html = (nodo: React.ReactNode) => renderToStaticMarkup(nodo);
    // Filled in as the server fills them (plugins/web-app.ts).
    const llenar = (plantilla: string, valores: Record<string, string>) =>
      Object.entries(valores).reduce((h, [m, v]) => h.split(m).join(v), plantilla);
    expect(
      llenar(piezas.categorias[2]!, {
        '@@CATEGORIA_0@@': 'Taquería',
        '@@CATEGORIA_1@@': 'Cafetería',
      }),
    ).toBe(html(<PortadaCategorias items={['taqueria', 'cafeteria']} />));
    expect(piezas.categorias[0]).toBe(html(<PortadaCategorias items={[]} />));
    expect(piezas.categorias).toHaveLength(4);
    expect(piezas.precio['mid']).toBe(html(<PortadaPrecio id="mid" />));
    const horario = [{ dia: 1, apertura: '09:00', cierre: '22:00' }];
    for (const [iso, clave] of [
      ['2026-11-23T12:00:00-06:00', 'abierto-detalle'],
      ['2026-11-23T23:00:00-06:00', 'cerrado-detalle'],
    ] as const) {
      const estado = estadoHorario(horario, new Date(iso), 'America/Mexico_City');
      const { estado: palabras, detalle } = horarioTexto(estado);
      expect(
        llenar(piezas.horario[clave], { '@@ESTADO@@': palabras, '@@DETALLE@@': detalle! }),
      ).toBe(html(<HorarioHoy horario={estado} className="text-sm" />));
    }
    const cerrado = estadoHorario([], new Date(), 'America/Mexico_City');
    expect(llenar(piezas.horario.cerrado, { '@@ESTADO@@': 'Cerrado' })).toBe(
      html(<HorarioHoy horario={cerrado} className="text-sm" />),
    );
    // An address no business has: the page's own words, in the frame.
    expect(piezas.noEncontrado.titulo).toBe('No encontramos este negocio');
    // renderToString's text separators aside.
    expect(piezas.noEncontrado.html.replaceAll('<!-- -->', '')).toContain(
      html(
        <MemoryRouter>
          <NegocioNoEncontrado />
        </MemoryRouter>,
      ),
    );
    expect(piezas.noEncontrado.html).toContain('Saltar al contenido');
  });

  it('keeps only ids of its own, so the page never holds two of one', () => {
    for (const html of Object.values(esqueletos)) {
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
      for (const id of ids) expect(id).toMatch(/^_esqueleto-/);
      expect(html).not.toContain('aria-labelledby');
    }
  });
});
