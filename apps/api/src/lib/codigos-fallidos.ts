import { sql, type SQL } from 'drizzle-orm';
import { AppError } from './app-error.ts';
import { contarEnBase, type Hit, type RateLimiter } from './rate-limiter.ts';

// Wrong codes at the counter (DOMAIN §4 and §10, issue 25): a customer code that names nobody, a
// canje code that is not live. Each is counted per device, per establishment and per business
// (and per account at the dashboard), over windows that neither re-pairing a device nor a success
// clears: a new device for the same establishment inherits the establishment's and the business's
// counts. Every limit is here, in one place.

const MINUTO = 60 * 1000;
const DIA = 24 * 60 * MINUTO;

/** Whose count: the device, its establishment, its business, or the signed-in account. */
export type AmbitoFallidos = 'nexo' | 'establecimiento' | 'negocio' | 'usuario';

export interface LimiteFallidos {
  ambito: AmbitoFallidos;
  max: number;
  windowMs: number;
}

export const LIMITES_FALLIDOS = {
  /** A customer's QR or typed code (registerVisita). */
  cliente: [
    { ambito: 'nexo', max: 30, windowMs: 10 * MINUTO },
    { ambito: 'establecimiento', max: 30, windowMs: 10 * MINUTO },
    { ambito: 'negocio', max: 60, windowMs: 10 * MINUTO },
    { ambito: 'negocio', max: 300, windowMs: DIA },
  ],
  /** A 6-character canje code, at a Nexo or in the dashboard. */
  canje: [
    { ambito: 'nexo', max: 10, windowMs: 10 * MINUTO },
    { ambito: 'establecimiento', max: 10, windowMs: 10 * MINUTO },
    { ambito: 'usuario', max: 10, windowMs: 10 * MINUTO },
    { ambito: 'negocio', max: 20, windowMs: 10 * MINUTO },
    { ambito: 'negocio', max: 100, windowMs: DIA },
  ],
} as const satisfies Record<string, readonly LimiteFallidos[]>;

export type TipoFallidos = keyof typeof LIMITES_FALLIDOS;

/** Who the attempt comes from: the ids of the scopes that apply (a device has no account). */
export type Origen = Partial<Record<AmbitoFallidos, string>>;

const prefijo = (tipo: TipoFallidos, l: LimiteFallidos) =>
  `fallidos:${tipo}:${l.ambito}:${l.windowMs}:`;

// Each limit with its key's prefix, and each kind's distinct windows, made once: these run on
// every scan at the counter, where building them anew (spreads, a Date and a string per window)
// was a visible share of the request's CPU (issue 29).
const conPrefijo = (tipo: TipoFallidos) =>
  LIMITES_FALLIDOS[tipo].map((limite: LimiteFallidos) => ({
    limite,
    prefijo: prefijo(tipo, limite),
  }));
const ventanas = (tipo: TipoFallidos) => [
  ...new Set(LIMITES_FALLIDOS[tipo].map((l: LimiteFallidos) => l.windowMs)),
];
const CON_PREFIJO = { cliente: conPrefijo('cliente'), canje: conPrefijo('canje') } satisfies Record<
  TipoFallidos,
  unknown
>;
const VENTANAS = { cliente: ventanas('cliente'), canje: ventanas('canje') } satisfies Record<
  TipoFallidos,
  unknown
>;

/** The limits of `tipo` that apply to `origen`, each with its limiter key. */
export function limitesDe(tipo: TipoFallidos, origen: Origen): Array<LimiteFallidos & Hit> {
  const out: Array<LimiteFallidos & Hit> = [];
  for (const { limite, prefijo } of CON_PREFIJO[tipo]) {
    const id = origen[limite.ambito];
    if (id) {
      out.push({
        ambito: limite.ambito,
        max: limite.max,
        windowMs: limite.windowMs,
        key: prefijo + id,
        limit: limite.max,
      });
    }
  }
  return out;
}

