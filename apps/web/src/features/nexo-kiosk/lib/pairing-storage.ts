import type { z } from 'zod';
import { GRADIENTS, type nexoLugarSchema } from '@tarjeto/shared';

// What this device remembers once paired (DOMAIN §4): its token — the only thing that makes it a
// Nexo — and the business and establishment /register answered, so the counter can show who it
// belongs to even when it opens without a connection. localStorage, because a kiosk must survive
// reloads and reboots; a store other tabs see too, so every open /nexo agrees on whether it is
// paired. Whatever is read back is checked: anything odd reads as "not paired". The check is
// written by hand (the shape of nexoLugarSchema plus the device's own fields): zod would be the
// largest part of the kiosk's first screen for this one read (issue 29, target 5).

export const NEXO_STORAGE_KEY = 'tarjeto:nexo';
const VERSION = 1;

export type PairedNexo = z.infer<typeof nexoLugarSchema> & {
  token: string;
  nexoId: string;
  establecimientoId: string;
  /** What the business called this device ("Caja 1"). */
  nombre: string;
  /** The business's time zone, once 'yo' said it (a pairing stored before it knew has none). */
  zonaHoraria?: string;
};

type Objeto = Record<string, unknown>;
const esObjeto = (v: unknown): v is Objeto =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const esTexto = (v: unknown): v is string => typeof v === 'string';
const conTexto = (v: unknown): v is string => esTexto(v) && v.length > 0;
const esGradiente = (v: unknown): v is PairedNexo['negocio']['gradient'] =>
  (GRADIENTS as readonly unknown[]).includes(v);

/**
 * The stored pairing as it was saved ({ v: 1, …PairedNexo }), or null: only the known fields are
 * kept, in the order the stored schema had them.
 */
export function leerGuardado(v: unknown): PairedNexo | null {
  if (!esObjeto(v) || v.v !== VERSION) return null;
  const { negocio: n, establecimiento: e, token, nexoId, establecimientoId, nombre } = v;
  if (
    !esObjeto(n) ||
    !esTexto(n.publicID) ||
    !esTexto(n.nombreComercial) ||
    !(n.fotoPerfil === null || esTexto(n.fotoPerfil)) ||
    !esGradiente(n.gradient)
  )
    return null;
  if (!esObjeto(e) || !esTexto(e.establecimientoID) || !esTexto(e.nombre) || !esTexto(e.direccion))
    return null;
  if (!conTexto(token) || !conTexto(nexoId) || !conTexto(establecimientoId) || !esTexto(nombre))
    return null;
  const zona = v.zonaHoraria;
  if (zona !== undefined && !esTexto(zona)) return null;
  return {
    negocio: {
      publicID: n.publicID,
      nombreComercial: n.nombreComercial,
      fotoPerfil: n.fotoPerfil,
      gradient: n.gradient,
    },
    establecimiento: {
      establecimientoID: e.establecimientoID,
      nombre: e.nombre,
      direccion: e.direccion,
    },
    token,
    nexoId,
    establecimientoId,
    nombre,
    ...(zona === undefined ? {} : { zonaHoraria: zona }),
  };
}

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
      lastValue = leerGuardado(JSON.parse(raw));
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
