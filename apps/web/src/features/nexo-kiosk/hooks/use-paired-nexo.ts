import { useSyncExternalStore } from 'react';
import { loadPairing, subscribePairing, type PairedNexo } from '../lib/pairing-storage.ts';

/** The device's pairing as stored; null while it is not (or no longer) a Nexo. */
export const usePairedNexo = (): PairedNexo | null =>
  useSyncExternalStore(subscribePairing, loadPairing, () => null);
