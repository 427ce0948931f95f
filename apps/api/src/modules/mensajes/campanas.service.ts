import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  AUTOMATIZACIONES,
  compararGrupos,
  dentroDeLimites,
  diaLargo,
  enGrupoControl,
  fueraDeSilencio,
  origenCampana,
  rellenarTexto,
  VENTANAS_REGRESO_DIAS,
  type Audiencia,
  type Campana,
  type CrearCampana,
  type Efecto,
  type SegmentoCampana,
  type TipoAutomatizacion,
} from '@tarjeto/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { campanas, promociones, promocionVivaDe } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { newPublicId } from '../../lib/ids.ts';
import {
  decidir,
  hayCanalSql,
  temporadaAbierta,
  valoresDeTarjeta,
  type Carteras,
  type NegocioMensajes,
} from './decision.service.ts';

// Campaigns (issue 28 part C): a segment's audience counted before anything goes, the campaign
// stored to go now or later, its messages decided when its time comes (by the scheduler, which
// any instance may run: the rows' keys make a second run decide nothing twice), and Estadísticas →
// Campañas: messaged vs control for every automation and campaign.

const DIA_MS = 86_400_000;

/** A campaign as a list names it: its text without placeholders, cut at 60 characters. */
const nombreDeCampana = (texto: string) => {
  const limpio = rellenarTexto(texto, { nombre: '', negocio: '' })
    .replace(/\{[^{}]*\}/g, '')
    .trim();
  return limpio.length > 60 ? `${limpio.slice(0, 57).trimEnd()}…` : limpio || 'Campaña';
};
/** How far ahead a campaign may be scheduled. */
export const CAMPANA_MAX_DIAS = 60;

export async function negocioDeMensajes(db: Db, negocioId: string): Promise<NegocioMensajes> {
  const [r] = await queryRows<{
    nombre: string;
    zona: string;
    niveles: NegocioMensajes['niveles'] | null;
  }>(
    db,
    sql`select n.nombre_comercial as nombre, n.zona_horaria as zona, pl.niveles
        from negocios n left join programas_lealtad pl on pl.negocio_id = n.id
        where n.id = ${negocioId}`,
  );
  if (!r) throw new AppError('NOT_FOUND');
  return { id: negocioId, nombre: r.nombre, zona: r.zona, niveles: r.niveles ?? [] };
}

/** A promotion of this business by its public id (live, not deleted), or a field error. */
export async function promocionPropia(db: Db, negocioId: string, publicId: string) {
  const [p] = await db
    .select({ id: promociones.id, titulo: promociones.titulo })
    .from(promociones)
    .where(promocionVivaDe(negocioId, eq(promociones.publicId, publicId)))
    .limit(1);
  if (!p)
    throw new AppError('VALIDATION', {
      fieldErrors: { promocionID: 'Elige una promoción de tu negocio' },
    });
  return p;
}

