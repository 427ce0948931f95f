import { nombreNivel } from './niveles.ts';

// Achievements (logros, DOMAIN §5): facts a customer earns once and keeps. The server stores each
// when it is earned, under a key that makes earning it twice impossible.

export const RACHAS_CON_LOGRO = [4, 12, 26] as const;
export const NEGOCIOS_CON_LOGRO = 5;

export type LogroTipo = 'primera_visita' | 'nivel' | 'racha' | 'primer_canje' | 'negocios';

export interface Logro {
  tipo: LogroTipo;
  /** The level reached, the weeks of the streak, the number of businesses. */
  valor: number | null;
  /** The business it was earned at (levels only). */
  negocioId: string | null;
  /** Unique per customer: earning the same fact again changes nothing. */
  clave: string;
}

const logro = (tipo: LogroTipo, valor: number | null, negocioId: string | null = null): Logro => ({
  tipo,
  valor,
  negocioId,
  clave: [tipo, valor ?? '', negocioId ?? ''].join(':'),
});

export interface EstadoCliente {
  /** Counted visits across all businesses. */
  visitas: number;
  /** Businesses with a card. */
  negocios: number;
  /** Weeks in a row across all cards. */
  racha: number;
  /** The card's level at this business. */
  nivel: number;
}

/** What one counted visit earned: compare the customer before and after it. */
export function logrosDeVisita(
  antes: EstadoCliente,
  despues: EstadoCliente,
  negocioId: string,
): Logro[] {
  const out: Logro[] = [];
  if (antes.visitas === 0 && despues.visitas > 0) out.push(logro('primera_visita', null));
  for (let n = antes.nivel + 1; n <= despues.nivel; n++) out.push(logro('nivel', n, negocioId));
  for (const semanas of RACHAS_CON_LOGRO)
    if (antes.racha < semanas && despues.racha >= semanas) out.push(logro('racha', semanas));
  if (antes.negocios < NEGOCIOS_CON_LOGRO && despues.negocios >= NEGOCIOS_CON_LOGRO)
    out.push(logro('negocios', NEGOCIOS_CON_LOGRO));
  return out;
}

/** The first redemption ever is an achievement. */
export const logrosDeCanje = (canjesAntes: number): Logro[] =>
  canjesAntes === 0 ? [logro('primer_canje', null)] : [];

/** How a person reads an achievement ('en Tacos Cuichi' is added by whoever knows the name). */
export function tituloLogro(l: Pick<Logro, 'tipo' | 'valor'>): string {
  switch (l.tipo) {
    case 'primera_visita':
      return '¡Primera visita!';
    case 'nivel':
      return `Nivel ${nombreNivel(l.valor ?? 0)}`;
    case 'racha':
      return `${l.valor} semanas seguidas`;
    case 'primer_canje':
      return 'Primer canje';
    case 'negocios':
      return `${l.valor} lugares visitados`;
  }
}
