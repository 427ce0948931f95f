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
import { tarjeta } from '../test-fixtures.ts';

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

describe('cuandoCuentaTexto (es-MX, 24-hour, on the shop clock)', () => {
  const now = new Date(2026, 10, 21, 14, 40);
  it('says the hour for later today, in 24 hours like the rest of the product', () => {
    expect(cuandoCuentaTexto(new Date(2026, 10, 21, 18, 40).toISOString(), now)).toBe(
      'a partir de las 18:40',
    );
    expect(
      cuandoCuentaTexto(new Date(2026, 10, 21, 13, 5).toISOString(), new Date(2026, 10, 21, 9)),
    ).toBe('a partir de las 13:05');
  });
  it('says mañana for tomorrow (la for one o’clock) and the date after that', () => {
    expect(cuandoCuentaTexto(new Date(2026, 10, 22, 1, 15).toISOString(), now)).toBe(
      'mañana a partir de la 01:15',
    );
    expect(cuandoCuentaTexto(new Date(2026, 10, 24, 9, 0).toISOString(), now)).toBe(
      'el 24 nov a partir de las 09:00',
    );
  });
  it('says desde ahora for a moment already past, and nothing for a bad date', () => {
    expect(cuandoCuentaTexto(new Date(2026, 10, 21, 14, 0).toISOString(), now)).toBe('desde ahora');
    expect(cuandoCuentaTexto('no es fecha', now)).toBe('');
  });
  it("uses the business's zone, whatever the device's", () => {
    // 14:40 in Mexico City; the next visit at 18:40 there is already tomorrow in UTC.
    const enMx = new Date('2026-11-21T20:40:00Z');
    const siguiente = '2026-11-22T00:40:00Z';
    expect(cuandoCuentaTexto(siguiente, enMx, 'America/Mexico_City')).toBe('a partir de las 18:40');
    expect(cuandoCuentaTexto(siguiente, enMx, 'America/Tijuana')).toBe('a partir de las 16:40');
    expect(cuandoCuentaTexto(siguiente, enMx, 'Europe/Madrid')).toBe('mañana a partir de la 01:40');
  });
});

describe('conPunto and resumenResultado', () => {
  it('ends a sentence with exactly one full stop', () => {
    expect(conPunto('¡Listo!')).toBe('¡Listo!');
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
      /^Daniela Ruiz ya registró su visita hoy\. Su siguiente visita cuenta a partir de las 18:40\.$/,
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
