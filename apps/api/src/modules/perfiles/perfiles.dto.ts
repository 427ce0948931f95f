import {
  DIAS_SEMANA,
  type ClientePerfil,
  type Gradient,
  type NegocioPerfil,
} from '@tarjeto/shared';
import type { establecimientos, programasLealtad, temporadas } from '../../db/schema/index.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import { periodoDeTemporada } from '../lealtad/lealtad.service.ts';
import type { NexosDeEstablecimiento } from '../nexo/nexo.service.ts';
import type { ClienteRow, NegocioRow } from './perfiles.repository.ts';

// Rows → the wire shapes of SPEC §3, named once.

export const toClientePerfil = (c: ClienteRow): ClientePerfil => ({
  publicID: c.publicId,
  datosPersonales: {
    nombre: c.nombre,
    edad: c.edad,
    genero: c.genero,
    fotoPerfil: fotoUrl(c.fotoId),
    ubicacion: { ciudad: c.ciudad, codigoPostal: c.codigoPostal },
  },
  categoriaFavorita: c.categoriaFavorita,
});

/** An establishment's address as SPEC §3 writes it. */
export const ubicacionDe = (e: typeof establecimientos.$inferSelect) => ({
  direccion: e.direccion,
  ciudad: e.ciudad,
  estado: e.estado,
  codigoPostal: e.codigoPostal,
  zona: e.zona,
});

export function toNegocioPerfil(
  n: NegocioRow,
  ests: Array<typeof establecimientos.$inferSelect>,
  programa: typeof programasLealtad.$inferSelect | null,
  temporada: typeof temporadas.$inferSelect | null,
  /** establecimientoId → its live Nexo and the visits registered there. */
  nexos: ReadonlyMap<string, NexosDeEstablecimiento>,
): NegocioPerfil {
  return {
    publicID: n.publicId,
    slug: n.slug,
    codigo: n.codigo,
    nombreComercial: n.nombreComercial,
    rfc: n.rfc,
    fotoPerfil: fotoUrl(n.fotoId),
    categoria: n.categoria,
    gradient: n.gradient as Gradient,
    color: n.color,
    sitioWeb: n.sitioWeb,
    redesSociales: n.redesSociales,
    rangoPrecios: n.rangoPrecios,
    personalTotal: n.personalTotal,
    horarioOperacion: n.horarioOperacion.map((d) => ({
      dia: d.dia,
      diaNombre: DIAS_SEMANA[d.dia] ?? DIAS_SEMANA[0],
      apertura: d.apertura,
      cierre: d.cierre,
    })),
    numeroPlatosPrincipales: n.numeroPlatosPrincipales,
    presupuestoMarketing: n.presupuestoMarketing,
    historiaNegocio: n.historiaNegocio,
    valorDiferenciador: n.valorDiferenciador,
    enfoqueMercado: n.enfoqueMercado,
    zonaHoraria: n.zonaHoraria,
    visitasTotales: n.visitasTotales,
    clientesUnicos: n.clientesUnicos,
    calificacionPromedio: Number(n.calificacionPromedio),
    cartelImpresoAt: n.cartelImpresoAt?.toISOString() ?? null,
    establecimientos: ests.map((e) => ({
      _id: e.id,
      establecimientoID: e.id,
      nombre: e.nombre,
      coordenadas:
        e.latitud !== null && e.longitud !== null
          ? { latitud: e.latitud, longitud: e.longitud }
          : null,
      ubicacion: ubicacionDe(e),
      principal: e.principal,
      nexoID: nexos.get(e.id)?.nexoId ?? null,
      visitasRegistradas: nexos.get(e.id)?.visitasRegistradas ?? 0,
    })),
    programaLealtad: {
      niveles: programa?.niveles ?? [],
      temporadaActual: temporada ? periodoDeTemporada(temporada) : null,
    },
  };
}
