import { describe, expect, it } from 'vitest';
import { CUPON_LIMITE_DEFAULT, DEFAULT_ZONA_HORARIA, promocionDraftSchema } from '@tarjeto/shared';
import { promocion } from '../test-fixtures.ts';
import { borradorDe, valoresDePromocion, valoresIniciales } from './form-values.ts';
import { repartirErrores, rutasDe } from './server-errors.ts';
import { etiquetaNivel } from './copy.ts';
import { limiteTexto, vigenciaTexto } from './format.ts';

const HOY = '2026-11-21';

describe('valoresIniciales (SPEC §9 creation-form defaults)', () => {
  it('has every default of the spec', () => {
    const v = valoresIniciales({ negocioID: 'NEG1', hoy: HOY, tipo: 'programa' });
    expect(v.tipoPromo.tipo).toBe('programa');
    expect(v.tipoPromo.programa).toEqual({
      diaSemana: 1,
      horaInicio: '18:00',
      horaFin: '22:00',
      zonaHoraria: DEFAULT_ZONA_HORARIA,
    });
    expect(v.tipoPromo.exclusivo.totalInicial).toBe('100');
    expect(v.limiteDeUsos).toEqual({
      porUsuario: { diario: '1', semanal: '3', total: '5' },
      totalGlobal: '500',
    });
    expect(v.nivelReq).toBe(0);
    expect(v.status).toBe(true);
    // Start today; end and deadline today + 30 days.
    expect(v.tipoPromo.periodo).toEqual({ fechaInicio: HOY, fechaFin: '2026-12-21' });
    expect(v.tipoPromo.exclusivo.fechaLimite).toBe('2026-12-21');
  });

  it('starts a coupon at the counter limit of 50', () => {
    const v = valoresIniciales({ negocioID: 'NEG1', hoy: HOY, clase: 'cupon' });
    expect(v.clase).toBe('cupon');
    expect(v.limiteDeUsos.totalGlobal).toBe(String(CUPON_LIMITE_DEFAULT));
  });

  it("uses the business's own zone when it has one", () => {
    const v = valoresIniciales({ negocioID: 'N', hoy: HOY, zonaHoraria: 'America/Mazatlan' });
    expect(v.tipoPromo.programa.zonaHoraria).toBe('America/Mazatlan');
  });
});

describe('borradorDe', () => {
  it("sends only the chosen type's fields, numbers as numbers and blank limits as none", () => {
    const v = valoresIniciales({ negocioID: 'NEG1', hoy: HOY, tipo: 'exclusivo' });
    v.titulo = 'Tacos';
    v.descripcion = 'Gratis';
    v.limiteDeUsos.porUsuario.semanal = '';
    v.limiteDeUsos.totalGlobal = ' ';
    const d = borradorDe(v);
    expect(d.tipoPromo).toEqual({
      tipo: 'exclusivo',
      exclusivo: { totalInicial: 100, fechaLimite: '2026-12-21' },
    });
    expect(d.limiteDeUsos).toEqual({
      porUsuario: { diario: 1, semanal: null, total: 5 },
      totalGlobal: null,
    });
    // What the form sends is what the API's schema accepts.
    expect(promocionDraftSchema.safeParse(d).success).toBe(true);
  });

  it('round-trips an existing promotion, keeping its categories', () => {
    const p = promocion({
      clase: 'evento',
      nivelReq: 3,
      categoriaFavorita: ['taqueria'],
      tipoPromo: {
        tipo: 'periodo',
        programa: null,
        periodo: { fechaInicio: '2026-11-01', fechaFin: '2026-11-30' },
        exclusivo: null,
      },
      limiteDeUsos: { porUsuario: { diario: null, semanal: 2, total: null }, totalGlobal: null },
      terminos: 'No acumulable',
      status: false,
    });
    const v = valoresDePromocion(p, { negocioID: 'NEG123', hoy: HOY });
    expect(v.limiteDeUsos.porUsuario).toEqual({ diario: '', semanal: '2', total: '' });
    // The types it does not use still get the defaults, for switching.
    expect(v.tipoPromo.programa.horaInicio).toBe('18:00');
    const d = borradorDe(v);
    expect(d).toMatchObject({
      titulo: p.titulo,
      clase: 'evento',
      nivelReq: 3,
      categoriaFavorita: ['taqueria'],
      tipoPromo: {
        tipo: 'periodo',
        periodo: { fechaInicio: '2026-11-01', fechaFin: '2026-11-30' },
      },
      limiteDeUsos: { porUsuario: { diario: null, semanal: 2, total: null }, totalGlobal: null },
      terminos: 'No acumulable',
      status: false,
    });
  });
});

describe('server field errors', () => {
  const rutas = rutasDe(valoresIniciales({ negocioID: 'N', hoy: HOY }));

  it('puts each on its field, in the order the form shows them, and keeps the rest', () => {
    const { campos, otros } = repartirErrores(
      {
        'limiteDeUsos.totalGlobal': 'Usa un número mayor que 0',
        'tipoPromo.periodo.fechaFin': 'La fecha de fin ya pasó',
        'tipoPromo.exclusivo': 'Indica cuántas hay',
        algoMas: 'Otro problema',
      },
      rutas,
    );
    expect(campos).toEqual([
      { ruta: 'tipoPromo.periodo.fechaFin', mensaje: 'La fecha de fin ya pasó' },
      { ruta: 'tipoPromo.exclusivo.totalInicial', mensaje: 'Indica cuántas hay' },
      { ruta: 'limiteDeUsos.totalGlobal', mensaje: 'Usa un número mayor que 0' },
    ]);
    expect(otros).toEqual(['Otro problema']);
  });
});

describe('words', () => {
  it("flags who a promotion is for (SPEC §2), in the business's level names", () => {
    expect(etiquetaNivel(0)).toBe('Para todos los usuarios');
    expect(etiquetaNivel(9)).toBe('Para todos los usuarios');
    expect(etiquetaNivel(3)).toBe('Para clientes Oro');
    expect(etiquetaNivel(4, [{ nivel: 4, nombre: 'Leyenda', visitasRequeridas: 20 }])).toBe(
      'Para clientes Leyenda',
    );
  });

  it('shows no limit as ∞ and says when each type can be used', () => {
    expect(limiteTexto('')).toBe('∞');
    expect(limiteTexto(null)).toBe('∞');
    expect(limiteTexto(1500)).toBe('1,500');
    expect(
      vigenciaTexto({
        tipo: 'programa',
        programa: { diaSemana: 1, horaInicio: '18:00', horaFin: '22:00' },
      }),
    ).toBe('Cada lunes, de 18:00 a 22:00');
    expect(
      vigenciaTexto({
        tipo: 'periodo',
        periodo: { fechaInicio: '2026-11-21', fechaFin: '2026-12-21' },
      }),
    ).toBe('Del 21 nov al 21 dic 2026');
    expect(
      vigenciaTexto({
        tipo: 'exclusivo',
        exclusivo: { totalInicial: 100, restantes: 42, fechaLimite: '2026-12-21' },
      }),
    ).toBe('Quedan 42 de 100 · hasta el 21 dic 2026');
    expect(vigenciaTexto({ tipo: 'regular' })).toBe('Disponible siempre');
  });
});
