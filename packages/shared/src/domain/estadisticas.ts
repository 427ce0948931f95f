import { FRECUENTE_MIN_VISITAS_30D } from '../constants.ts';
import { sumarDias } from './fechas.ts';
import { indiceSemana, semanaIso } from './rachas.ts';

// The business's statistics (SPEC §2 Inicio and Estadísticas, §9; DOMAIN §7), defined once. Every
// window is in the business's own calendar: 'YYYY-MM-DD' local dates, ISO weeks from Monday to
// Sunday, calendar months. The API counts with SQL over roll-ups; these functions are the
// definitions its tests check it against, and what the screens use to name the windows.

/** The Estadísticas period selector: the last 7, 30 or 90 days, today included. */
export const PERIODOS_ESTADISTICAS = [7, 30, 90] as const;
export type PeriodoEstadisticas = (typeof PERIODOS_ESTADISTICAS)[number];
export const PERIODO_POR_DEFECTO: PeriodoEstadisticas = 30;

/** 'Visitas por Semana' shows this many ISO weeks (the current one included). */
export const SEMANAS_VISITAS = 12;
/** Inicio's 'Visitas de la semana' chart: this week and the two before. */
export const SEMANAS_INICIO = 3;
/** Frequent and new customers are judged on this many days, today included (SPEC §9). */
export const VENTANA_CLIENTES_DIAS = 30;
/** Inicio's quick summary counts visits of this many days, today included (SPEC §9). */
export const VENTANA_RESUMEN_DIAS = 7;
/** The retention panel's months (the current one included). */
export const MESES_RETENCION = 6;

/** The widest range the visit calls accept (startDate … endDate). */
export const RANGO_MAXIMO_DIAS = 366;

export interface Ventana {
  /** First local day, inclusive. */
  desde: string;
  /** Last local day, inclusive. */
  hasta: string;
}

/** The last `dias` local days, ending today. */
export const ultimosDias = (hoy: string, dias: number): Ventana => ({
  desde: sumarDias(hoy, -(dias - 1)),
  hasta: hoy,
});

