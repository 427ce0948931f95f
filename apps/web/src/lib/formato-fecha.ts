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

/** '18:42' (24 hours, like the rest of the dashboard). */
export const horaEnZona = (iso: string, zona: string) =>
  formatoFecha(zona, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
