import { describe, it, expect } from 'vitest';
import { FOOTER_SLUGS } from '@tarjeto/shared';
import { TITULO_INFO_DEFAULT, tituloDePagina, tituloDesdeSlug } from './page-title.ts';

describe('tituloDesdeSlug', () => {
  it('turns dashes into spaces and capitalises each word', () => {
    expect(tituloDesdeSlug('historias-exito')).toBe('Historias Exito');
    expect(tituloDesdeSlug('que-es-tarjeto')).toBe('Que Es Tarjeto');
    expect(tituloDesdeSlug('terminos-condiciones')).toBe('Terminos Condiciones');
  });

  it('capitalises a single word', () => {
    expect(tituloDesdeSlug('privacidad')).toBe('Privacidad');
    expect(tituloDesdeSlug('faq')).toBe('Faq');
  });

  it('falls back to "Información" when there is no slug', () => {
    expect(TITULO_INFO_DEFAULT).toBe('Información');
    expect(tituloDesdeSlug(undefined)).toBe('Información');
    expect(tituloDesdeSlug('')).toBe('Información');
  });

  it('collapses repeated, leading and trailing dashes instead of leaving empty words', () => {
    expect(tituloDesdeSlug('a--b')).toBe('A B');
    expect(tituloDesdeSlug('-como-funciona-')).toBe('Como Funciona');
    expect(tituloDesdeSlug('---')).toBe('Información');
    expect(tituloDesdeSlug('  ')).toBe('Información');
  });

  it('only changes the first letter of each word', () => {
    expect(tituloDesdeSlug('planes-y-PRECIOS')).toBe('Planes Y PRECIOS');
    expect(tituloDesdeSlug('iPhone-app')).toBe('IPhone App');
  });

  it('capitalises letters with accents or a tilde', () => {
    expect(tituloDesdeSlug('ñandú-único')).toBe('Ñandú Único');
  });

  it('gives every footer slug a title with no dashes and no empty words', () => {
    for (const slug of FOOTER_SLUGS) {
      const titulo = tituloDesdeSlug(slug);
      expect(titulo).not.toContain('-');
      expect(titulo.split(' ').every((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w))).toBe(true);
    }
  });
});

describe('tituloDePagina', () => {
  it('titles a footer page as its footer link names it, in Spanish', () => {
    expect(tituloDePagina('faq')).toBe('Preguntas frecuentes');
    expect(tituloDePagina('historias-exito')).toBe('Historias de éxito');
    expect(tituloDePagina('que-es-tarjeto')).toBe('Qué es Tarjeto');
    expect(tituloDePagina('terminos-condiciones')).toBe('Términos y condiciones');
  });

  it('keeps the slug rule for other slugs, and the default without one', () => {
    expect(tituloDePagina('algo-nuevo')).toBe('Algo Nuevo');
    // Not a property of every object: a slug is looked up as a slug only.
    expect(tituloDePagina('constructor')).toBe('Constructor');
    expect(tituloDePagina('toString')).toBe('ToString');
    expect(tituloDePagina(undefined)).toBe('Información');
  });
});
