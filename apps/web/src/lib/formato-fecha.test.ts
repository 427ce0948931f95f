import { describe, expect, it } from 'vitest';
import { horaEnZona, nombreDeZona } from './formato-fecha.ts';

describe('formato-fecha', () => {
  it("names Mexico's zones by their city in Spanish, whatever the browser's zone names say", () => {
    expect(nombreDeZona('America/Mexico_City')).toBe('hora de Ciudad de México');
    expect(nombreDeZona('America/Cancun')).toBe('hora de Cancún');
    expect(nombreDeZona('America/Tijuana')).toBe('hora de Tijuana');
  });

  it('falls back to the browser for any other zone, never to an empty name', () => {
    expect(nombreDeZona('Europe/Madrid')).not.toBe('');
    expect(nombreDeZona('Europe/Madrid')).not.toContain('_');
  });

  it("shows a time on the business's clock, 24 hours", () => {
    expect(horaEnZona('2026-11-24T00:42:00Z', 'America/Mexico_City')).toBe('18:42');
  });
});
