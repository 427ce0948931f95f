import { sql } from 'drizzle-orm';
import {
  AUTOMATIZACIONES,
  clavePeriodo,
  dentroDeLimites,
  diaLargo,
  diasDeAusencia,
  enGrupoControl,
  fueraDeSilencio,
  nivelPorVisitas,
  nombreNivelEn,
  origenAutomatizacion,
  rellenarTexto,
  siguienteNivel,
  type NivelConNombre,
  type TipoAutomatizacion,
  type ValoresMensaje,
} from '@tarjeto/shared';
import { queryRows, type Db } from '../../db/client.ts';
import {
  bloquearCliente,
  escribirDecision,
  existeClave,
  mensajesRecientes,
} from './mensajes.repository.ts';

// Deciding who gets what (DOMAIN §12): for each automation that is on, the customers it is for
// right now; for a campaign, its segment. Each candidate then goes through the same steps, one
// customer at a time (an advisory lock): consent (the queries ask only for cards that accepted),
// a channel that reaches them, the limits (quiet hours move the instant to 09:00, the caps count
// both groups), once per period (the row's key), and the stable 10 % control group. The clock is a
// parameter: the scheduler passes now, a test passes a month of days.

export type Carteras = { google: boolean; apple: boolean };

export type Desenlace = 'mensaje' | 'control' | 'sin_canal' | 'limites' | 'repetido';

export interface NegocioMensajes {
  id: string;
  nombre: string;
  zona: string;
  niveles: NivelConNombre[];
}

export interface Candidato {
  clienteId: string;
  nombre: string;
  periodo: string;
  valores: Partial<ValoresMensaje>;
}

/**
 * Whether some channel reaches the customer of the card `t` (an alias of tarjetas) now: its card
 * in a phone's wallet this server can update, a Web Push subscription, or a verified address that
 * never bounced. The audience count reads it for a whole segment, a decision for one card.
 */
export const hayCanalSql = (carteras: Carteras) => sql`(
  exists (select 1 from pases p where p.tarjeta_id = t.id and p.revocado_at is null
          and ((p.plataforma = 'google' and ${carteras.google})
            or (p.plataforma = 'apple' and ${carteras.apple}
                and exists (select 1 from pase_dispositivos d where d.pase_id = p.id))))
  or exists (select 1 from suscripciones_push s where s.cliente_id = t.cliente_id)
  or exists (select 1 from clientes c join usuarios u on u.id = c.usuario_id
             where c.id = t.cliente_id and u.verificado
               and not exists (select 1 from correos_rebotados r where r.cliente_id = c.id)))`;

/** Whether any channel reaches the customer of this business now. */
export async function tieneCanal(db: Db, clienteId: string, negocioId: string, carteras: Carteras) {
  const [r] = await queryRows<{ canal: boolean }>(
    db,
    sql`select ${hayCanalSql(carteras)} as canal from tarjetas t
        where t.cliente_id = ${clienteId} and t.negocio_id = ${negocioId}`,
  );
  return Boolean(r?.canal);
}

/**
 * One candidate through the steps. `soloContar` answers what would happen without writing (the
 * campaign composer's audience).
 */