const MENSAJES: Record<TipoFallidos, Record<AmbitoFallidos, string>> = {
  cliente: {
    nexo: 'Demasiados códigos no válidos desde este Nexo. Espera unos minutos.',
    establecimiento: 'Demasiados códigos no válidos en este establecimiento. Espera unos minutos.',
    negocio: 'Demasiados códigos no válidos en este negocio. Espera un rato.',
    usuario: 'Demasiados códigos no válidos. Espera unos minutos.',
  },
  canje: {
    nexo: 'Demasiados códigos de canje no válidos desde este Nexo. Espera unos minutos.',
    establecimiento:
      'Demasiados códigos de canje no válidos en este establecimiento. Espera unos minutos.',
    negocio: 'Demasiados códigos de canje no válidos en este negocio. Espera un rato.',
    usuario: 'Demasiados códigos de canje no válidos. Espera unos minutos.',
  },
};

/**
 * Refuses (429) when any window of `tipo` is full, given each window's count in the order of
 * limitesDe(tipo, origen): whatever the code is, a right guess must not get through.
 */
export function rechazarSiExcede(tipo: TipoFallidos, origen: Origen, conteos: readonly number[]) {
  let i = 0;
  for (const l of LIMITES_FALLIDOS[tipo] as readonly LimiteFallidos[]) {
    if (!origen[l.ambito]) continue;
    if ((conteos[i++] ?? 0) >= l.max) {
      throw new AppError('RATE_LIMITED', {
        message: MENSAJES[tipo][l.ambito],
        retryAfterSeconds: Math.ceil(l.windowMs / 1000),
      });
    }
  }
}

/** Each window's count, from the limiter (a caller whose own query did not read them). */
export async function leerFallidos(limiter: RateLimiter, tipo: TipoFallidos, origen: Origen) {
  return limiter.peekAll(limitesDe(tipo, origen));
}

/** One more wrong code, counted in every window that applies. */
export async function contarFallido(limiter: RateLimiter, tipo: TipoFallidos, origen: Origen) {
  const limites = limitesDe(tipo, origen);
  // Each key on its own (hitChain would stop at a full one and leave the rest uncounted).
  await Promise.all(limites.map((l) => limiter.hit(l.key, l.limit, l.windowMs)));
}

/** Checks first, then runs `intento`; a wrong code (`esFallido`) is counted before it is thrown. */
export async function conLimiteDeFallidos<T>(
  limiter: RateLimiter,
  tipo: TipoFallidos,
  origen: Origen,
  intento: () => Promise<T>,
  esFallido: (error: unknown) => boolean,
  conteos?: readonly number[] | null,
): Promise<T> {
  rechazarSiExcede(tipo, origen, conteos ?? (await leerFallidos(limiter, tipo, origen)));
  try {
    return await intento();
  } catch (error) {
    if (esFallido(error)) await contarFallido(limiter, tipo, origen);
    throw error;
  }
}

/**
 * For a query that reads the counts itself when the limiter lives in the database: an `int[]`
 * expression with each window's count, in limitesDe order, for the origin's ids as SQL (columns
 * of the query), and the window starts as placeholders `desde_<windowMs>` (desdesDe fills them).
 */
export function fallidosEnSql(tipo: TipoFallidos, origen: Partial<Record<AmbitoFallidos, SQL>>) {
  const partes = LIMITES_FALLIDOS[tipo].flatMap((l) => {
    const id = origen[l.ambito];
    if (!id) return [];
    // The prefix is this module's constant (letters, digits, ':'), so it is written inline.
    const clave = sql`${sql.raw(`'${prefijo(tipo, l)}'`)} || ${id}::text`;
    return [contarEnBase(clave, sql`${sql.placeholder(`desde_${l.windowMs}`)}::timestamptz`)];
  });
  return sql`array[${sql.join(partes, sql`, `)}]::int[]`;
}

/** The placeholders fallidosEnSql needs: each window's start by the limiter's clock. */
export function desdesDe(tipo: TipoFallidos, inicio: (windowMs: number) => Date) {
  const out: Record<string, string> = {};
  for (const w of VENTANAS[tipo]) out[`desde_${w}`] = inicio(w).toISOString();
  return out;
}
