import { describe, expect, it } from 'vitest';
import {
  agruparCodigo,
  cuentaRegresivaEnPalabras,
  formatCuentaRegresiva,
  formatEntero,
  formatDiaMes,
  formatFechaHora,
  formatHoraEn,
} from './format.ts';

describe('Nexo formats (es-MX)', () => {
  it('writes dates as "21 nov 2026, 18:30" on the business\'s clock, and nothing for none', () => {
    const cdmx = 'America/Mexico_City';
    expect(formatFechaHora('2026-11-22T00:30:00Z', cdmx)).toBe('21 nov 2026, 18:30');
    expect(formatFechaHora('2026-01-05T13:04:00Z', cdmx)).toBe('5 ene 2026, 07:04');
    // The same instant in Culiacán, an hour behind Mexico City whatever this device's zone.
    expect(formatFechaHora('2026-11-22T00:30:00Z', 'America/Mazatlan')).toBe('21 nov 2026, 17:30');
    expect(formatHoraEn('2026-11-22T04:49:00Z', 'America/Mazatlan')).toBe('21:49');
    expect(formatDiaMes('2026-11-22T04:49:00Z', 'America/Mazatlan')).toBe('21 nov');
    expect(formatFechaHora(null, cdmx)).toBeNull();
    expect(formatFechaHora('no es fecha', cdmx)).toBeNull();
  });

  it('counts down in m:ss, rounding up so 0:00 means over', () => {
    expect(formatCuentaRegresiva(300_000)).toBe('5:00');
    expect(formatCuentaRegresiva(299_001)).toBe('5:00');
    expect(formatCuentaRegresiva(299_000)).toBe('4:59');
    expect(formatCuentaRegresiva(9_000)).toBe('0:09');
    expect(formatCuentaRegresiva(1)).toBe('0:01');
    expect(formatCuentaRegresiva(0)).toBe('0:00');
    expect(formatCuentaRegresiva(-5)).toBe('0:00');
  });

  it('says the countdown in words for screen readers', () => {
    expect(cuentaRegresivaEnPalabras(300_000)).toBe('5 minutos');
    expect(cuentaRegresivaEnPalabras(61_000)).toBe('1 minuto y 1 segundo');
    expect(cuentaRegresivaEnPalabras(2_000)).toBe('2 segundos');
    expect(cuentaRegresivaEnPalabras(0)).toBe('0 segundos');
  });

  it('groups the pairing code in threes and numbers with es-MX separators', () => {
    expect(agruparCodigo('482913')).toBe('482 913');
    expect(formatEntero(1234567)).toBe('1,234,567');
  });
});
