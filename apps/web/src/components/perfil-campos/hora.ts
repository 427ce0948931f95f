// Opening hours are typed, not picked: a native <input type="time"> follows the browser's locale,
// and in es-MX that reads '09:00 a.m.' beside presets that say '08:00 – 20:00'. These turn what a
// person types into the 24-hour 'HH:MM' the profile stores (shared `horarioDiaSchema`).

const MINUTOS_DIA = 24 * 60;
const HORA_24 = /^([01]\d|2[0-3]):[0-5]\d$/;
/** '9 pm', '9:30 p. m.', '12 a.m.', '9p': a clock with a meridiem, as people write it. */
const CON_MERIDIANO = /^\s*(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?\s*([ap])\.?\s*(?:m\.?)?\s*$/i;

export const esHora24 = (v: string) => HORA_24.test(v);

/** A time on the 24-hour clock, as stored: '09:05'. */
const aTexto = (minutos: number) => {
  const m = ((minutos % MINUTOS_DIA) + MINUTOS_DIA) % MINUTOS_DIA;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

function conMeridiano(texto: string): string | null {
  const m = CON_MERIDIANO.exec(texto);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? '0');
  if (h < 1 || h > 12 || min > 59) return null;
  return aTexto(((h % 12) + (m[3]!.toLowerCase() === 'p' ? 12 : 0)) * 60 + min);
}

/**
 * What the field shows as it is typed: up to four digits, the colon put in after the hours.
 * '9' → '9', '93' → '9:3' (there is no hour 93), '1230' → '12:30'; a typed ':' '.' 'h' or space
 * ends the hours ('9:' → '9:'). A pasted '9:30 pm' becomes '21:30'.
 */
export function mascaraHora(texto: string): string {
  const meridiano = conMeridiano(texto);
  if (meridiano) return meridiano;
  const sep = /\d\s*[:.hH\s]/.exec(texto.trim());
  if (sep) {
    const t = texto.trim();
    const corte = sep.index + 1;
    const horas = t.slice(0, corte).replace(/\D/g, '').slice(-2);
    const minutos = t.slice(corte).replace(/\D/g, '').slice(0, 2);
    return `${horas}:${minutos}`;
  }
  const d = texto.replace(/\D/g, '').slice(0, 4);
  // Two digits that are no hour ('93', '245') start with a one-digit hour.
  const horas = d.length >= 2 && Number(d.slice(0, 2)) <= 23 ? 2 : 1;
  if (d.length <= horas) return d;
  return `${d.slice(0, horas)}:${d.slice(horas, horas + 2)}`;
}

/**
 * The time a finished entry means, as 'HH:MM'; '' for an empty one; null when it is no time of
 * the day. '9' → '09:00', '9:30' → '09:30', '2130' → '21:30', '9 pm' → '21:00', '24:00' → null.
 */
export function normalizarHora(texto: string): string | null {
  if (texto.trim() === '') return '';
  // With an a.m. or p.m. it is read on that clock or not at all ('13 pm' is no time).
  if (/[ap]/i.test(texto)) return conMeridiano(texto);
  const m = /^(\d{1,2})(?::(\d{2})?)?$/.exec(mascaraHora(texto));
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? '0');
  return h <= 23 && min <= 59 ? aTexto(h * 60 + min) : null;
}

/**
 * The arrow keys' step: the next (or previous) quarter hour, round the clock. A time off the
 * quarter goes to the nearest one that way: 09:07 ↑ 09:15, ↓ 09:00.
 */
export function pasoHora(hora: string, direccion: 1 | -1, paso = 15): string | null {
  if (!esHora24(hora)) return null;
  const [h, m] = hora.split(':').map(Number) as [number, number];
  const minutos = h * 60 + m;
  const siguiente =
    direccion === 1
      ? Math.floor(minutos / paso) * paso + paso
      : Math.ceil(minutos / paso) * paso - paso;
  return aTexto(siguiente);
}

/**
 * The props that make a text field a 24-hour time field: the mask as it is typed, the meaning
 * on leaving it (`onInvalida(true)` for no time of the day), ↑/↓ by a quarter hour. One set for
 * the opening hours and the promotion's weekly schedule.
 */
export function camposHora({
  value,
  onChange,
  onInvalida,
}: {
  value: string;
  onChange: (hora: string) => void;
  onInvalida?: (invalida: boolean) => void;
}) {
  return {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'off',
    spellCheck: false,
    placeholder: 'hh:mm',
    value,
    onChange: (e: { target: { value: string } }) => {
      onInvalida?.(false);
      onChange(mascaraHora(e.target.value));
    },
    onBlur: () => {
      const hora = normalizarHora(value);
      onInvalida?.(hora === null);
      if (hora !== null && hora !== value) onChange(hora);
    },
    onKeyDown: (e: { key: string; preventDefault: () => void }) => {
      if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
      const siguiente = pasoHora(normalizarHora(value) || '', e.key === 'ArrowUp' ? 1 : -1);
      if (!siguiente) return;
      e.preventDefault();
      onInvalida?.(false);
      onChange(siguiente);
    },
  } as const;
}
