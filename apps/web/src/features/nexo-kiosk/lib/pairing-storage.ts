import { z } from 'zod';
import { nexoLugarSchema } from '@tarjeto/shared';

// What this device remembers once paired (DOMAIN §4): its token — the only thing that makes it a
// Nexo — and the business and establishment /register answered, so the counter can show who it
// belongs to even when it opens without a connection. localStorage, because a kiosk must survive
// reloads and reboots; a store other tabs see too, so every open /nexo agrees on whether it is
// paired. Whatever is read back is checked: anything odd reads as "not paired".

export const NEXO_STORAGE_KEY = 'tarjeto:nexo';
const VERSION = 1;

const storedSchema = nexoLugarSchema.extend({
  v: z.literal(VERSION),
  token: z.string().min(1),
  nexoId: z.string().min(1),
  establecimientoId: z.string().min(1),
  /** What the business called this device ("Caja 1"). */
  nombre: z.string(),
  /** The business's time zone, once 'yo' said it (a pairing stored before it knew has none). */
  zonaHoraria: z.string().optional(),
});

export type PairedNexo = Omit<z.infer<typeof storedSchema>, 'v'>;

let lastRaw: string | null = null;
let lastValue: PairedNexo | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const readRaw = () => {
  try {
    return localStorage.getItem(NEXO_STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The paired device, or null. Same object while storage is unchanged (useSyncExternalStore). */
export function loadPairing(): PairedNexo | null {
  const raw = readRaw();
  if (raw === lastRaw) return lastValue;
  lastRaw = raw;
  lastValue = null;
  if (raw) {
    try {
      const parsed = storedSchema.safeParse(JSON.parse(raw));
      if (parsed.success) {
        const { v: _v, ...pairing } = parsed.data;
        lastValue = pairing;
      }
    } catch {
      // Not JSON: treated as not paired.
    }
  }
  return lastValue;
}

export function savePairing(pairing: PairedNexo) {
  try {
    localStorage.setItem(NEXO_STORAGE_KEY, JSON.stringify({ v: VERSION, ...pairing }));
  } catch {
    // Storage blocked (private mode): the kiosk works until the page is closed.
    lastRaw = null;
    lastValue = pairing;
  }
  emit();
}

export function clearPairing() {
  try {
    localStorage.removeItem(NEXO_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  lastRaw = null;
  lastValue = null;
  emit();
}

export function subscribePairing(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === NEXO_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
