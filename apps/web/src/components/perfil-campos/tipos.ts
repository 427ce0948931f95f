import type { RANGO_PRECIOS_IDS } from '@tarjeto/shared';

// The profile fields' shared vocabulary. Every field of the set takes the same four props
// (CampoProps): its DOM id, its value, what to do with a new value, and its message — so the setup
// wizard, 'Mi negocio' and the customer's profile editor bind their own state to the same fields
// with `vincular`, one line a field.

export type TipoPerfil = 'cliente' | 'negocio';
export type RangoPreciosId = (typeof RANGO_PRECIOS_IDS)[number];

/** One day of the week; both times empty = 'Cerrado' (SPEC §5). `dia` 0 Domingo … 6 Sábado. */
export interface HorarioDia {
  dia: number;
  apertura: string;
  cierre: string;
}

export const diaAbierto = (d: HorarioDia) => d.apertura !== '' || d.cierre !== '';

/** A compressed photo as a data URL (or, for one already saved, its address), and its type. */
export interface FotoAnswer {
  dataUrl: string;
  type: string;
}

export interface CampoProps<T> {
  id: string;
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
}

/** A field's props, by the name of the value it edits. */
export type Vincular<A> = <K extends keyof A & string>(key: K) => CampoProps<A[K]>;

/**
 * Binds a flat record of values to the fields: `campo('nombre')` gives the id, value, onChange
 * and error of the field that edits `nombre`.
 */
export function vincular<A>(
  values: A,
  onChange: (patch: Partial<A>) => void,
  idOf: (key: keyof A & string) => string,
  errorOf: (key: keyof A & string) => string | undefined,
): Vincular<A> {
  return (key) => ({
    id: idOf(key),
    value: values[key],
    onChange: (value) => onChange({ [key]: value } as unknown as Partial<A>),
    error: errorOf(key),
  });
}