/** Days from one local date to another (positive when `b` is later). */
export function diasEntre(a: string, b: string): number {
  const t = (f: string) => {
    const [y, m, d] = f.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((t(b) - t(a)) / 86_400_000);
}

/** The Monday that starts the ISO week of a local date. */
export function lunesDeSemana(fecha: string): string {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const diaSemana = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Domingo … 6 Sábado
  return sumarDias(fecha, -((diaSemana + 6) % 7));
}

export interface SemanaIso extends Ventana {
  /** "2026-W48". */
  semana: string;
  /** Weeks since the one of 1 January 1970 (rachas.ts). */
  indice: number;
  /** The week today is in: it runs only up to today. */
  enCurso: boolean;
}

/** The `n` ISO weeks ending with today's, oldest first; the current one runs up to today. */
export function ultimasSemanas(hoy: string, n: number): SemanaIso[] {
  const lunes = lunesDeSemana(hoy);
  return Array.from({ length: n }, (_, i) => {
    const desde = sumarDias(lunes, -7 * (n - 1 - i));
    const enCurso = i === n - 1;
    return {
      semana: semanaIso(desde),
      indice: indiceSemana(desde),
      desde,
      hasta: enCurso ? hoy : sumarDias(desde, 6),
      enCurso,
    };
  });
}

/** Inicio's windows: this week so far, the last 30 days (customers), the last 7 (visits). */
export function ventanasDeInicio(hoy: string) {
  return {
    semana: { desde: lunesDeSemana(hoy), hasta: hoy },
    clientes: ultimosDias(hoy, VENTANA_CLIENTES_DIAS),
    resumen: ultimosDias(hoy, VENTANA_RESUMEN_DIAS),
  };
}

/** Frequent customer (SPEC §9): 2 or more counted visits in the last 30 days. */
export const esFrecuente = (visitasEn30Dias: number) =>
  visitasEn30Dias >= FRECUENTE_MIN_VISITAS_30D;

/** New customer (SPEC §9): exactly 1 counted visit in the last 30 days, and it was this week. */
export const esNuevo = (visitasEn30Dias: number, visitoEstaSemana: boolean) =>
  visitasEn30Dias === 1 && visitoEstaSemana;

export interface ClientesDeLaSemana {
  /** Customers with at least one counted visit this week. */
  clientes: number;
  frecuentes: number;
  nuevos: number;
}

/**
 * 'Visitas de la semana' from each customer's visit dates (anonymous visits have no customer and
 * are never passed in). The reference definition: the API gets the same figures from the two
 * latest visits kept on each card (see `recordarVisita`).
 */
export function clientesDeLaSemana(
  visitasPorCliente: Iterable<readonly string[]>,
  hoy: string,
): ClientesDeLaSemana {
  const v = ventanasDeInicio(hoy);
  const dentro = (f: string, w: Ventana) => f >= w.desde && f <= w.hasta;
  const r = { clientes: 0, frecuentes: 0, nuevos: 0 };
  for (const fechas of visitasPorCliente) {
    const en30 = fechas.filter((f) => dentro(f, v.clientes)).length;
    const estaSemana = fechas.some((f) => dentro(f, v.semana));
    if (estaSemana) r.clientes++;
    if (esFrecuente(en30)) r.frecuentes++;
    if (esNuevo(en30, estaSemana)) r.nuevos++;
  }
  return r;
}

/**
 * The two latest visits a card keeps (its "recency"). Counting frequent and new customers needs
 * only these: 2 or more visits in a window ending now ⇔ the one before the last falls in it;
 * exactly one ⇔ the last does and the one before does not. A late visit (sent from an offline
 * device) lands in its place. `ultima` null: the card's first visit.
 */
export interface Recencia {
  ultima: Date | null;
  penultima: Date | null;
}

export function recordarVisita(r: Recencia, at: Date): Recencia {
  if (!r.ultima) return { ultima: at, penultima: null };
  if (at >= r.ultima) return { ultima: at, penultima: r.ultima };
  if (!r.penultima || at > r.penultima) return { ultima: r.ultima, penultima: at };
  return r;
}

// ── Months and retention ──────────────────────────────────────────────────────────────────────

/** A local date's calendar month as an index (months since January of year 0). */
export const indiceMes = (fecha: string) => {
  const [y, m] = fecha.split('-').map(Number) as [number, number];
  return y * 12 + (m - 1);
};

/** "2026-11" for a month index. */
export const mesDeIndice = (i: number) =>
  `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;

/** The first local day of a month index. */
export const primerDiaDeMes = (i: number) => `${mesDeIndice(i)}-01`;

/** How many months back a card remembers whether it had a visit (bits of a positive int4). */
export const MESES_EN_MASCARA = 31;

/**
 * Which calendar months a card had a counted visit in, kept on the card by the visit: bit j of
 * `meses` is the month `ultimoMes − j`. Retention then counts cards without reading visits.
 */
export interface ActividadMensual {
  ultimoMes: number | null;
  meses: number;
}

export const ACTIVIDAD_VACIA: ActividadMensual = { ultimoMes: null, meses: 0 };

const MASCARA = 2 ** MESES_EN_MASCARA - 1;

export function registrarMes(a: ActividadMensual, mes: number): ActividadMensual {
  if (a.ultimoMes === null) return { ultimoMes: mes, meses: 1 };
  if (mes > a.ultimoMes) {
    const salto = mes - a.ultimoMes;
    // Months shifted past the mask's 31 bits are forgotten (a 32-bit shift, then the sign bit off).
    const meses = salto >= MESES_EN_MASCARA ? 1 : ((a.meses << salto) & MASCARA) | 1;
    return { ultimoMes: mes, meses };
  }
  const atras = a.ultimoMes - mes;
  if (atras >= MESES_EN_MASCARA) return a;
  return { ultimoMes: a.ultimoMes, meses: a.meses | (1 << atras) };
}

export function visitoEnMes(a: ActividadMensual, mes: number): boolean {
  if (a.ultimoMes === null) return false;
  const atras = a.ultimoMes - mes;
  return atras >= 0 && atras < MESES_EN_MASCARA && ((a.meses >>> atras) & 1) === 1;
}

/** Retention as a whole percentage, null without anyone to retain. */
export const tasaDeRetencion = (base: number, volvieron: number) =>
  base > 0 ? Math.round((volvieron / base) * 100) : null;

export interface RetencionMes {
  /** "2026-11": the month customers came back in. */
  mes: string;
  /** Customers with a counted visit in the month before. */
  base: number;
  /** Of those, the ones with a counted visit in this month too. */
  volvieron: number;
  tasa: number | null;
  /** The current month: it runs only up to today. */
  enCurso: boolean;
}

/**
 * Retention (DOMAIN §7): of the customers who came in one calendar month, the share who came back
 * the next. For the current month it is "so far". One entry per month, the oldest first. An
 * activity with `clientes` stands for that many customers of the same months (the server reads
 * them grouped); without it, for one.
 */
export function retencionPorMes(
  actividades: Iterable<ActividadMensual & { clientes?: number }>,
  hoy: string,
  meses = MESES_RETENCION,
): RetencionMes[] {
  const actual = indiceMes(hoy);
  const lista = [...actividades];
  return Array.from({ length: meses }, (_, i) => {
    const mes = actual - (meses - 1 - i);
    let base = 0;
    let volvieron = 0;
    for (const a of lista) {
      if (!visitoEnMes(a, mes - 1)) continue;
      const clientes = a.clientes ?? 1;
      base += clientes;
      if (visitoEnMes(a, mes)) volvieron += clientes;
    }
    return {
      mes: mesDeIndice(mes),
      base,
      volvieron,
      tasa: tasaDeRetencion(base, volvieron),
      enCurso: mes === actual,
    };
  });
}

/** The heatmap's rows, Monday first (weekdays are 0 Domingo … 6 Sábado, SPEC §9). */
export const DIAS_LUNES_PRIMERO = [1, 2, 3, 4, 5, 6, 0] as const;

// ── Traffic (GET /api/visita/trafico/{negocioPublicID}, issue 26) ────────────────────────────

/** The traffic call's window when no dates are given: the last 30 days, today included. */
export const VENTANA_TRAFICO_DIAS = 30;

export interface TraficoCeldas {
  /** visitas[diaSemana][hora]: 7 rows (0 Domingo … 6 Sábado, SPEC §9) of 24 local hours. */
  matriz: number[][];
  porHora: number[];
  porDiaSemana: number[];
  total: number;
  /** The busiest weekday × hour (the earliest in the week on a tie), null without visits. */
  pico: { diaSemana: number; hora: number; visitas: number } | null;
}

/** A business's weekday × hour cells (only those with visits) as the full 7 × 24 picture. */
export function traficoDeCeldas(
  celdas: ReadonlyArray<{ diaSemana: number; hora: number; visitas: number }>,
): TraficoCeldas {
  const matriz = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const c of celdas) {
    if (c.diaSemana < 0 || c.diaSemana > 6 || c.hora < 0 || c.hora > 23) continue;
    matriz[c.diaSemana]![c.hora]! += c.visitas;
  }
  const porDiaSemana = matriz.map((fila) => fila.reduce((t, v) => t + v, 0));
  const porHora = Array.from({ length: 24 }, (_, h) => matriz.reduce((t, fila) => t + fila[h]!, 0));
  let pico: TraficoCeldas['pico'] = null;
  for (let d = 0; d < 7; d++)
    for (let h = 0; h < 24; h++) {
      const v = matriz[d]![h]!;
      if (v > 0 && (pico === null || v > pico.visitas))
        pico = { diaSemana: d, hora: h, visitas: v };
    }
  return { matriz, porHora, porDiaSemana, total: porDiaSemana.reduce((t, v) => t + v, 0), pico };
}
