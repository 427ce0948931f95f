import { describe, expect, it } from 'vitest';
import {
  horarioDiaSchema,
  rfcSchema,
  urlOpcional,
  categoriasClienteSchema,
  edadSchema,
  diaDeSemana,
  negocioSetupSchema,
  negocioSetupWireSchema,
  normalizarSetupNegocio,
} from './perfil.ts';

const msg = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues[0]?.message;

describe('setup profile pieces', () => {
  it('accepts company and person RFCs, upper-cased, and refuses others', () => {
    expect(rfcSchema.parse(' tcu980312ab1 ')).toBe('TCU980312AB1');
    expect(rfcSchema.parse('GODE561231GR8')).toBe('GODE561231GR8');
    expect(msg(rfcSchema.safeParse('ABC123'))).toBe('RFC inválido (ej. TCU980312AB1)');
    expect(msg(rfcSchema.safeParse(''))).toBe('Por favor completa este campo');
  });

  it('treats an empty website as none and adds https:// when missing', () => {
    expect(urlOpcional.parse('')).toBeUndefined();
    expect(urlOpcional.parse(undefined)).toBeUndefined();
    expect(urlOpcional.parse('tacos.mx')).toBe('https://tacos.mx');
    expect(urlOpcional.parse('http://tacos.mx/menu')).toBe('http://tacos.mx/menu');
    expect(urlOpcional.safeParse('no es una url').success).toBe(false);
    expect(urlOpcional.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('reads a day with both times empty as closed, and refuses half a day', () => {
    expect(horarioDiaSchema.safeParse({ dia: 0, apertura: '', cierre: '' }).success).toBe(true);
    expect(horarioDiaSchema.safeParse({ dia: 5, apertura: '18:00', cierre: '02:00' }).success).toBe(
      true,
    );
    expect(horarioDiaSchema.safeParse({ dia: 1, apertura: '09:00', cierre: '' }).success).toBe(
      false,
    );
    expect(horarioDiaSchema.safeParse({ dia: 1, apertura: '25:00', cierre: '26:00' }).success).toBe(
      false,
    );
  });

  it('caps customer categories at 5 and parses age as an integer', () => {
    expect(
      categoriasClienteSchema.safeParse(['taqueria', 'sushi', 'buffet', 'pizzeria', 'mariscos'])
        .success,
    ).toBe(true);
    expect(
      msg(
        categoriasClienteSchema.safeParse([
          'taqueria',
          'sushi',
          'buffet',
          'pizzeria',
          'mariscos',
          'cafeteria',
        ]),
      ),
    ).toBe('Selecciona hasta 5 categorías');
    expect(edadSchema.parse('34')).toBe(34);
    expect(edadSchema.safeParse('34.5').success).toBe(false);
    expect(msg(edadSchema.safeParse(9))).toBe('Debes tener al menos 13 años');
  });
});

describe('a business profile as a client written to the spec sends it (issue 26 A4)', () => {
  it('reads a weekday as 0–6 or its Spanish name, accents and capitals aside', () => {
    expect(diaDeSemana('Domingo')).toBe(0);
    expect(diaDeSemana('lunes')).toBe(1);
    expect(diaDeSemana('MIÉRCOLES')).toBe(3);
    expect(diaDeSemana(' miercoles ')).toBe(3);
    expect(diaDeSemana('Sabado')).toBe(6);
    expect(diaDeSemana('5')).toBe(5);
    expect(diaDeSemana(2)).toBe(2);
    expect(diaDeSemana('Lunez')).toBe('Lunez');
    expect(diaDeSemana('7')).toBe('7');
    expect(diaDeSemana(null)).toBeNull();
  });

  it('normalises the first client’s shape and validates the rest', () => {
    const parsed = negocioSetupWireSchema.parse({
      datosPersonales: { rfc: '', fotoPerfil: 'blob:x' },
      informacionGeneral: {
        nombreComercial: 'Tacos Spec',
        categoria: [['taqueria']],
        personalTotal: 0,
        numeroPlatosPrincipales: 0,
        presupuestoMarketing: '0',
        rangoPrecios: '',
        horarioOperacion: [{ dia: 'Viernes', apertura: '12:00', cierre: '23:00' }],
        marketingBudgetPosition: 0,
      },
      establecimiento: {
        ubicacion: {
          direccion: 'Calle 1',
          ciudad: 'Culiacán',
          estado: 'Sinaloa',
          codigoPostal: '80000',
          zona: 'Centro',
        },
      },
    });
    expect(parsed.datosPersonales).toEqual({ nombreComercial: 'Tacos Spec' });
    expect(parsed.informacionGeneral).toMatchObject({
      categoria: ['taqueria'],
      gradient: 'rubi',
      horarioOperacion: [{ dia: 5, apertura: '12:00', cierre: '23:00' }],
    });
    expect(parsed.informacionGeneral.personalTotal).toBeUndefined();
    expect(parsed.informacionGeneral.presupuestoMarketing).toBeUndefined();
    expect(parsed.informacionGeneral.rangoPrecios).toBeUndefined();
    // The wizard's own schema stays as strict as its steps.
    expect(negocioSetupSchema.safeParse(parsed).success).toBe(false);
  });

  it('leaves what it cannot read for the schema to refuse', () => {
    expect(normalizarSetupNegocio(null)).toBeNull();
    expect(normalizarSetupNegocio([1])).toEqual([1]);
    const r = negocioSetupWireSchema.safeParse({
      datosPersonales: { nombreComercial: 'X' },
      informacionGeneral: { horarioOperacion: [{ dia: 'Lunez', apertura: '', cierre: '' }] },
    });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('informacionGeneral.horarioOperacion.0.dia');
    expect(paths).toContain('establecimiento');
  });
});