export async function decidir(
  db: Db,
  d: {
    negocio: NegocioMensajes;
    origen: TipoAutomatizacion | 'campana';
    /** The control group's draw: per automation of the business, or per campaign. */
    origenControl: string;
    campanaId: string | null;
    plantilla: string;
    promocion: { id: string; titulo: string } | null;
    ahora: Date;
    carteras: Carteras;
    soloContar?: boolean;
  },
  c: Candidato,
): Promise<Desenlace> {
  const clave =
    d.origen === 'campana'
      ? `campana:${d.campanaId}:${c.clienteId}`
      : `auto:${d.negocio.id}:${d.origen}:${c.periodo}:${c.clienteId}`;
  const paso = async (tx: Db): Promise<Desenlace> => {
    if (!d.soloContar) await bloquearCliente(tx, c.clienteId);
    if (await existeClave(tx, clave)) return 'repetido';
    if (!(await tieneCanal(tx, c.clienteId, d.negocio.id, d.carteras))) return 'sin_canal';
    const enviarDesde = fueraDeSilencio(d.ahora, d.negocio.zona);
    const recientes = await mensajesRecientes(tx, c.clienteId, enviarDesde);
    if (!dentroDeLimites(recientes, d.negocio.id, enviarDesde)) return 'limites';
    const control = enGrupoControl(d.origenControl, c.clienteId);
    if (d.soloContar) return control ? 'control' : 'mensaje';
    const texto = rellenarTexto(d.plantilla, {
      nombre: c.nombre.trim().split(/\s+/)[0] ?? '',
      negocio: d.negocio.nombre,
      ...(d.promocion ? { promocion: d.promocion.titulo } : {}),
      ...c.valores,
    });
    const nuevo = await escribirDecision(tx, {
      negocioId: d.negocio.id,
      clienteId: c.clienteId,
      origen: d.origen,
      campanaId: d.campanaId,
      clave,
      control,
      texto,
      promocionId: d.promocion?.id ?? null,
      enviarDesde,
    });
    if (!nuevo) return 'repetido';
    return control ? 'control' : 'mensaje';
  };
  return d.soloContar ? paso(db) : db.transaction((tx) => paso(tx as unknown as Db));
}

// ── Automations ───────────────────────────────────────────────────────────────────────────────

const DIA_MS = 86_400_000;
/** How far back a first visit or a new offer still earns its message (a tick missed, a restart). */
const RECIENTE_MS = 2 * DIA_MS;

interface AutomatizacionActiva {
  tipo: TipoAutomatizacion;
  texto: string | null;
  activaDesde: Date;
  promocion: { id: string; titulo: string } | null;
}

/** Businesses with at least one automation on, with what deciding needs. */
async function negociosConAutomatizaciones(db: Db) {
  const rows = await queryRows<{
    negocio_id: string;
    nombre: string;
    zona: string;
    niveles: NivelConNombre[] | null;
    tipo: TipoAutomatizacion;
    texto: string | null;
    activa_desde: Date | string;
    promocion_id: string | null;
    promocion: string | null;
  }>(
    db,
    sql`select a.negocio_id, n.nombre_comercial as nombre, n.zona_horaria as zona, pl.niveles,
               a.tipo, a.texto, a.activa_desde, a.promocion_id, p.titulo as promocion
        from automatizaciones a
        join negocios n on n.id = a.negocio_id
        left join programas_lealtad pl on pl.negocio_id = a.negocio_id
        left join promociones p on p.id = a.promocion_id and p.status and p.eliminada_at is null
        where a.activa
        order by a.negocio_id, a.tipo`,
  );
  const porNegocio = new Map<string, { negocio: NegocioMensajes; autos: AutomatizacionActiva[] }>();
  for (const r of rows) {
    let n = porNegocio.get(r.negocio_id);
    if (!n) {
      n = {
        negocio: { id: r.negocio_id, nombre: r.nombre, zona: r.zona, niveles: r.niveles ?? [] },
        autos: [],
      };
      porNegocio.set(r.negocio_id, n);
    }
    n.autos.push({
      tipo: r.tipo,
      texto: r.texto,
      activaDesde: new Date(r.activa_desde),
      promocion: r.promocion_id && r.promocion ? { id: r.promocion_id, titulo: r.promocion } : null,
    });
  }
  return [...porNegocio.values()];
}

interface Tarjeta {
  cliente_id: string;
  nombre: string;
  nivel: number;
  visitas_temporada: number;
  primera_visita: Date | string | null;
  ultima_visita: Date | string | null;
}

/** Cards of the business whose customer accepted its messages, with a condition. */
async function tarjetasConAvisos(db: Db, negocioId: string, condicion: ReturnType<typeof sql>) {
  return queryRows<Tarjeta>(
    db,
    sql`select t.cliente_id, c.nombre, t.nivel, t.visitas_temporada, t.primera_visita, t.ultima_visita
        from tarjetas t join clientes c on c.id = t.cliente_id
        where t.negocio_id = ${negocioId} and t.avisos and (${condicion})
        order by t.cliente_id`,
  );
}

/** The open season of the business, if any: its id and last day. */
export async function temporadaAbierta(db: Db, negocioId: string) {
  const [r] = await queryRows<{ id: string; fecha_fin: string }>(
    db,
    sql`select id, fecha_fin::text as fecha_fin from temporadas
        where negocio_id = ${negocioId} and activa order by fecha_inicio desc limit 1`,
  );
  return r ?? null;
}

