import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPairing,
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
});
