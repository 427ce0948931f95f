// A guest who taps 'Agregar a mi cartera' on a business's public page signs up first. The
// business is kept on this device (localStorage: signup, the e-mail code and the setup may take
// more than one tab) and offered again in 'Lugares' once the account is ready, with one tap.

const STORAGE_KEY = 'tarjeto:negocio-pendiente';
/** A wish older than this is forgotten. */
const VIGENCIA_MS = 7 * 24 * 60 * 60 * 1000;

export interface NegocioPendiente {
  slug: string;
  nombreComercial: string;
  /** The business code 'Agregar a mi cartera' sends. */
  codigo: string;
}

export function recordarNegocioPendiente(n: NegocioPendiente) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...n, at: Date.now() }));
  } catch {
    // Storage blocked (private mode): the page is still there to add it later.
  }
}

export function leerNegocioPendiente(ahora = Date.now()): NegocioPendiente | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<NegocioPendiente & { at: number }>;
    if (
      typeof v.slug !== 'string' ||
      typeof v.nombreComercial !== 'string' ||
      typeof v.codigo !== 'string' ||
      typeof v.at !== 'number' ||
      ahora - v.at > VIGENCIA_MS
    )
      return null;
    return { slug: v.slug, nombreComercial: v.nombreComercial, codigo: v.codigo };
  } catch {
    return null;
  }
}

export function olvidarNegocioPendiente() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
