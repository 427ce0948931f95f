import { describe, expect, it } from 'vitest';
import { PASSWORD_CHECKS, passwordStrength } from './password.ts';

describe('passwordStrength (SPEC §5)', () => {
  it.each([
    ['', 0, 'Muy débil'],
    ['abc', 0, 'Muy débil'],
    ['abcdef', 1, 'Moderada'],
    ['Abcdef', 2, 'Fuerte'],
    ['abcde1', 2, 'Fuerte'],
    ['Abcde1', 3, 'Muy fuerte'],
    ['Ab1', 2, 'Fuerte'],
    ['Ñandú2026', 3, 'Muy fuerte'],
  ])('%j → %i %s', (p, score, label) => {
    expect(passwordStrength(p)).toEqual({ score, label });
  });

  it('checks each item of the checklist', () => {
    const passed = (p: string) => PASSWORD_CHECKS.filter((c) => c.test(p)).map((c) => c.id);
    expect(passed('abc')).toEqual(['minuscula']);
    expect(passed('ABCDEF1')).toEqual(['longitud', 'mayuscula', 'numero']);
  });
});
