import { DIAS_SEMANA } from '../constants.ts';
import { relojLocal } from './promociones.ts';

// A business's opening hours as a customer reads them (issue 11, Lugares and the public page):
// open or closed right now, today's hours, and when it opens next — on the business's own clock
// (its `zonaHoraria`), whatever the phone's or the server's zone. A day with both times empty is
// 'Cerrado' (SPEC §5); a day that closes at or before it opens runs past midnight (a taquería
// open 18:00–02:00 is still open at 1 a.m. on the next day).

export interface DiaDeHorario {
  /** 0 Domingo … 6 Sábado (SPEC §9). */
  dia: number;
  apertura: string;
  cierre: string;
}

export interface EstadoHorario {
  abierto: boolean;
  /** Today's hours; null when today is a closed day. */
  hoy: { apertura: string; cierre: string } | null;
  /** While open: when it closes ('HH:MM'). */
  cierraA: string | null;
  /** While closed: the next opening, `enDias` days from today (0 today, 1 tomorrow). */
  abre: { diaSemana: number; hora: string; enDias: number } | null;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutos = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The day's hours, if it opens that day at all. */
function abiertoEl(horario: readonly DiaDeHorario[], dia: number) {
  const d = horario.find((h) => h.dia === dia);
  return d && HHMM.test(d.apertura) && HHMM.test(d.cierre) ? d : null;
}

/** Open or closed at `ahora`, today's hours and the next opening, on the business's clock. */
export function estadoHorario(
  horario: readonly DiaDeHorario[],
  ahora: Date,
  zonaHoraria: string,
): EstadoHorario {
  const { diaSemana, minuto } = relojLocal(ahora, zonaHoraria);
  const hoy = abiertoEl(horario, diaSemana);
  const ayer = abiertoEl(horario, (diaSemana + 6) % 7);
  const hoyInfo = hoy ? { apertura: hoy.apertura, cierre: hoy.cierre } : null;

  // Still open from yesterday's night?
  if (ayer && minutos(ayer.cierre) <= minutos(ayer.apertura) && minuto < minutos(ayer.cierre))
    return { abierto: true, hoy: hoyInfo, cierraA: ayer.cierre, abre: null };
  if (hoy) {
    const inicio = minutos(hoy.apertura);
    const fin = minutos(hoy.cierre);
    const hastaMedianoche = fin <= inicio;
    if (minuto >= inicio && (hastaMedianoche || minuto < fin))
      return { abierto: true, hoy: hoyInfo, cierraA: hoy.cierre, abre: null };
    if (minuto < inicio)
      return {
        abierto: false,
        hoy: hoyInfo,
        cierraA: null,
        abre: { diaSemana, hora: hoy.apertura, enDias: 0 },
      };
  }
  for (let enDias = 1; enDias <= 7; enDias++) {
    const dia = (diaSemana + enDias) % 7;
    const d = abiertoEl(horario, dia);
    if (d)
      return {
        abierto: false,
        hoy: hoyInfo,
        cierraA: null,
        abre: { diaSemana: dia, hora: d.apertura, enDias },
      };
  }
  return { abierto: false, hoy: hoyInfo, cierraA: null, abre: null };
}

const cuando = (abre: NonNullable<EstadoHorario['abre']>) =>
  abre.enDias === 0
    ? `hoy a las ${abre.hora}`
    : abre.enDias === 1
      ? `mañana a las ${abre.hora}`
      : `el ${(DIAS_SEMANA[abre.diaSemana] ?? DIAS_SEMANA[1]).toLowerCase()} a las ${abre.hora}`;

/**
 * 'Abierto ahora' / 'Cerrado', and one line of when it closes or opens: the words of an
 * EstadoHorario wherever a place shows them — the app, and the public page the server draws
 * before the app's code has run.
 */
export function horarioTexto(h: EstadoHorario): { estado: string; detalle: string | null } {
  if (h.abierto)
    return { estado: 'Abierto ahora', detalle: h.cierraA ? `Cierra a las ${h.cierraA}` : null };
  return { estado: 'Cerrado', detalle: h.abre ? `Abre ${cuando(h.abre)}` : null };
}
