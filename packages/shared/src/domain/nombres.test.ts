import { describe, expect, it } from 'vitest';
import { quienRegistro } from './equipo.ts';
import { nombreCorto } from './nombres.ts';

describe('short names', () => {
  it('keeps the first name and the initial of the next word', () => {
    expect(nombreCorto('Ana González Ruiz')).toBe('Ana G.');
    expect(nombreCorto('  carlos   rentería ')).toBe('carlos R.');
    expect(nombreCorto('Lupita')).toBe('Lupita');
    expect(nombreCorto('Óscar álvarez')).toBe('Óscar Á.');
  });

  it('names who registered something with their role', () => {
    expect(quienRegistro({ nombre: 'Carlos Rentería', rol: 'cajero' })).toBe('Carlos R. (Cajero)');
    expect(quienRegistro({ nombre: 'Marisol Araujo', rol: 'encargado' })).toBe(
      'Marisol A. (Encargado)',
    );
    expect(quienRegistro({ nombre: 'Guadalupe Ríos', rol: 'dueno' })).toBe('Guadalupe R. (Dueño)');
  });
});
