import { and, desc, eq, sql } from 'drizzle-orm';
import {
  AUTOMATIZACIONES,
  diaLargo,
  rellenarTexto,
  TIPOS_AUTOMATIZACION,
  VALORES_DE_EJEMPLO,
  type Automatizacion,
  type GuardarAutomatizacion,
  type TipoAutomatizacion,
} from '@tarjeto/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { automatizaciones, promociones, promocionVivaDe } from '../../db/schema/index.ts';
import { negocioDeMensajes, promocionPropia } from './campanas.service.ts';
import { temporadaAbierta } from './decision.service.ts';

// A business's automations (issue 28 part B): each on or off, its text (the default one until the
// owner writes their own), the promotion it brings, a preview, and the last 30 days in figures.

export async function listarAutomatizaciones(
  db: Db,
  negocioId: string,
  ahora: Date,
): Promise<Automatizacion[]> {
  const negocio = await negocioDeMensajes(db, negocioId);
  const filas = await db
    .select({
      tipo: automatizaciones.tipo,
      activa: automatizaciones.activa,
      texto: automatizaciones.texto,
      promocionID: promociones.publicId,
      promocion: promociones.titulo,
    })
    .from(automatizaciones)
    .leftJoin(promociones, eq(promociones.id, automatizaciones.promocionId))
    .where(eq(automatizaciones.negocioId, negocioId));
  const cuentas = await queryRows<{
    origen: TipoAutomatizacion;
    enviados: string | number;
    fallidos: string | number;
    control: string | number;
  }>(
    db,
    sql`select origen,
          count(*) filter (where estado = 'enviado') as enviados,
          count(*) filter (where estado in ('fallido', 'omitido')) as fallidos,
          count(*) filter (where estado = 'control') as control
        from mensajes
        where negocio_id = ${negocioId} and origen <> 'campana'
          and enviar_desde > ${new Date(ahora.getTime() - 30 * 86_400_000).toISOString()}::timestamptz
        group by origen`,
  );
  // An example in the business's own words: its name, its programme's level names, the last day
  // of its open season (the example's while none is open).
  const temporada = await temporadaAbierta(db, negocioId);
  // 'Nueva promoción' names the new offer itself: the business's newest one switched on stands in.
  const [masNueva] = await db
    .select({ titulo: promociones.titulo })
    .from(promociones)
    .where(promocionVivaDe(negocioId, eq(promociones.status, true)))
    .orderBy(desc(promociones.createdAt))
    .limit(1);
  const nivel = negocio.niveles.find((n) => n.nivel === 2)?.nombre ?? VALORES_DE_EJEMPLO.nivel;
  const siguiente =
    negocio.niveles.find((n) => n.nivel === 3)?.nombre ?? VALORES_DE_EJEMPLO.siguienteNivel;
  return TIPOS_AUTOMATIZACION.map((tipo) => {
    const def = AUTOMATIZACIONES[tipo];
    const f = filas.find((x) => x.tipo === tipo);
    const c = cuentas.find((x) => x.origen === tipo);
    const texto = f?.texto ?? null;
    return {
      tipo,
      nombre: def.nombre,
      explicacion: def.explicacion,
      activa: f?.activa ?? false,
      texto,
      textoPredeterminado: def.textoPredeterminado,
      conPromocion: def.conPromocion,
      promocionID: f?.promocionID ?? null,
      vistaPrevia: rellenarTexto(texto ?? def.textoPredeterminado, {
        ...VALORES_DE_EJEMPLO,
        negocio: negocio.nombre,
        nivel,
        siguienteNivel: siguiente,
        ...(temporada ? { finTemporada: diaLargo(temporada.fecha_fin) } : {}),
        ...(f?.promocion
          ? { promocion: f.promocion }
          : tipo === 'nueva_oferta' && masNueva
            ? { promocion: masNueva.titulo }
            : {}),
      }),
      ultimos30: {
        enviados: Number(c?.enviados ?? 0),
        fallidos: Number(c?.fallidos ?? 0),
        control: Number(c?.control ?? 0),
      },
    };
  });
}

/**
 * Saves one automation. Turned on, it looks at customers from that moment on: a first visit of
 * last month earns no Bienvenida today.
 */
export async function guardarAutomatizacion(
  db: Db,
  negocioId: string,
  tipo: TipoAutomatizacion,
  datos: GuardarAutomatizacion,
  ahora: Date,
) {
  const def = AUTOMATIZACIONES[tipo];
  const promocion =
    def.conPromocion && tipo !== 'nueva_oferta' && datos.promocionID
      ? await promocionPropia(db, negocioId, datos.promocionID)
      : null;
  const [antes] = await db
    .select({
      activa: automatizaciones.activa,
      texto: automatizaciones.texto,
      promocionId: automatizaciones.promocionId,
    })
    .from(automatizaciones)
    .where(and(eq(automatizaciones.negocioId, negocioId), eq(automatizaciones.tipo, tipo)));
  // Absent: as it was; null or empty: the default text.
  const texto =
    datos.texto === undefined
      ? (antes?.texto ?? null)
      : datos.texto?.trim()
        ? datos.texto.trim()
        : null;
  const promocionId =
    datos.promocionID === undefined ? (antes?.promocionId ?? null) : (promocion?.id ?? null);
  const activaDesde = datos.activa && !antes?.activa ? ahora : undefined;
  await db
    .insert(automatizaciones)
    .values({
      negocioId,
      tipo,
      activa: datos.activa,
      texto,
      promocionId,
      activaDesde: datos.activa ? ahora : null,
    })
    .onConflictDoUpdate({
      target: [automatizaciones.negocioId, automatizaciones.tipo],
      set: {
        activa: datos.activa,
        texto,
        promocionId,
        ...(activaDesde ? { activaDesde } : {}),
        updatedAt: sql`now()`,
      },
    });
  const lista = await listarAutomatizaciones(db, negocioId, ahora);
  return lista.find((a) => a.tipo === tipo)!;
}
