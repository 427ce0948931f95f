import { describe, expect, it } from 'vitest';
import { contenidoDelPase, fechaLarga, mensajeNivel } from './pases.ts';

const niveles = [
  { nivel: 1, nombre: 'Bronce', visitasRequeridas: 1 },
  { nivel: 2, nombre: 'Plata', visitasRequeridas: 5 },
  { nivel: 3, nombre: 'Oro', visitasRequeridas: 10 },
  { nivel: 4, nombre: 'Rubí', visitasRequeridas: 20 },
];

describe('contenidoDelPase', () => {
  it('says what is missing for the next level, in the singular for one', () => {
    const c = contenidoDelPase({
      negocio: 'Café Lupita',
      nivel: 1,
      visitasTemporada: 3,
      niveles,
      temporadaFin: '2026-12-31',
    });
    expect(c).toEqual({
      nombreNivel: 'Bronce',
      visitas: 3,
      progreso: 'Te faltan 2 visitas para Plata',
      textoCercano: 'Te faltan 2 visitas para Plata en Café Lupita',
      temporada: 'Hasta el 31 de diciembre de 2026',
    });
    expect(
      contenidoDelPase({ negocio: 'X', nivel: 1, visitasTemporada: 4, niveles, temporadaFin: null })
        .progreso,
    ).toBe('Te falta 1 visita para Plata');
  });

  it('reads the top level and a season without an end', () => {
    const c = contenidoDelPase({
      negocio: 'Tacos Chuy',
      nivel: 4,
      visitasTemporada: 25,
      niveles,
      temporadaFin: null,
    });
    expect(c.progreso).toBe('Llegaste al nivel más alto');
    expect(c.textoCercano).toBe('Tu nivel Rubí te espera en Tacos Chuy');
    expect(c.temporada).toBeNull();
  });

  it('uses the business’s own level names', () => {
    const propios = niveles.map((n) => (n.nivel === 2 ? { ...n, nombre: 'Compa' } : n));
    expect(
      contenidoDelPase({
        negocio: 'X',
        nivel: 1,
        visitasTemporada: 1,
        niveles: propios,
        temporadaFin: null,
      }).progreso,
    ).toBe('Te faltan 4 visitas para Compa');
  });
});

describe('the wording around it', () => {
  it('writes a business-local day whole, whatever the server’s zone', () => {
    expect(fechaLarga('2027-01-01')).toBe('1 de enero de 2027');
  });
  it('announces a level', () => {
    expect(mensajeNivel('Oro', 'Café Lupita').titulo).toBe('¡Subiste a Oro!');
  });
});
