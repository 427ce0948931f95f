import { describe, expect, it } from 'vitest';
import { haceCuanto } from './format.ts';

// 'Última visita' on the business's Clientes screens counts calendar days on the business's clock,
// as the customer's own screens do — not 24-hour periods.
const MX = 'America/Mexico_City'; // UTC−6 all year
const lunes1040 = Date.parse('2026-11-23T16:40:00Z'); // Monday 23 Nov, 10:40 in Mexico City

describe('haceCuanto', () => {
  it('says minutes and hours the same day', () => {
    expect(haceCuanto('2026-11-23T16:39:40Z', MX, lunes1040)).toBe('hace un momento');
    expect(haceCuanto('2026-11-23T16:15:00Z', MX, lunes1040)).toBe('hace 25 minutos');
    expect(haceCuanto('2026-11-23T06:30:00Z', MX, lunes1040)).toBe('hace 10 horas'); // 00:30 today
  });

  it('counts calendar days in the business zone: Saturday night is anteayer on Monday morning', () => {
    expect(haceCuanto('2026-11-23T05:50:00Z', MX, lunes1040)).toBe('ayer'); // Sun 23:50, <11 h ago
    expect(haceCuanto('2026-11-22T02:33:00Z', MX, lunes1040)).toBe('anteayer'); // Sat 20:33
    expect(haceCuanto('2026-11-16T02:00:00Z', MX, lunes1040)).toBe('hace 8 días'); // Sun 15, 20:00
  });

  it('gives the date beyond a month', () => {
    expect(haceCuanto('2026-10-01T18:00:00Z', MX, lunes1040)).toBe('1 oct 2026');
  });
});
