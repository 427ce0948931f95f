// Dates and times on a business's own clock, es-MX. One cached Intl formatter per zone and set of
// options: lists of hundreds of rows format without building a formatter for each.

const cache = new Map<string, Intl.DateTimeFormat>();

export const formatoFecha = (zona: string, opciones: Intl.DateTimeFormatOptions) => {
  const clave = `${zona}|${JSON.stringify(opciones)}`;
  let f = cache.get(clave);
  if (!f) {
    f = new Intl.DateTimeFormat('es-MX', { timeZone: zona, ...opciones });
    cache.set(clave, f);
  }
  return f;
};

/** '21 nov 2026, 18:30' (24 hours). */
export const fechaHoraEnZona = (iso: string, zona: string) =>
  formatoFecha(zona, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** '18:42' (24 hours, like the rest of the dashboard). */
export const horaEnZona = (iso: string, zona: string) =>
  formatoFecha(zona, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/**
 * Mexico's zones as people name them. Browsers ship trimmed time-zone names (Chromium's ICU says
 * "hora de Mexico City" in es-MX), so the country's own are spelled here; any other zone falls
 * back to what the browser knows.
 */
const CIUDADES: Record<string, string> = {
  'America/Mexico_City': 'Ciudad de México',
  'America/Monterrey': 'Monterrey',
  'America/Merida': 'Mérida',
  'America/Cancun': 'Cancún',
  'America/Chihuahua': 'Chihuahua',
  'America/Mazatlan': 'Mazatlán',
  'America/Hermosillo': 'Hermosillo',
  'America/Tijuana': 'Tijuana',
};

/** The zone as people say it ("hora de Ciudad de México"), not its IANA id. */
export const nombreDeZona = (zona: string) => {
  const ciudad = CIUDADES[zona];
  if (ciudad) return `hora de ${ciudad}`;
  return (
    formatoFecha(zona, { timeZoneName: 'shortGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value ?? zona.replace(/_/g, ' ')
  );
};
