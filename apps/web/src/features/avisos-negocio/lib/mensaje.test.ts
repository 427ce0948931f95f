import { describe, expect, it } from 'vitest';
import { rellenarTexto } from '@tarjeto/shared';
import { NEGOCIO } from '../test-fixtures.ts';
import { ofertaMasNueva, valoresDeEjemplo } from './mensaje.ts';

describe('the preview of a message', () => {
  const texto = '{nombre}: {nivel} → {siguienteNivel}, hasta el {finTemporada}.';

  it("speaks of this business: its level names and its open season's last day", () => {
    const negocio = {
      ...NEGOCIO,
      programaLealtad: {
        ...NEGOCIO.programaLealtad,
        niveles: NEGOCIO.programaLealtad.niveles.map((n) =>
          n.nivel === 2 ? { ...n, nombre: 'Salsa Verde' } : n,
        ),
        temporadaActual: {
          fechaInicio: '2026-09-21',
          fechaFin: '2026-12-20',
          duracionMeses: 3,
          activa: true,
        },
      },
    };
    expect(rellenarTexto(texto, valoresDeEjemplo(negocio))).toBe(
      'Ana: Salsa Verde → Oro, hasta el domingo 20 de diciembre.',
    );
  });

  it('keeps the example day while no season is open', () => {
    expect(rellenarTexto(texto, valoresDeEjemplo(NEGOCIO))).toBe(
      'Ana: Plata → Oro, hasta el domingo 28 de junio.',
    );
  });
});

describe("'Nueva promoción' in a preview", () => {
  it("names the business's newest offer that is switched on", () => {
    const ofertas = [
      { titulo: 'Café de olla', status: true, createdAt: '2026-10-02T15:00:00.000Z' },
      { titulo: 'Pan de muerto', status: false, createdAt: '2026-11-20T15:00:00.000Z' },
      { titulo: 'Chocolate caliente', status: true, createdAt: '2026-11-12T15:00:00.000Z' },
    ];
    expect(ofertaMasNueva(ofertas)?.titulo).toBe('Chocolate caliente');
    expect(ofertaMasNueva(ofertas.map((o) => ({ ...o, status: false })))).toBeUndefined();
  });
});
