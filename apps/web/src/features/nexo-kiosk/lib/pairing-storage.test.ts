import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { nexoLugarSchema } from '@tarjeto/shared';
import {
  clearPairing,
  leerGuardado,
  loadPairing,
  NEXO_STORAGE_KEY,
  savePairing,
  subscribePairing,
} from './pairing-storage.ts';
import { PAIRING as pairing } from '../test-utils.tsx';

afterEach(() => {
  clearPairing();
  localStorage.clear();
});

describe('pairing storage', () => {
  it('keeps the pairing across reloads and returns the same object while unchanged', () => {
    expect(loadPairing()).toBeNull();
    savePairing(pairing);
    expect(JSON.parse(localStorage.getItem(NEXO_STORAGE_KEY)!)).toMatchObject({ v: 1, ...pairing });
    const a = loadPairing();
    expect(a).toEqual(pairing);
    expect(loadPairing()).toBe(a);
  });

  it('reads anything malformed as not paired', () => {
    localStorage.setItem(NEXO_STORAGE_KEY, '{no es json');
    expect(loadPairing()).toBeNull();
    localStorage.setItem(NEXO_STORAGE_KEY, JSON.stringify({ v: 1, token: '' }));
    expect(loadPairing()).toBeNull();
    localStorage.setItem(NEXO_STORAGE_KEY, JSON.stringify({ ...pairing, v: 99 }));
    expect(loadPairing()).toBeNull();
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePairing(listener);
    savePairing(pairing);
    clearPairing();
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: NEXO_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new StorageEvent('storage', { key: 'otra-cosa' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    savePairing(pairing);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(loadPairing()).toEqual(pairing);
  });

  it('reads a stored pairing as its zod schema did (kept out of the kiosk): fields and their order', () => {
    const guardadoSchema = nexoLugarSchema.extend({
      v: z.literal(1),
      token: z.string().min(1),
      nexoId: z.string().min(1),
      establecimientoId: z.string().min(1),
      nombre: z.string(),
      zonaHoraria: z.string().optional(),
    });
    const bien = { v: 1, ...pairing };
    const entradas: unknown[] = [
      bien,
      { ...bien, zonaHoraria: 'America/Mexico_City' },
      { ...bien, zonaHoraria: null },
      { ...bien, zonaHoraria: 5 },
      { ...bien, extra: 'se descarta' },
      { ...bien, negocio: { ...bien.negocio, extra: 1 } },
      { ...bien, negocio: { ...bien.negocio, fotoPerfil: '/api/fotos/x' } },
      { ...bien, negocio: { ...bien.negocio, fotoPerfil: undefined } },
      { ...bien, negocio: { ...bien.negocio, gradient: 'verde' } },
      { ...bien, negocio: [] },
      { ...bien, establecimiento: { ...bien.establecimiento, direccion: 3 } },
      { ...bien, v: 2 },
      { ...bien, v: '1' },
      { ...bien, token: '' },
      { ...bien, nexoId: '' },
      { ...bien, establecimientoId: 7 },
      { ...bien, nombre: '' },
      { ...bien, nombre: undefined },
      { v: 1, token: '' },
      [],
      null,
      'texto',
      1,
    ];
    for (const entrada of entradas) {
      const zod = guardadoSchema.safeParse(entrada);
      const esperado = zod.success ? (({ v: _v, ...resto }) => resto)(zod.data) : null;
      // Through JSON, as localStorage gives it back, and compared as text: the order too.
      const guardado: unknown = JSON.parse(JSON.stringify(entrada) ?? 'null');
      const zodGuardado = guardadoSchema.safeParse(guardado);
      expect(JSON.stringify(leerGuardado(guardado)), JSON.stringify(entrada)).toBe(
        JSON.stringify(zodGuardado.success ? (({ v: _v, ...r }) => r)(zodGuardado.data) : null),
      );
      // Straight from an object too (keys set to undefined included).
      expect(JSON.stringify(leerGuardado(entrada))).toBe(JSON.stringify(esperado));
    }
  });
});
