import { sql } from 'drizzle-orm';
import type { VisitaResultado } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import {
  clientes,
  logros,
  negocios,
  nexos,
  nexoSolicitudes,
  tarjetas,
  temporadas,
  visitas,
  visitasPorHora,
} from '../../db/schema/index.ts';

// The visit path's writes (DOMAIN §4). Every function here takes the transaction the visit
// service opened: the visit row, the counters and the roll-up move together or not at all.

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Every write of one counted visit, as ONE statement: the visit row; the card (when a customer's);
 * the business's, season's and device's counters; the hour's roll-up; and the answer stored under
 * the device's idempotency key. One round trip instead of seven is what keeps the busiest path fast
 * (on the embedded database each statement costs most of a millisecond). The level and the
 * answer are decided before, in code, on the card the caller has locked.
 */
export async function writeVisit(
  tx: Db,
  v: {
    visita: {
      id: string;
      negocioId: string;
      establecimientoId: string;
      nexoId: string;
      clienteId: string | null;
      tarjetaId: string | null;
      fecha: Date;
      fechaLocal: string;
      horaLocal: number;
      diaSemana: number;
      codigoPaso: number | null;
    };
    tarjeta: {
      nivel: number;
      enTemporada: boolean;
      subio: boolean;
      racha: { semanas: number; ultimaSemana: number | null };
      /** The visit before the last, and the months with a visit (estadisticas.ts). */
      penultimaVisita: Date | null;
      meses: { ultimoMes: number | null; meses: number };
    } | null;
    /** The customer's totals and streak across all cards, after this visit. */
    cliente: { racha: { semanas: number; ultimaSemana: number | null } } | null;
    logros: Array<{ tipo: string; valor: number | null; negocioId: string | null; clave: string }>;
    temporadaId: string | null;
    clienteNuevo: boolean;
    now: Date;
    solicitud: { clave: string; respuesta: VisitaResultado } | null;
  },
) {
  const x = v.visita;
  const anonima = x.clienteId === null;
  const fecha = ts(x.fecha);
  const parts = [
    sql`with v as (
      insert into ${visitas} (id, negocio_id, establecimiento_id, nexo_id, cliente_id, tarjeta_id, anonima, fecha, fecha_local, hora_local, dia_semana, codigo_paso)
      values (${x.id}, ${x.negocioId}, ${x.establecimientoId}, ${x.nexoId}, ${x.clienteId}, ${x.tarjetaId}, ${anonima}, ${fecha}, ${x.fechaLocal}::date, ${x.horaLocal}, ${x.diaSemana}, ${x.codigoPaso})
      returning id
    ), n as (
      update ${negocios} set visitas_totales = visitas_totales + 1, clientes_unicos = clientes_unicos + ${v.clienteNuevo ? 1 : 0}
      where id = ${x.negocioId}
    ), d as (
      update ${nexos} set visitas_registradas = visitas_registradas + 1, ultimo_uso = greatest(ultimo_uso, ${ts(v.now)})
      where id = ${x.nexoId}
    ), r as (
      insert into ${visitasPorHora} (negocio_id, fecha, hora, dia_semana, visitas, anonimas)
      values (${x.negocioId}, ${x.fechaLocal}::date, ${x.horaLocal}, ${x.diaSemana}, 1, ${anonima ? 1 : 0})
      on conflict (negocio_id, fecha, hora) do update
      set visitas = visitas_por_hora.visitas + 1, anonimas = visitas_por_hora.anonimas + excluded.anonimas
    )`,
  ];
  if (v.tarjeta && x.tarjetaId) {
    parts.push(sql`, t as (
      update ${tarjetas} set
        visitas_totales = visitas_totales + 1,
        visitas_temporada = visitas_temporada + ${v.tarjeta.enTemporada ? 1 : 0},
        nivel = ${v.tarjeta.nivel},
        ultima_visita = greatest(ultima_visita, ${fecha}),
        primera_visita = least(primera_visita, ${fecha}),
        racha_semanas = ${v.tarjeta.racha.semanas},
        ultima_semana = ${v.tarjeta.racha.ultimaSemana},
        penultima_visita = ${v.tarjeta.penultimaVisita ? ts(v.tarjeta.penultimaVisita) : null},
        ultimo_mes = ${v.tarjeta.meses.ultimoMes},
        meses_con_visita = ${v.tarjeta.meses.meses}
      where id = ${x.tarjetaId}
    )`);
  }
  if (v.cliente && x.clienteId) {
    parts.push(sql`, c as (
      update ${clientes} set
        visitas_totales = visitas_totales + 1,
        racha_semanas = ${v.cliente.racha.semanas},
        ultima_semana = ${v.cliente.racha.ultimaSemana}
      where id = ${x.clienteId}
    )`);
  }
  if (v.temporadaId) {
    parts.push(sql`, s as (
      update ${temporadas} set visitas_totales = visitas_totales + 1,
        subidas = subidas + ${v.tarjeta?.subio ? 1 : 0}
      where id = ${v.temporadaId}
    )`);
  }
  if (v.logros.length && x.clienteId) {
    parts.push(sql`, l as (
      insert into ${logros} (cliente_id, negocio_id, tipo, valor, clave, obtenido_at)
      values ${sql.join(
        v.logros.map(
          (l) => sql`(${x.clienteId}, ${l.negocioId}, ${l.tipo}, ${l.valor}, ${l.clave}, ${fecha})`,
        ),
        sql`, `,
      )}
      on conflict (cliente_id, clave) do nothing
    )`);
  }
  if (v.solicitud) {
    parts.push(sql`, q as (
      update ${nexoSolicitudes} set respuesta = ${JSON.stringify(v.solicitud.respuesta)}::jsonb
      where nexo_id = ${x.nexoId} and clave = ${v.solicitud.clave}
    )`);
  }
  parts.push(sql` select id from v`);
  await tx.execute(sql.join(parts, sql``));
}

/**
 * A scan that counted nothing (a cooldown): the device is still in use, and its answer is kept
 * for a retry of the same key.
 */
export async function writeNoCount(
  tx: Db,
  nexoId: string,
  now: Date,
  solicitud: { clave: string; respuesta: VisitaResultado } | null,
) {
  await tx.execute(
    solicitud
      ? sql`with d as (
          update ${nexos} set ultimo_uso = greatest(ultimo_uso, ${ts(now)}) where id = ${nexoId}
        ) update ${nexoSolicitudes} set respuesta = ${JSON.stringify(solicitud.respuesta)}::jsonb
          where nexo_id = ${nexoId} and clave = ${solicitud.clave}`
      : sql`update ${nexos} set ultimo_uso = greatest(ultimo_uso, ${ts(now)}) where id = ${nexoId}`,
  );
}