/** The segment as SQL over `tarjetas t` of the business (dates in the business's zone). */
async function condicionSegmento(db: Db, negocioId: string, zona: string, s: SegmentoCampana) {
  const partes: SQL[] = [sql`t.negocio_id = ${negocioId}`, sql`t.primera_visita is not null`];
  if (s.niveles?.length)
    partes.push(
      sql`t.nivel in (${sql.join(
        s.niveles.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
  if (s.ultimaVisitaDesde)
    partes.push(sql`(t.ultima_visita at time zone ${zona})::date >= ${s.ultimaVisitaDesde}::date`);
  if (s.ultimaVisitaHasta)
    partes.push(sql`(t.ultima_visita at time zone ${zona})::date <= ${s.ultimaVisitaHasta}::date`);
  if (s.visitasTemporadaMin !== undefined)
    partes.push(sql`t.visitas_temporada >= ${s.visitasTemporadaMin}`);
  if (s.visitasTemporadaMax !== undefined)
    partes.push(sql`t.visitas_temporada <= ${s.visitasTemporadaMax}`);
  if (s.promocion) {
    const p = await promocionPropia(db, negocioId, s.promocion.promocionID).catch(() => {
      throw new AppError('VALIDATION', {
        fieldErrors: { 'segmento.promocion.promocionID': 'Elige una promoción de tu negocio' },
      });
    });
    const uso = sql`exists (select 1 from canjes k where k.promocion_id = ${p.id} and k.cliente_id = t.cliente_id)`;
    partes.push(s.promocion.uso === 'uso' ? uso : sql`not ${uso}`);
  }
  if (s.establecimientoID) {
    const [e] = await queryRows<{ id: string }>(
      db,
      sql`select id from establecimientos where id = ${s.establecimientoID} and negocio_id = ${negocioId}`,
    );
    if (!e)
      throw new AppError('VALIDATION', {
        fieldErrors: { 'segmento.establecimientoID': 'Elige un establecimiento de tu negocio' },
      });
    partes.push(
      sql`exists (select 1 from visitas v where v.negocio_id = ${negocioId} and v.cliente_id = t.cliente_id and v.establecimiento_id = ${e.id})`,
    );
  }
  return sql.join(partes, sql` and `);
}

/**
 * Who a campaign to `segmento` would reach if it went at `ahora`: the same steps as deciding, read
 * for the whole segment at once (consent, a channel, the limits at the instant it would go, the
 * control group), nothing written.
 */
export async function audiencia(
  db: Db,
  negocioId: string,
  segmento: SegmentoCampana,
  ahora: Date,
  carteras: Carteras,
): Promise<Audiencia> {
  const negocio = await negocioDeMensajes(db, negocioId);
  const donde = await condicionSegmento(db, negocioId, negocio.zona, segmento);
  const filas = await queryRows<{
    cliente_id: string;
    avisos: boolean;
    canal: boolean;
  }>(
    db,
    sql`select t.cliente_id, t.avisos, ${hayCanalSql(carteras)} as canal
        from tarjetas t where ${donde}`,
  );
  const enviarDesde = fueraDeSilencio(ahora, negocio.zona);
  const conAvisos = filas.filter((f) => f.avisos);
  const conCanal = conAvisos.filter((f) => f.canal);
  // Every candidate's recent messages in one read.
  const recientes = new Map<string, { negocioId: string; en: Date }[]>();
  if (conCanal.length) {
    const rows = await queryRows<{
      cliente_id: string;
      negocio_id: string;
      enviar_desde: Date | string;
    }>(
      db,
      sql`select m.cliente_id, m.negocio_id, m.enviar_desde from mensajes m
          join tarjetas t on t.cliente_id = m.cliente_id
          where ${donde} and t.avisos
            and m.enviar_desde > ${new Date(enviarDesde.getTime() - 7 * DIA_MS).toISOString()}::timestamptz
            and m.estado <> 'omitido' and m.estado <> 'fallido'`,
    );
    for (const r of rows) {
      const l = recientes.get(r.cliente_id) ?? [];
      l.push({ negocioId: r.negocio_id, en: new Date(r.enviar_desde) });
      recientes.set(r.cliente_id, l);
    }
  }
  const dentro = conCanal.filter((f) =>
    dentroDeLimites(recientes.get(f.cliente_id) ?? [], negocioId, enviarDesde),
  );
  // A new campaign's control group is drawn by its id, unknown yet: about one in ten.
  const control = dentro.filter((f) => enGrupoControl(origenCampana('vista'), f.cliente_id)).length;
  return {
    total: filas.length,
    conAvisos: conAvisos.length,
    sinCanal: conAvisos.length - conCanal.length,
    porLimites: conCanal.length - dentro.length,
    control,
    alcance: dentro.length - control,
  };
}

export async function crearCampana(
  db: Db,
  negocioId: string,
  miembroId: string | null,
  datos: CrearCampana,
  ahora: Date,
) {
  const negocio = await negocioDeMensajes(db, negocioId);
  // The segment is checked now (its promotion and place are the business's), not at its time.
  await condicionSegmento(db, negocioId, negocio.zona, datos.segmento);
  const promocion = datos.promocionID
    ? await promocionPropia(db, negocioId, datos.promocionID)
    : null;
  const cuando = datos.programadaPara ? new Date(datos.programadaPara) : ahora;
  if (cuando.getTime() < ahora.getTime() - 5 * 60_000)
    throw new AppError('VALIDATION', {
      fieldErrors: { programadaPara: 'Elige un momento que no haya pasado' },
    });
  if (cuando.getTime() > ahora.getTime() + CAMPANA_MAX_DIAS * DIA_MS)
    throw new AppError('VALIDATION', {
      fieldErrors: {
        programadaPara: `Programa la campaña dentro de los próximos ${CAMPANA_MAX_DIAS} días`,
      },
    });
  const [c] = await db
    .insert(campanas)
    .values({
      publicId: newPublicId('CAM'),
      negocioId,
      texto: datos.texto,
      segmento: datos.segmento,
      promocionId: promocion?.id ?? null,
      programadaPara: cuando,
      creadaPor: miembroId,
    })
    .returning({ publicId: campanas.publicId });
  return c!.publicId;
}

/**
 * Decides the messages of every campaign whose time came. Marked done after its whole segment was
 * decided: a crash halfway leaves it to run again, and the rows' keys skip whom it already did.
 */
export async function repartirCampanas(db: Db, ahora: Date, carteras: Carteras) {
  const listas = await db
    .select()
    .from(campanas)
    .where(
      and(
        isNull(campanas.repartidaAt),
        isNull(campanas.canceladaAt),
        sql`${campanas.programadaPara} <= ${ahora.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(campanas.programadaPara)
    .limit(10);
  let decididos = 0;
  for (const c of listas) {
    const negocio = await negocioDeMensajes(db, c.negocioId);
    const promocion = c.promocionId
      ? ((
          await db
            .select({ id: promociones.id, titulo: promociones.titulo })
            .from(promociones)
            .where(eq(promociones.id, c.promocionId))
        )[0] ?? null)
      : null;
    let donde: SQL;
    try {
      donde = await condicionSegmento(db, c.negocioId, negocio.zona, c.segmento);
    } catch {
      // Its promotion or place was deleted since: the rest of the segment still applies.
      donde = await condicionSegmento(db, c.negocioId, negocio.zona, {
        ...c.segmento,
        promocion: undefined,
        establecimientoID: undefined,
      });
    }
    const gente = await queryRows<{
      cliente_id: string;
      nombre: string;
      nivel: number;
      visitas_temporada: number;
    }>(
      db,
      sql`select t.cliente_id, cl.nombre, t.nivel, t.visitas_temporada
          from tarjetas t join clientes cl on cl.id = t.cliente_id
          where ${donde} and t.avisos order by t.cliente_id`,
    );
    // What the text may name besides the customer: each one's level from their card, and the
    // season's last day — the same values an automation's message is given, as the preview shows.
    const temporada = await temporadaAbierta(db, c.negocioId);
    const deTemporada = temporada ? { finTemporada: diaLargo(temporada.fecha_fin) } : {};
    for (const g of gente) {
      const r = await decidir(
        db,
        {
          negocio,
          origen: 'campana',
          origenControl: origenCampana(c.id),
          campanaId: c.id,
          plantilla: c.texto,
          promocion,
          ahora,
          carteras,
        },
        {
          clienteId: g.cliente_id,
          nombre: g.nombre,
          periodo: 'campana',
          valores: { ...valoresDeTarjeta(g, negocio.niveles), ...deTemporada },
        },
      );
      if (r === 'mensaje' || r === 'control') decididos++;
    }
    await db
      .update(campanas)
      .set({ repartidaAt: ahora })
      .where(and(eq(campanas.id, c.id), isNull(campanas.repartidaAt)));
  }
  return decididos;
}

export async function cancelarCampana(db: Db, negocioId: string, publicId: string) {
  const rows = await db
    .update(campanas)
    .set({ canceladaAt: sql`now()` })
    .where(
      and(
        eq(campanas.publicId, publicId),
        eq(campanas.negocioId, negocioId),
        isNull(campanas.repartidaAt),
        isNull(campanas.canceladaAt),
      ),
    )
    .returning({ id: campanas.id });
  if (rows.length === 0) {
    const [existe] = await db
      .select({ id: campanas.id })
      .from(campanas)
      .where(and(eq(campanas.publicId, publicId), eq(campanas.negocioId, negocioId)));
    throw new AppError(existe ? 'CAMPANA_YA_ENVIADA' : 'NOT_FOUND');
  }
}

/** The business's campaigns, newest first, with what became of their messages. */
export async function listarCampanas(
  db: Db,
  negocioId: string,
  ahora: Date,
  publicId?: string,
): Promise<Campana[]> {
  const filas = await db
    .select({
      id: campanas.id,
      publicId: campanas.publicId,
      texto: campanas.texto,
      segmento: campanas.segmento,
      programadaPara: campanas.programadaPara,
      repartidaAt: campanas.repartidaAt,
      canceladaAt: campanas.canceladaAt,
      createdAt: campanas.createdAt,
      promocionID: promociones.publicId,
      promocionTitulo: promociones.titulo,
    })
    .from(campanas)
    .leftJoin(promociones, eq(promociones.id, campanas.promocionId))
    .where(
      publicId
        ? and(eq(campanas.negocioId, negocioId), eq(campanas.publicId, publicId))
        : eq(campanas.negocioId, negocioId),
    )
    .orderBy(desc(campanas.createdAt))
    .limit(50);
  if (filas.length === 0) return [];
  const cuentas = await queryRows<{
    campana_id: string;
    enviados: string | number;
    entregados: string | number;
    fallidos: string | number;
    pendientes: string | number;
    control: string | number;
  }>(
    db,
    sql`select campana_id,
          count(*) filter (where estado = 'enviado') as enviados,
          count(*) filter (where entregado_at is not null) as entregados,
          count(*) filter (where estado in ('fallido', 'omitido')) as fallidos,
          count(*) filter (where estado = 'pendiente') as pendientes,
          count(*) filter (where estado = 'control') as control
        from mensajes where campana_id in (${sql.join(
          filas.map((f) => sql`${f.id}::uuid`),
          sql`, `,
        )}) group by campana_id`,
  );
  const porId = new Map(cuentas.map((c) => [c.campana_id, c]));
  return filas.map((f) => {
    const c = porId.get(f.id);
    const n = (v: string | number | undefined) => Number(v ?? 0);
    const pendientes = n(c?.pendientes);
    return {
      campanaID: f.publicId,
      texto: f.texto,
      segmento: f.segmento,
      promocionID: f.promocionID,
      promocionTitulo: f.promocionTitulo,
      programadaPara: f.programadaPara.toISOString(),
      estado: f.canceladaAt
        ? 'cancelada'
        : !f.repartidaAt
          ? f.programadaPara > ahora
            ? 'programada'
            : 'enviando'
          : pendientes > 0
            ? 'enviando'
            : 'enviada',
      creadaAt: f.createdAt.toISOString(),
      enviados: n(c?.enviados),
      entregados: n(c?.entregados),
      fallidos: n(c?.fallidos),
      pendientes,
      control: n(c?.control),
    };
  });
}

/**
 * Did it work (issue 28 part E): for each automation and campaign of the business, the share of
 * the messaged and of the control group who came back within 7 and 14 days of the instant the
 * message went (or would have), counting only messages at least that old. Every decided message
 * counts in its group, delivered or not: the groups are compared as drawn.
 */
export async function efectos(db: Db, negocioId: string, ahora: Date): Promise<Efecto[]> {
  const [d7, d14] = VENTANAS_REGRESO_DIAS;
  const filas = await queryRows<{
    origen: TipoAutomatizacion | 'campana';
    campana_id: string | null;
    control: boolean;
    desde: Date | string;
    hasta: Date | string;
    n7: string | number;
    r7: string | number;
    n14: string | number;
    r14: string | number;
  }>(
    db,
    sql`select m.origen, m.campana_id, m.control,
          min(m.enviar_desde) as desde, max(m.enviar_desde) as hasta,
          count(*) filter (where m.enviar_desde <= ${ahora.toISOString()}::timestamptz - make_interval(days => ${d7})) as n7,
          count(*) filter (where m.enviar_desde <= ${ahora.toISOString()}::timestamptz - make_interval(days => ${d7})
            and exists (select 1 from visitas v where v.cliente_id = m.cliente_id and v.negocio_id = m.negocio_id
                        and v.fecha > m.enviar_desde and v.fecha <= m.enviar_desde + make_interval(days => ${d7}))) as r7,
          count(*) filter (where m.enviar_desde <= ${ahora.toISOString()}::timestamptz - make_interval(days => ${d14})) as n14,
          count(*) filter (where m.enviar_desde <= ${ahora.toISOString()}::timestamptz - make_interval(days => ${d14})
            and exists (select 1 from visitas v where v.cliente_id = m.cliente_id and v.negocio_id = m.negocio_id
                        and v.fecha > m.enviar_desde and v.fecha <= m.enviar_desde + make_interval(days => ${d14}))) as r14
        from mensajes m
        where m.negocio_id = ${negocioId}
        group by m.origen, m.campana_id, m.control`,
  );
  const campanasDe = new Map(
    (
      await db
        .select({ id: campanas.id, publicId: campanas.publicId, texto: campanas.texto })
        .from(campanas)
        .where(eq(campanas.negocioId, negocioId))
    ).map((c) => [c.id, c]),
  );
  const grupos = new Map<
    string,
    { mensaje?: (typeof filas)[number]; control?: (typeof filas)[number] }
  >();
  for (const f of filas) {
    const clave = `${f.origen}:${f.campana_id ?? ''}`;
    const g = grupos.get(clave) ?? {};
    g[f.control ? 'control' : 'mensaje'] = f;
    grupos.set(clave, g);
  }
  const n = (v: string | number | undefined) => Number(v ?? 0);
  const efectosLista: Efecto[] = [];
  for (const g of grupos.values()) {
    const cualquiera = (g.mensaje ?? g.control)!;
    const campana = cualquiera.campana_id ? campanasDe.get(cualquiera.campana_id) : undefined;
    const fechas = [g.mensaje, g.control]
      .filter(Boolean)
      .flatMap((x) => [new Date(x!.desde).getTime(), new Date(x!.hasta).getTime()]);
    const comparar = (nk: 'n7' | 'n14', rk: 'r7' | 'r14') => {
      const mensaje = { n: n(g.mensaje?.[nk]), regresaron: n(g.mensaje?.[rk]) };
      const control = { n: n(g.control?.[nk]), regresaron: n(g.control?.[rk]) };
      return { mensaje, control, ...compararGrupos(mensaje, control) };
    };
    efectosLista.push({
      origen: cualquiera.origen,
      campanaID: campana?.publicId ?? null,
      nombre:
        cualquiera.origen === 'campana'
          ? campana
            ? nombreDeCampana(campana.texto)
            : 'Campaña'
          : AUTOMATIZACIONES[cualquiera.origen].nombre,
      desde: new Date(Math.min(...fechas)).toISOString(),
      hasta: new Date(Math.max(...fechas)).toISOString(),
      dias7: comparar('n7', 'r7'),
      dias14: comparar('n14', 'r14'),
    });
  }
  // Automations first, in their fixed order; then campaigns, newest first.
  const orden = Object.keys(AUTOMATIZACIONES);
  return efectosLista.sort((a, b) =>
    a.origen === 'campana' && b.origen === 'campana'
      ? b.desde.localeCompare(a.desde)
      : (a.origen === 'campana' ? 99 : orden.indexOf(a.origen)) -
        (b.origen === 'campana' ? 99 : orden.indexOf(b.origen)),
  );
}
