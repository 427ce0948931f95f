// Streaks (DOMAIN §5): consecutive business-local ISO weeks (Monday to Sunday) with at least one
// counted visit, per card and across all of a customer's cards. A week is kept as its index — the
// number of ISO weeks since the one of 1 January 1970 — so "the next week" is just +1.

const DAY_MS = 24 * 60 * 60 * 1000;

const diasDesdeEpoca = (fecha: string) => {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
};

/** The ISO week of a local date, as an index (1970-01-01 was a Thursday: weeks start on Monday). */
export const indiceSemana = (fecha: string) => Math.floor((diasDesdeEpoca(fecha) + 3) / 7);

/** "2026-W48": the ISO week-year and week number of a local date. */
export function semanaIso(fecha: string): string {
  const dias = diasDesdeEpoca(fecha);
  // The Thursday of the same ISO week decides the year.
  const jueves = new Date((dias - ((dias + 3) % 7) + 3) * DAY_MS);
  const anio = jueves.getUTCFullYear();
  const primerJueves = Math.round(Date.UTC(anio, 0, 1) / DAY_MS);
  const semana = Math.floor((jueves.getTime() / DAY_MS - primerJueves) / 7) + 1;
  return `${anio}-W${String(semana).padStart(2, '0')}`;
}

export interface Racha {
  /** Weeks in a row with a visit, ending at `ultimaSemana`. */
  semanas: number;
  /** Index of the last week with a visit; null before the first. */
  ultimaSemana: number | null;
}

export const RACHA_VACIA: Racha = { semanas: 0, ultimaSemana: null };

/**
 * The streak after a visit in week `semana`. A later week continues it (the next week) or starts
 * it over (a gap); the same week changes nothing; an earlier week — a scan sent late from an
 * offline device — leaves it as it is.
 */
export function avanzarRacha(r: Racha, semana: number): Racha {
  if (r.ultimaSemana === null) return { semanas: 1, ultimaSemana: semana };
  if (semana <= r.ultimaSemana) return r;
  return { semanas: semana === r.ultimaSemana + 1 ? r.semanas + 1 : 1, ultimaSemana: semana };
}

/**
 * The streak as it stands in week `actual`: alive while the last visit was this week or last
 * week (this week may still bring one), broken (0) after a whole week without a visit.
 */
export const rachaVigente = (r: Racha, actual: number) =>
  r.ultimaSemana !== null && actual - r.ultimaSemana <= 1 ? r.semanas : 0;
