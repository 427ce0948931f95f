import {
  diaLargo,
  NIVELES,
  VALORES_DE_EJEMPLO,
  type NegocioPerfil,
  type Promocion,
  type SegmentoCampana,
  type ValoresMensaje,
} from '@tarjeto/shared';
import { fechaDiaMes } from '../../../lib/fecha-es.ts';

// What the screens need to show a message and a segment the way the business says them: its
// name and level names in the preview, its promotions and places in a segment's summary.

export type NegocioAvisos = Pick<
  NegocioPerfil,
  'publicID' | 'nombreComercial' | 'zonaHoraria' | 'establecimientos' | 'programaLealtad'
>;

/** The business's name for a level, else the product's ('Plata'). */
export const nombreDeNivel = (negocio: NegocioAvisos, nivel: number) =>
  negocio.programaLealtad.niveles.find((n) => n.nivel === nivel)?.nombre ??
  NIVELES.find((n) => n.nivel === nivel)?.nombre ??
  String(nivel);

/**
 * An example customer of this business, as the server's preview reads (Plata going to Oro in its
 * own words, its open season's last day). `promocion`: the attached promotion's title; undefined
 * keeps the example one, null leaves it out (a campaign without a promotion says nothing there).
 */
export function valoresDeEjemplo(
  negocio: NegocioAvisos,
  promocion?: string | null,
): ValoresMensaje {
  const { promocion: ejemplo, ...resto } = VALORES_DE_EJEMPLO;
  const temporada = negocio.programaLealtad.temporadaActual;
  return {
    ...resto,
    negocio: negocio.nombreComercial,
    nivel: nombreDeNivel(negocio, 2),
    siguienteNivel: nombreDeNivel(negocio, 3),
    ...(temporada?.activa ? { finTemporada: diaLargo(temporada.fechaFin) } : {}),
    ...(promocion === null ? {} : { promocion: promocion ?? ejemplo }),
  };
}

/** What 'Nueva promoción' names in a preview: the business's newest offer switched on. */
export const ofertaMasNueva = <P extends Pick<Promocion, 'status' | 'createdAt'>>(
  promociones: readonly P[],
) =>
  promociones
    .filter((p) => p.status)
    .reduce<P | undefined>(
      (nueva, p) => (!nueva || p.createdAt > nueva.createdAt ? p : nueva),
      undefined,
    );

/** '2026-11-09' → '9 nov'. */
export const fechaCorta = fechaDiaMes;

/** A segment in one line ('Plata y Oro · última visita del 1 nov al 15 nov'); empty: everyone. */
export function resumenSegmento(
  s: SegmentoCampana,
  negocio: NegocioAvisos,
  promociones: ReadonlyArray<{ publicID: string; titulo: string }> = [],
): string {
  const partes: string[] = [];
  if (s.niveles?.length) {
    const nombres = s.niveles.map((n) => nombreDeNivel(negocio, n));
    partes.push(
      nombres.length === 1
        ? `Nivel ${nombres[0]}`
        : `Niveles ${nombres.slice(0, -1).join(', ')} y ${nombres.at(-1)}`,
    );
  }
  if (s.ultimaVisitaDesde && s.ultimaVisitaHasta)
    partes.push(
      `última visita del ${fechaCorta(s.ultimaVisitaDesde)} al ${fechaCorta(s.ultimaVisitaHasta)}`,
    );
  else if (s.ultimaVisitaDesde)
    partes.push(`última visita desde el ${fechaCorta(s.ultimaVisitaDesde)}`);
  else if (s.ultimaVisitaHasta)
    partes.push(`última visita hasta el ${fechaCorta(s.ultimaVisitaHasta)}`);
  const { visitasTemporadaMin: min, visitasTemporadaMax: max } = s;
  if (min !== undefined && max !== undefined)
    partes.push(`de ${min} a ${max} visitas en la temporada`);
  else if (min !== undefined) partes.push(`${min} o más visitas en la temporada`);
  else if (max !== undefined) partes.push(`${max} o menos visitas en la temporada`);
  if (s.promocion) {
    const titulo =
      promociones.find((p) => p.publicID === s.promocion!.promocionID)?.titulo ?? 'una promoción';
    partes.push(s.promocion.uso === 'uso' ? `usó «${titulo}»` : `nunca usó «${titulo}»`);
  }
  if (s.establecimientoID) {
    const lugar = negocio.establecimientos.find((e) => e.establecimientoID === s.establecimientoID);
    partes.push(`visitó ${lugar?.nombre ?? 'un establecimiento'}`);
  }
  if (partes.length === 0) return 'Todos tus clientes';
  const texto = partes.join(' · ');
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}
