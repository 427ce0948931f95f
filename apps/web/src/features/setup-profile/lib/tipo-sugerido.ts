import type { TipoPerfil } from './answers.ts';

// Someone who starts from 'Para negocios' ("Registra tu negocio") means to set up a business: the
// signup address carries ?tipo=negocio, and the wish is kept in this tab (sessionStorage) across
// the e-mail verification, so the wizard's type choice opens with 'Soy un negocio' already
// chosen. Only a preselection: the person still confirms it, and can pick the other type.

export const TIPO_PARAM = 'tipo';
const STORAGE_KEY = 'tarjeto:tipo-sugerido';

const esTipo = (v: unknown): v is TipoPerfil => v === 'cliente' || v === 'negocio';

/** The type an address asks for (`?tipo=negocio`), if it names one. */
export function tipoDeParametros(params: URLSearchParams): TipoPerfil | null {
  const v = params.get(TIPO_PARAM);
  return esTipo(v) ? v : null;
}

export function recordarTipoSugerido(tipo: TipoPerfil) {
  try {
    sessionStorage.setItem(STORAGE_KEY, tipo);
  } catch {
    // Storage blocked (private mode): the type choice simply starts with nothing chosen.
  }
}

export function leerTipoSugerido(): TipoPerfil | null {
  try {
    const v = sessionStorage.getItem(STORAGE_KEY);
    return esTipo(v) ? v : null;
  } catch {
    return null;
  }
}

/** After a finished setup the wish has been granted. */
export function olvidarTipoSugerido() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
