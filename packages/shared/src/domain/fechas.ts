// Calendar dates as business-local 'YYYY-MM-DD' strings: a season starts and ends on a day of the
// business's own calendar, whatever the server's time zone (DOMAIN §5).

/**
 * One Intl.DateTimeFormat per time zone for these options: a formatter is costly to build, and the
 * same few zones are asked for again and again.
 */
export const formatoPorZona = (locale: string, opciones: Intl.DateTimeFormatOptions) => {
  const porZona = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let f = porZona.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat(locale, { timeZone, ...opciones });
      porZona.set(timeZone, f);
    }
    return f;
  };
};

/** A moment's parts as a formatter reads them, by type: `year`, `hour`, `weekday`… */
export const partesDeFormato = (f: Intl.DateTimeFormat, at: Date) =>
  Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));

/** Intl's short English weekday ('Sun' … 'Sat') as the spec numbers it (0 Domingo … 6 Sábado). */
export const DIA_SEMANA_INTL: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

const formatoFecha = formatoPorZona('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * A moment's minute, when the last answer for a zone may be reused: every zone's offset has been a
 * whole number of minutes since 1973 (Liberia's −0:44:30 was the last that was not), so two
 * moments in the same minute read the same wall-clock date and hour. Formatting in a zone costs
 * microseconds a call, and a scan at the counter asks for it several times (issue 29).
 */
const DESDE_1973 = Date.UTC(1973, 0, 1);
const minutoDe = (ms: number) => (ms >= DESDE_1973 ? Math.floor(ms / 60_000) : null);
const ultimaFecha = new Map<string, { minuto: number; fecha: string }>();

/** Today's date where the business is. (Formatters are costly to build: one per zone.) */
export function fechaLocal(now: Date, zonaHoraria: string): string {
  const minuto = minutoDe(now.getTime());
  const ultima = ultimaFecha.get(zonaHoraria);
  if (ultima && ultima.minuto === minuto) return ultima.fecha;
  const fecha = formatoFecha(zonaHoraria).format(now);
  if (minuto !== null) ultimaFecha.set(zonaHoraria, { minuto, fecha });
  return fecha;
}

const parse = (fecha: string) => {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const format = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Adds whole months, keeping the day or the month's last day (31 Nov → 28/29 Feb). */
export function sumarMeses(fecha: string, meses: number): string {
  const { y, m, d } = parse(fecha);
  const total = y * 12 + (m - 1) + meses;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return format(ny, nm, Math.min(d, daysIn(ny, nm)));
}

export function sumarDias(fecha: string, dias: number): string {
  const { y, m, d } = parse(fecha);
  const t = new Date(Date.UTC(y, m - 1, d + dias));
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

// Made on first use (formatoPorZona), not when a page loads this module.
const formatoDiaLargo = formatoPorZona('es-MX', { weekday: 'long', day: 'numeric', month: 'long' });

/**
 * A calendar day (YYYY-MM-DD) as a sentence says it: 'domingo 28 de junio'. Intl writes a comma
 * after the weekday ('domingo, 28 de junio'), which reads wrong inside a sentence ('termina el
 * domingo, 28 de junio').
 */
export const diaLargo = (fecha: string) =>
  formatoDiaLargo('UTC')
    .format(new Date(`${fecha}T12:00:00Z`))
    .replace(',', '');

/** A season of `meses` months starting `inicio`: its last day, inclusive. */
export const finDeTemporada = (inicio: string, meses: number) =>
  sumarDias(sumarMeses(inicio, meses), -1);

const formatoPartes = formatoPorZona('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const ultimasPartes = new Map<
  string,
  { minuto: number; fecha: string; hora: number; diaSemana: number }
>();

/**
 * A moment as the business's wall clock reads it: local date, hour (0–23) and weekday
 * (0 Domingo … 6 Sábado, SPEC §9). Statistics group visits by these, so peak hours are the shop's
 * hours whatever the server's time zone.
 */
export function partesLocales(
  at: Date,
  zonaHoraria: string,
): { fecha: string; hora: number; diaSemana: number } {
  const minuto = minutoDe(at.getTime());
  const u = ultimasPartes.get(zonaHoraria);
  if (u && u.minuto === minuto) return { fecha: u.fecha, hora: u.hora, diaSemana: u.diaSemana };
  const p = partesDeFormato(formatoPartes(zonaHoraria), at);
  const partes = {
    fecha: `${p.year}-${p.month}-${p.day}`,
    hora: Number(p.hour),
    diaSemana: DIA_SEMANA_INTL[p.weekday!]!,
  };
  if (minuto !== null) ultimasPartes.set(zonaHoraria, { minuto, ...partes });
  return partes;
}
