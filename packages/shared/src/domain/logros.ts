import { nombreNivel } from './niveles.ts';

// Achievements (logros, DOMAIN §5): facts a customer earns once and keeps. The server stores each
// when it is earned, under a key that makes earning it twice impossible.

export const RACHAS_CON_LOGRO = [4, 12, 26] as const;
export const NEGOCIOS_CON_LOGRO = 5;

export const TIPOS_LOGRO = [
  'primera_visita',
  'nivel',
  'racha',
  'primer_canje',
  'negocios',
] as const;
export type LogroTipo = (typeof TIPOS_LOGRO)[number];

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

/**
 * How a person reads an achievement ('en Tacos Cuichi' is added by whoever knows the name). A
 * level reads by the business's own name for it when given (a business may rename its levels).
 */
export function tituloLogro(l: Pick<Logro, 'tipo' | 'valor'>, nombreDelNivel?: string): string {
  switch (l.tipo) {
    case 'primera_visita':
      return '¡Primera visita!';
    case 'nivel':
      return `Nivel ${nombreDelNivel ?? nombreNivel(l.valor ?? 0)}`;
    case 'racha':
      return `${l.valor} semanas seguidas`;
    case 'primer_canje':
      return 'Primer canje';
    case 'negocios':
      return `${l.valor} lugares visitados`;
  }
}

/** The clave an achievement is stored under (see `logro`), to ask whether it was earned. */
export const claveLogro = (
  tipo: LogroTipo,
  valor: number | null,
  negocioId: string | null = null,
) => logro(tipo, valor, negocioId).clave;

/** An achievement not earned yet, and how far the customer is from it. */
export interface LogroProximo {
  tipo: LogroTipo;
  valor: number | null;
  /** The business it is earned at (levels only). */
  negocioId: string | null;
  /** Where the customer is now and what it takes: 'Racha de 12 semanas: 5/12'. */
  actual: number;
  meta: number;
}

export interface ProgresoCliente {
  /** Counted visits across all businesses. */
  visitas: number;
  /** Canjes ever made. */
  canjes: number;
  /** Weeks in a row across all cards, as it stands this week (rachaVigente). */
  racha: number;
  /** Businesses with at least one counted visit. */
  negociosVisitados: number;
  /** Each card: its level, this season's visits, and the next level's requirement (null at the top). */
  tarjetas: ReadonlyArray<{
    negocioId: string;
    visitasTemporada: number;
    siguiente: { nivel: number; visitasRequeridas: number } | null;
  }>;
  /** The claves of the achievements already earned. */
  obtenidos: ReadonlySet<string>;
}

/**
 * The next achievement of each kind (DOMAIN §5) with the customer's progress toward it: the first
 * visit, the next streak of RACHAS_CON_LOGRO not earned, the first canje, NEGOCIOS_CON_LOGRO
 * businesses, and at each card its next level — closest first. Earned ones are left out.
 */
export function logrosProximos(p: ProgresoCliente): LogroProximo[] {
  const out: LogroProximo[] = [];
  const falta = (tipo: LogroTipo, valor: number | null, negocioId: string | null = null) =>
    !p.obtenidos.has(claveLogro(tipo, valor, negocioId));
  const add = (
    tipo: LogroTipo,
    valor: number | null,
    actual: number,
    meta: number,
    negocioId: string | null = null,
  ) => out.push({ tipo, valor, negocioId, actual: Math.min(actual, meta), meta });

  if (falta('primera_visita', null)) add('primera_visita', null, p.visitas, 1);
  const racha = RACHAS_CON_LOGRO.find((semanas) => falta('racha', semanas));
  if (racha !== undefined) add('racha', racha, p.racha, racha);
  for (const t of p.tarjetas) {
    if (t.siguiente && falta('nivel', t.siguiente.nivel, t.negocioId))
      add(
        'nivel',
        t.siguiente.nivel,
        t.visitasTemporada,
        t.siguiente.visitasRequeridas,
        t.negocioId,
      );
  }
  if (falta('primer_canje', null)) add('primer_canje', null, p.canjes, 1);
  if (falta('negocios', NEGOCIOS_CON_LOGRO))
    add('negocios', NEGOCIOS_CON_LOGRO, p.negociosVisitados, NEGOCIOS_CON_LOGRO);
  // Closest first; a stable sort keeps the order above among equals.
  return out.sort((a, b) => b.actual / b.meta - a.actual / a.meta);
}
