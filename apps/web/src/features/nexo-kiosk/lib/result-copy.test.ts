import { describe, expect, it } from 'vitest';
import type { VisitaResultado } from '@tarjeto/shared';
import {
  cuandoCuentaTexto,
  progresoPorcentaje,
  progresoTexto,
  resumenResultado,
  conPunto,
  visitasTexto,
} from './result-copy.ts';

type Tarjeta = NonNullable<VisitaResultado['tarjeta']>;
const tarjeta = (over: Partial<Tarjeta> = {}): Tarjeta => ({
  visitas: 6,
  visitasTotales: 23,
  nivel: 1,
  nombreNivel: 'Bronce',
  siguienteNivel: { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, faltan: 2 },
  nueva: false,
  subioDeNivel: false,
  ...over,
});

const resultado = (over: Partial<VisitaResultado> = {}): VisitaResultado => ({
  contada: true,
  visitaId: 'v1',
  escaneadoEn: '2026-11-21T18:40:00.000Z',
  siguienteVisitaDesde: null,
  cliente: { nombre: 'Daniela Ruiz', fotoPerfil: null, nivel: 1 },
  tarjeta: tarjeta(),
  promociones: [],
  canjeToken: null,
  ...over,
});

describe('card progress', () => {
  it('says how many visits are left for the next level (BRAND voice)', () => {
    expect(progresoTexto(tarjeta())).toBe('Le faltan 2 visitas para Plata');
    expect(
      progresoTexto(
        tarjeta({ siguienteNivel: { nivel: 2, nombre: 'Plata', visitasRequeridas: 8, faltan: 1 } }),
      ),
    ).toBe('Le falta 1 visita para Plata');
  });

  it('celebrates the top level instead of a next one', () => {
    expect(progresoTexto(tarjeta({ nivel: 4, nombreNivel: 'Rubí', siguienteNivel: null }))).toBe(
      '¡Nivel Rubí: el más alto!',
    );
  });

  it('gives the share of the way, capped at 100', () => {
    expect(progresoPorcentaje(tarjeta())).toBe(75);
    expect(progresoPorcentaje(tarjeta({ siguienteNivel: null }))).toBe(100);
    expect(progresoPorcentaje(tarjeta({ visitas: 20 }))).toBe(100);
  });

  it('counts visits this season and in total', () => {
    expect(visitasTexto(tarjeta())).toBe('6 visitas esta temporada · 23 en total');
    expect(visitasTexto(tarjeta({ visitas: 1, visitasTotales: 1 }))).toBe(
      '1 visita esta temporada',
    );
  });
});

describe('cuandoCuentaTexto (es-MX, local time)', () => {
  const now = new Date(2026, 10, 21, 14, 40);
  it('says the hour for later today', () => {
    expect(cuandoCuentaTexto(new Date(2026, 10, 21, 18, 40).toISOString(), now)).toMatch(
      /^a partir de las 6:40\sp\.\s?m\.$/,
    );
  });
  it('uses "la" for one o’clock', () => {
    expect(
      cuandoCuentaTexto(new Date(2026, 10, 21, 13, 5).toISOString(), new Date(2026, 10, 21, 9)),
    ).toMatch(/^a partir de la 1:05\sp\.\s?m\.$/);
  });
  it('says mañana for tomorrow and the date after that', () => {
    expect(cuandoCuentaTexto(new Date(2026, 10, 22, 1, 15).toISOString(), now)).toMatch(
      /^mañana a partir de la 1:15\sa\.\s?m\.$/,
    );
    expect(cuandoCuentaTexto(new Date(2026, 10, 24, 9, 0).toISOString(), now)).toMatch(
      /^el 24 nov a partir de las 9:00\sa\.\s?m\.$/,
    );
  });
  it('says desde ahora for a moment already past, and nothing for a bad date', () => {
    expect(cuandoCuentaTexto(new Date(2026, 10, 21, 14, 0).toISOString(), now)).toBe('desde ahora');
    expect(cuandoCuentaTexto('no es fecha', now)).toBe('');
  });
});

describe('conPunto and resumenResultado', () => {
  it('ends a sentence with exactly one full stop', () => {
    expect(conPunto('cuenta a partir de las 6:00 p.m.')).toBe('cuenta a partir de las 6:00 p.m.');
    expect(conPunto('cuenta a partir de las 18:00')).toBe('cuenta a partir de las 18:00.');
  });

  it('sums up every outcome for screen readers', () => {
    expect(resumenResultado({ kind: 'counted', resultado: resultado() })).toBe(
      '¡Listo! Visita registrada: Daniela Ruiz. Le faltan 2 visitas para Plata.',
    );
    expect(
      resumenResultado({
        kind: 'counted',
        resultado: resultado({ tarjeta: tarjeta({ nueva: true }) }),
      }),
    ).toBe('¡Listo! Visita registrada: Daniela Ruiz. ¡Primera visita! Ya tiene su tarjeta.');
    // At the top level the progress ends in '!': no full stop after it.
    expect(
      resumenResultado({
        kind: 'counted',
        resultado: resultado({
          tarjeta: tarjeta({ nivel: 4, nombreNivel: 'Rubí', siguienteNivel: null }),
        }),
      }),
    ).toBe('¡Listo! Visita registrada: Daniela Ruiz. ¡Nivel Rubí: el más alto!');
    expect(
      resumenResultado({
        kind: 'counted',
        resultado: resultado({ cliente: null, tarjeta: null }),
      }),
    ).toBe('¡Listo! Visita registrada. Visita sin cuenta.');
    const now = new Date(2026, 10, 21, 14, 40);
    expect(
      resumenResultado(
        {
          kind: 'cooldown',
          resultado: resultado({
            contada: false,
            motivo: 'cooldown',
            siguienteVisitaDesde: new Date(2026, 10, 21, 18, 40).toISOString(),
          }),
        },
        now,
      ),
    ).toMatch(
      /^Daniela Ruiz ya registró su visita hoy\. Su siguiente visita cuenta a partir de las 6:40/,
    );
    expect(
      resumenResultado({ kind: 'refused', code: 'CODIGO_CLIENTE_USADO', message: 'Ya se usó.' }),
    ).toBe('No se registró la visita. Ya se usó.');
    expect(resumenResultado({ kind: 'queued', reason: 'offline' })).toBe(
      'Guardada sin conexión: se enviará al volver la conexión.',
    );
  });

  it('mentions the promotions to redeem, only when they can be redeemed', () => {
    const promo = {
      publicID: 'P1',
      titulo: '2x1',
      descripcion: 'Dos por uno',
      nivelReq: 0,
      clase: 'promocion' as const,
      restantes: null,
      terminos: null,
    };
    expect(
      resumenResultado({
        kind: 'counted',
        resultado: resultado({ promociones: [promo], canjeToken: 'tok.en.1.x' }),
      }),
    ).toBe(
      '¡Listo! Visita registrada: Daniela Ruiz. Le faltan 2 visitas para Plata. Tiene 1 promoción para canjear.',
    );
    expect(
      resumenResultado({
        kind: 'cooldown',
        resultado: resultado({
          contada: false,
          motivo: 'cooldown',
          promociones: [promo, { ...promo, publicID: 'P2' }],
          canjeToken: 'tok.en.1.x',
        }),
      }),
    ).toBe('Daniela Ruiz ya registró su visita hoy. Tiene 2 promociones para canjear.');
    expect(
      resumenResultado({ kind: 'counted', resultado: resultado({ promociones: [promo] }) }),
    ).toBe('¡Listo! Visita registrada: Daniela Ruiz. Le faltan 2 visitas para Plata.');
  });
});