/** What a card says of its customer in a message: their level, and the next one with how far it is. */
export function valoresDeTarjeta(
  t: { nivel: number; visitas_temporada: number },
  niveles: NivelConNombre[],
): Partial<ValoresMensaje> {
  const sig = siguienteNivel(t.visitas_temporada, t.nivel, niveles);
  return {
    nivel: nombreNivelEn(t.nivel, niveles),
    ...(sig ? { siguienteNivel: sig.nombre, faltan: sig.faltan } : {}),
  };
}

/** The candidates of one automation at a business now. */
export async function candidatos(
  db: Db,
  negocio: NegocioMensajes,
  a: AutomatizacionActiva,
  ahora: Date,
): Promise<{ candidatos: Candidato[]; promocion: { id: string; titulo: string } | null }[]> {
  const niveles = negocio.niveles;
  const valoresNivel = (t: Tarjeta) => valoresDeTarjeta(t, niveles);
  const desde = new Date(Math.max(a.activaDesde.getTime(), ahora.getTime() - RECIENTE_MS));
  switch (a.tipo) {
    case 'bienvenida': {
      const rows = await tarjetasConAvisos(
        db,
        negocio.id,
        sql`t.primera_visita > ${desde.toISOString()}::timestamptz and t.primera_visita <= ${ahora.toISOString()}::timestamptz`,
      );
      return [
        {
          promocion: null,
          candidatos: rows.map((t) => ({
            clienteId: t.cliente_id,
            nombre: t.nombre,
            periodo: clavePeriodo('bienvenida', {}),
            valores: valoresNivel(t),
          })),
        },
      ];
    }
    case 'casi_subes': {
      // One visit from the next level, and seen in the last 30 days (still coming).
      const rows = await tarjetasConAvisos(
        db,
        negocio.id,
        sql`t.ultima_visita > ${new Date(ahora.getTime() - 30 * DIA_MS).toISOString()}::timestamptz
            and t.ultima_visita <= ${ahora.toISOString()}::timestamptz`,
      );
      const temporada = await temporadaAbierta(db, negocio.id);
      const lista = rows.flatMap((t) => {
        const sig = siguienteNivel(t.visitas_temporada, t.nivel, niveles);
        if (!sig || sig.faltan !== 1) return [];
        return [
          {
            clienteId: t.cliente_id,
            nombre: t.nombre,
            periodo: `${temporada?.id ?? 'sin-temporada'}:${clavePeriodo('casi_subes', { siguienteNivel: String(sig.nivel) })}`,
            valores: valoresNivel(t),
          },
        ];
      });
      return [{ promocion: null, candidatos: lista }];
    }
    case 'te_extranamos': {
      const rows = await tarjetasConAvisos(
        db,
        negocio.id,
        sql`t.ultima_visita < ${new Date(ahora.getTime() - 14 * DIA_MS).toISOString()}::timestamptz
            and t.ultima_visita > ${new Date(ahora.getTime() - 180 * DIA_MS).toISOString()}::timestamptz`,
      );
      if (rows.length === 0) return [{ promocion: a.promocion, candidatos: [] }];
      // Each one's rhythm from their last visits here (up to 12).
      const historias = await queryRows<{ cliente_id: string; fecha: Date | string }>(
        db,
        sql`select v.cliente_id, v.fecha from (
              select cliente_id, fecha, row_number() over (partition by cliente_id order by fecha desc) as k
              from visitas
              where negocio_id = ${negocio.id}
                and cliente_id in (${sql.join(
                  rows.map((r) => sql`${r.cliente_id}::uuid`),
                  sql`, `,
                )})
                and fecha <= ${ahora.toISOString()}::timestamptz
            ) v where v.k <= 12`,
      );
      const porCliente = new Map<string, Date[]>();
      for (const h of historias) {
        const l = porCliente.get(h.cliente_id) ?? [];
        l.push(new Date(h.fecha));
        porCliente.set(h.cliente_id, l);
      }
      const lista = rows.flatMap((t) => {
        const ultima = new Date(t.ultima_visita!);
        const dias = diasDeAusencia(porCliente.get(t.cliente_id) ?? [ultima]);
        if (ahora.getTime() - ultima.getTime() < dias * DIA_MS) return [];
        return [
          {
            clienteId: t.cliente_id,
            nombre: t.nombre,
            periodo: clavePeriodo('te_extranamos', { ultimaVisita: ultima }),
            valores: valoresNivel(t),
          },
        ];
      });
      return [{ promocion: a.promocion, candidatos: lista }];
    }
    case 'temporada_termina': {
      const temporada = await temporadaAbierta(db, negocio.id);
      if (!temporada) return [];
      const fin = new Date(`${temporada.fecha_fin}T23:59:59Z`).getTime();
      if (fin - ahora.getTime() > 7 * DIA_MS || fin < ahora.getTime()) return [];
      const rows = await tarjetasConAvisos(db, negocio.id, sql`t.visitas_temporada > 0`);
      // What the close would give (DOMAIN §5): the level the season's visits reach, never more
      // than one below the current one. The message goes where one more visit changes that.
      const alCierre = (visitas: number, nivel: number) =>
        Math.max(nivelPorVisitas(visitas, niveles), nivel - 1);
      const lista = rows.flatMap((t) =>
        alCierre(t.visitas_temporada + 1, t.nivel) > alCierre(t.visitas_temporada, t.nivel)
          ? [
              {
                clienteId: t.cliente_id,
                nombre: t.nombre,
                periodo: clavePeriodo('temporada_termina', { temporadaId: temporada.id }),
                valores: { ...valoresNivel(t), finTemporada: diaLargo(temporada.fecha_fin) },
              },
            ]
          : [],
      );
      return [{ promocion: null, candidatos: lista }];
    }
    case 'nueva_oferta': {
      // Offers that started lately (made, or their period began) and are on.
      const ofertas = await queryRows<{ id: string; titulo: string; nivel_req: number }>(
        db,
        sql`select id, titulo, nivel_req from promociones
            where negocio_id = ${negocio.id} and status and eliminada_at is null
              and greatest(created_at, coalesce(periodo_inicio::timestamptz, created_at))
                  between ${desde.toISOString()}::timestamptz and ${ahora.toISOString()}::timestamptz
              and (periodo_fin is null or periodo_fin >= ${ahora.toISOString().slice(0, 10)}::date)
              and (fecha_limite is null or fecha_limite >= ${ahora.toISOString().slice(0, 10)}::date)
            order by created_at`,
      );
      const grupos = [];
      for (const o of ofertas) {
        const rows = await tarjetasConAvisos(
          db,
          negocio.id,
          sql`t.nivel >= ${o.nivel_req} and t.primera_visita is not null`,
        );
        grupos.push({
          promocion: { id: o.id, titulo: o.titulo },
          candidatos: rows.map((t) => ({
            clienteId: t.cliente_id,
            nombre: t.nombre,
            periodo: clavePeriodo('nueva_oferta', { promocionId: o.id }),
            valores: valoresNivel(t),
          })),
        });
      }
      return grupos;
    }
  }
}

export type Conteo = Record<Desenlace, number>;
const conteoVacio = (): Conteo => ({
  mensaje: 0,
  control: 0,
  sin_canal: 0,
  limites: 0,
  repetido: 0,
});

/** One pass over every business's automations at `ahora`. What was decided, summed. */
export async function evaluarAutomatizaciones(db: Db, ahora: Date, carteras: Carteras) {
  const total = conteoVacio();
  for (const { negocio, autos } of await negociosConAutomatizaciones(db)) {
    for (const a of autos) {
      if (a.activaDesde > ahora) continue;
      for (const grupo of await candidatos(db, negocio, a, ahora)) {
        for (const c of grupo.candidatos) {
          const r = await decidir(
            db,
            {
              negocio,
              origen: a.tipo,
              origenControl: origenAutomatizacion(negocio.id, a.tipo),
              campanaId: null,
              plantilla: a.texto ?? AUTOMATIZACIONES[a.tipo].textoPredeterminado,
              promocion: grupo.promocion,
              ahora,
              carteras,
            },
            c,
          );
          total[r]++;
        }
      }
    }
  }
  return total;
}

export { conteoVacio };
