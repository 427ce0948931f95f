import { describe, expect, it } from 'vitest';
import {
  horarioDiaSchema,
  rfcSchema,
  urlOpcional,
  categoriasClienteSchema,
  edadSchema,
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
