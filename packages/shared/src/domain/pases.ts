// What a card says in the phone's own wallet (DOMAIN §11): the same figures as the card in the
// app, in the words Google Wallet and Apple Wallet show — the progress line, the season's end, the
// lock-screen text near the shop and the notification of a new level. Pure, so both passes and
// their tests read one wording.

import { siguienteNivel, nombreNivelEn, type NivelConNombre } from './niveles.ts';

/** The card's figures a pass shows. */
export interface TarjetaEnPase {
  negocio: string;
  nivel: number;
  visitasTemporada: number;
  niveles: readonly NivelConNombre[];
  /** The season's last day (business-local YYYY-MM-DD), or null without an open season. */
  temporadaFin: string | null;
}

export interface ContenidoPase {
  nombreNivel: string;
  visitas: number;
  /** 'Te faltan 2 visitas para Plata', or the top level's line. */
  progreso: string;
  /** The lock screen's line near the shop: the progress with the business's name. */
  textoCercano: string;
  /** 'Hasta el 31 de diciembre de 2026', or null. */
  temporada: string | null;
}

const visitas = (n: number) => `${n} ${n === 1 ? 'visita' : 'visitas'}`;

/** A business-local date, e.g. '31 de diciembre de 2026'. */
export const fechaLarga = (ymd: string) =>
  new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${ymd}T12:00:00Z`));

export function contenidoDelPase(t: TarjetaEnPase): ContenidoPase {
  const siguiente = siguienteNivel(t.visitasTemporada, t.nivel, t.niveles);
  const progreso = !siguiente
    ? 'Llegaste al nivel más alto'
    : siguiente.faltan === 0
      ? `Tu próxima visita te sube a ${siguiente.nombre}`
      : `Te ${siguiente.faltan === 1 ? 'falta' : 'faltan'} ${visitas(siguiente.faltan)} para ${siguiente.nombre}`;
  return {
    nombreNivel: nombreNivelEn(t.nivel, t.niveles),
    visitas: t.visitasTemporada,
    progreso,
    textoCercano: siguiente
      ? `${progreso} en ${t.negocio}`
      : `Tu nivel ${nombreNivelEn(t.nivel, t.niveles)} te espera en ${t.negocio}`,
    temporada: t.temporadaFin ? `Hasta el ${fechaLarga(t.temporadaFin)}` : null,
  };
}

/** The notification a level reached sends to the wallet (at most one a day per card). */
export const mensajeNivel = (nombreNivel: string, negocio: string) => ({
  titulo: `¡Subiste a ${nombreNivel}!`,
  cuerpo: `Ya eres ${nombreNivel} en ${negocio}. Mira lo que tu nivel te da.`,
});

/** The notification of a new offer for the card's level. */
export const mensajeOferta = (titulo: string, negocio: string) => ({
  titulo: `Nueva oferta en ${negocio}`,
  cuerpo: titulo,
});

/** A pass shows at most this many offers (Google's text modules, Apple's back fields). */
export const OFERTAS_EN_PASE = 5;
/** Apple shows a pass near at most ten places. */
export const UBICACIONES_EN_PASE = 10;
