import { sql, type SQL } from 'drizzle-orm';
import type { VisitaResultado } from '@tarjeto/shared';
import { consultaPorForma, consultaUnaVez, queryRows, type Db } from '../../db/client.ts';
import { fallidosEnSql } from '../../lib/codigos-fallidos.ts';
import {
  promocionesConUsosJson,
  type PromocionConUsosJson,
} from '../promociones/promociones.repository.ts';
import {
  clientes,
  codigosUsados,
  logros,
  negocios,
  nexos,
  nexoSolicitudes,
  programasLealtad,
  tarjetas,
  temporadas,
  visitas,
  visitasPorHora,
  type NivelConfig,
} from '../../db/schema/index.ts';

// The visit path's writes (DOMAIN §4). Every function here takes the transaction the visit
// service opened: the visit row, the counters and the roll-up move together or not at all.

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * What the one-statement path (registerVisita's fast path) checks before it writes anything: the
 * customer's row and card as they were read, by row version (`xmin`: any change since makes a new
 * one). The statement locks them FOR NO KEY UPDATE — after waiting for a concurrent visit, the
 * lock re-reads the newest version, so a lost race leaves the guard empty and nothing is written.
 * `tarjeta` null: the customer had no card here, and the statement makes it (its unique index
 * raising if one appeared meanwhile).
 */
export interface Guard {
  clienteId: string;
  clienteVersion: string;
  tarjeta: { id: string; version: string } | null;
}

/** The stored answer for the device's idempotency key; `reclamar`: insert (claim) it here too. */
interface Solicitud {
  clave: string;
  respuesta: VisitaResultado;
  reclamar?: boolean;
}

/** A customer code judged by this scan, used up here and everywhere (DOMAIN §4). */
export interface CodigoJuzgado {
  clienteId: string;
  paso: number;
  negocioId: string;
}

/**
 * Forgets the codes judged before `antesDe`: a code is judged at its own scan time, never more
 * than the offline window (24 h) before it arrives, so an older step can never be accepted again.
 */
export async function pruneCodigosUsados(db: Db, antesDe: Date) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with d as (delete from ${codigosUsados} where usado_at < ${ts(antesDe)} returning 1)
      select count(*)::int as n from d`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The parts a visit's write has, which decide its text (writeVisita, writeNoCount): each shape is
 * built once and run as a named prepared statement with its values (db/client.ts,
 * consultaPorForma) — building this statement in drizzle on every scan cost more of the request's
 * CPU than any one of its parts (issue 29).
 */
type Shape = {
  /** What the one-statement path checks before writing: the customer's row, and their card. */
  guard: 'no' | 'cliente' | 'tarjeta';
  /** The card: made with this visit on it (the fast path's first visit), bumped, or none. */
  tarjeta: 'no' | 'insertar' | 'actualizar';
  cliente: boolean;
  temporada: boolean;
  logros: boolean;
  codigo: boolean;
  /** The answer under the device's key: claimed here, set on a key already claimed, or none. */
  solicitud: 'no' | 'reclamar' | 'actualizar';
};

const p = (nombre: string) => sql.placeholder(nombre);

/**
 * The customer's row and card as they were read, by row version (`xmin`: any change since makes a
 * new one), locked FOR NO KEY UPDATE — after waiting for a concurrent visit, the lock re-reads the
 * newest version, so a lost race leaves the guard empty and nothing is written.
 */
const guardCte = (shape: Shape['guard']) =>
  shape === 'tarjeta'
    ? sql`g as (
        select 1 from ${clientes} c join ${tarjetas} t on t.cliente_id = c.id
        where c.id = ${p('guardCliente')}::uuid and c.xmin::text = ${p('guardClienteVersion')}
          and t.id = ${p('guardTarjeta')}::uuid and t.xmin::text = ${p('guardTarjetaVersion')}
        for no key update of c, t
      ), `
    : shape === 'cliente'
      ? sql`g as (
        select 1 from ${clientes} c
        where c.id = ${p('guardCliente')}::uuid and c.xmin::text = ${p('guardClienteVersion')}
        for no key update of c
      ), `
      : sql``;

/** Every write waits on the guard: with none, the condition is simply true. */
const guardCondition = (shape: Shape['guard']) =>
  shape === 'no' ? sql`true` : sql`exists (select 1 from g)`;

/**
 * The code marked used, in the statement's own writes: a code judged before raises the primary
 * key's unique violation (codigos_usados_cliente_id_paso_pk), and the whole statement writes
 * nothing — the caller answers CODIGO_CLIENTE_USADO.
 */
const codigoCte = (cond: SQL) => sql`, u as (
  insert into ${codigosUsados} (cliente_id, paso, negocio_id, usado_at)
  select ${p('codigoCliente')}::uuid, ${p('codigoPaso')}::bigint, ${p('codigoNegocio')}::uuid, ${p('ahora')}::timestamptz where ${cond}
)`;

/** The key claimed with its answer, or the answer set on a key the caller's transaction claimed. */
const solicitudCte = (shape: Shape['solicitud'], cond: SQL) =>
  shape === 'reclamar'
    ? sql`, q as (
        insert into ${nexoSolicitudes} (nexo_id, clave, tipo, respuesta, cliente_id)
        select ${p('nexoId')}::uuid, ${p('clave')}, 'visita', ${p('respuesta')}::jsonb, ${p('solicitudCliente')}::uuid where ${cond}
      )`
    : shape === 'actualizar'
      ? sql`, q as (
        update ${nexoSolicitudes} set respuesta = ${p('respuesta')}::jsonb, cliente_id = ${p('solicitudCliente')}::uuid
        where nexo_id = ${p('nexoId')}::uuid and clave = ${p('clave')}
      )`
      : sql``;

const solicitudShape = (s: Solicitud | null): Shape['solicitud'] =>
  s === null ? 'no' : s.reclamar ? 'reclamar' : 'actualizar';
const guardShape = (g: Guard | undefined): Shape['guard'] =>
  g === undefined ? 'no' : g.tarjeta ? 'tarjeta' : 'cliente';
/** writeVisita's statement, by shape. */
const visitaStatement = consultaPorForma<Shape, { escritas: number }>((f) => {
  const cond = guardCondition(f.guard);
  const fecha = sql`${p('fecha')}::timestamptz`;
  const parts = [
    sql`with `,
    guardCte(f.guard),
    sql`v as (
      insert into ${visitas} (id, negocio_id, establecimiento_id, nexo_id, cliente_id, tarjeta_id, anonima, fecha, fecha_local, hora_local, dia_semana, codigo_paso, miembro_id)
      select ${p('id')}::uuid, ${p('negocioId')}::uuid, ${p('establecimientoId')}::uuid, ${p('nexoId')}::uuid, ${p('clienteId')}::uuid, ${p('tarjetaId')}::uuid, ${p('anonima')}::boolean, ${fecha}, ${p('fechaLocal')}::date, ${p('horaLocal')}::smallint, ${p('diaSemana')}::smallint, ${p('codigoPasoVisita')}::bigint, ${p('miembroId')}::uuid
      where ${cond}
      returning id
    ), n as (
      update ${negocios} set visitas_totales = visitas_totales + 1, clientes_unicos = clientes_unicos + ${p('clienteNuevo')}::int
      where id = ${p('negocioId')}::uuid and ${cond}
    ), d as (
      update ${nexos} set visitas_registradas = visitas_registradas + 1, ultimo_uso = greatest(ultimo_uso, ${p('ahora')}::timestamptz)
      where id = ${p('nexoId')}::uuid and ${cond}
    ), r as (
      insert into ${visitasPorHora} (negocio_id, fecha, hora, dia_semana, visitas, anonimas)
      select ${p('negocioId')}::uuid, ${p('fechaLocal')}::date, ${p('horaLocal')}::smallint, ${p('diaSemana')}::smallint, 1, ${p('anonimas')}::int
      where ${cond}
      on conflict (negocio_id, fecha, hora) do update
      set visitas = visitas_por_hora.visitas + 1, anonimas = visitas_por_hora.anonimas + excluded.anonimas
    )`,
  ];
  if (f.tarjeta === 'insertar') {
    // A first visit here on the fast path: the card is made with what the visit leaves on it
    // (an empty card plus this visit), not made empty and then updated.
    parts.push(sql`, t as (
      insert into ${tarjetas} (id, negocio_id, cliente_id, visitas_totales, visitas_temporada, nivel, ultima_visita, primera_visita, racha_semanas, ultima_semana, penultima_visita, ultimo_mes, meses_con_visita)
      select ${p('tarjetaId')}::uuid, ${p('negocioId')}::uuid, ${p('clienteId')}::uuid, 1, ${p('enTemporada')}::int, ${p('nivel')}::smallint, ${fecha}, ${fecha}, ${p('rachaTarjeta')}::int, ${p('semanaTarjeta')}::int, ${p('penultima')}::timestamptz, ${p('ultimoMes')}::int, ${p('meses')}::int
      where ${cond}
    )`);
  } else if (f.tarjeta === 'actualizar') {
    parts.push(sql`, t as (
      update ${tarjetas} set
        visitas_totales = visitas_totales + 1,
        visitas_temporada = visitas_temporada + ${p('enTemporada')}::int,
        nivel = ${p('nivel')}::smallint,
        ultima_visita = greatest(ultima_visita, ${fecha}),
        primera_visita = least(primera_visita, ${fecha}),
        racha_semanas = ${p('rachaTarjeta')}::int,
        ultima_semana = ${p('semanaTarjeta')}::int,
        penultima_visita = ${p('penultima')}::timestamptz,
        ultimo_mes = ${p('ultimoMes')}::int,
        meses_con_visita = ${p('meses')}::int
      where id = ${p('tarjetaId')}::uuid and ${cond}
    )`);
  }
  if (f.cliente) {
    parts.push(sql`, c as (
      update ${clientes} set
        visitas_totales = visitas_totales + 1,
        racha_semanas = ${p('rachaCliente')}::int,
        ultima_semana = ${p('semanaCliente')}::int
      where id = ${p('clienteId')}::uuid and ${cond}
    )`);
  }
  if (f.temporada) {
    parts.push(sql`, s as (
      update ${temporadas} set visitas_totales = visitas_totales + 1,
        subidas = subidas + ${p('subio')}::int
      where id = ${p('temporadaId')}::uuid and ${cond}
    )`);
  }
  if (f.logros) {
    parts.push(sql`, l as (
      insert into ${logros} (cliente_id, negocio_id, tipo, valor, clave, obtenido_at)
      select ${p('clienteId')}::uuid, x.negocio_id, x.tipo, x.valor, x.clave, ${fecha}
      from unnest(${p('logroNegocios')}::uuid[], ${p('logroTipos')}::text[], ${p('logroValores')}::int[], ${p('logroClaves')}::text[])
        as x(negocio_id, tipo, valor, clave)
      where ${cond}
      on conflict (cliente_id, clave) do nothing
    )`);
  }
  if (f.codigo) parts.push(codigoCte(cond));
  parts.push(solicitudCte(f.solicitud, cond));
  parts.push(sql` select count(*)::int as escritas from v`);
  return sql.join(parts, sql``);
});

/**
 * Every write of one counted visit, as ONE statement: the visit row; the card (when a customer's);
 * the business's, season's and device's counters; the hour's roll-up; and the answer stored under
 * the device's idempotency key. One round trip instead of seven is what keeps the busiest path fast
 * (on the embedded database each statement costs most of a millisecond). The level and the
 * answer are decided before, in code, on the card the caller has locked — or, with `guard`, on
 * the card as read before, the statement then writing only if it is still that card (its own
 * autocommit transaction; the key claimed in it). True when the visit was written.
 */
export async function writeVisita(
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
      miembroId: string | null;
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
    solicitud: Solicitud | null;
    guard?: Guard;
  },
): Promise<boolean> {
  const x = v.visita;
  const t = v.tarjeta;
  const g = v.guard;
  const conCliente = x.clienteId !== null;
  const shape: Shape = {
    guard: guardShape(g),
    tarjeta: !t || !x.tarjetaId ? 'no' : g && !g.tarjeta ? 'insertar' : 'actualizar',
    cliente: v.cliente !== null && conCliente,
    temporada: v.temporadaId !== null,
    logros: v.logros.length > 0 && conCliente,
    codigo: conCliente && x.codigoPaso !== null,
    solicitud: solicitudShape(v.solicitud),
  };
  const codigo = shape.codigo;
  const s = v.solicitud;
  const [row] = await visitaStatement(tx, shape, {
    guardCliente: g?.clienteId ?? null,
    guardClienteVersion: g?.clienteVersion ?? null,
    guardTarjeta: g?.tarjeta?.id ?? null,
    guardTarjetaVersion: g?.tarjeta?.version ?? null,
    id: x.id,
    negocioId: x.negocioId,
    establecimientoId: x.establecimientoId,
    nexoId: x.nexoId,
    clienteId: x.clienteId,
    tarjetaId: x.tarjetaId,
    anonima: !conCliente,
    anonimas: conCliente ? 0 : 1,
    fecha: x.fecha.toISOString(),
    fechaLocal: x.fechaLocal,
    horaLocal: x.horaLocal,
    diaSemana: x.diaSemana,
    codigoPasoVisita: x.codigoPaso,
    miembroId: x.miembroId,
    clienteNuevo: v.clienteNuevo ? 1 : 0,
    ahora: v.now.toISOString(),
    enTemporada: t?.enTemporada ? 1 : 0,
    nivel: t?.nivel ?? null,
    rachaTarjeta: t?.racha.semanas ?? null,
    semanaTarjeta: t?.racha.ultimaSemana ?? null,
    penultima: t?.penultimaVisita?.toISOString() ?? null,
    ultimoMes: t?.meses.ultimoMes ?? null,
    meses: t?.meses.meses ?? null,
    rachaCliente: v.cliente?.racha.semanas ?? null,
    semanaCliente: v.cliente?.racha.ultimaSemana ?? null,
    temporadaId: v.temporadaId,
    subio: t?.subio ? 1 : 0,
    logroNegocios: v.logros.map((l) => l.negocioId),
    logroTipos: v.logros.map((l) => l.tipo),
    logroValores: v.logros.map((l) => l.valor),
    logroClaves: v.logros.map((l) => l.clave),
    codigoCliente: codigo ? x.clienteId : null,
    codigoPaso: codigo ? x.codigoPaso : null,
    codigoNegocio: codigo ? x.negocioId : null,
    clave: s?.clave ?? null,
    respuesta: s ? JSON.stringify(s.respuesta) : null,
    solicitudCliente: x.clienteId,
  });
  return Number(row?.escritas) === 1;
}

/** writeNoCount's statement, by shape. */
const noCountStatement = consultaPorForma<
  Pick<Shape, 'guard' | 'codigo' | 'solicitud'>,
  { escritas: number }
>((f) => {
  const cond = guardCondition(f.guard);
  return sql.join(
    [
      sql`with `,
      guardCte(f.guard),
      sql`d as (
        update ${nexos} set ultimo_uso = greatest(ultimo_uso, ${p('ahora')}::timestamptz) where id = ${p('nexoId')}::uuid and ${cond}
        returning 1
      )`,
      f.codigo ? codigoCte(cond) : sql``,
      solicitudCte(f.solicitud, cond),
      sql` select count(*)::int as escritas from d`,
    ],
    sql``,
  );
});

/**
 * A scan that counted nothing (a cooldown): the device is still in use, the code is used up, and
 * the answer is kept for a retry of the same key. With `guard` (the fast path), only if the card
 * and customer are still as read; true when written.
 */
export async function writeNoCount(
  tx: Db,
  nexoId: string,
  now: Date,
  solicitud: Solicitud | null,
  opciones: { guard?: Guard; codigo?: CodigoJuzgado | null } = {},
): Promise<boolean> {
  const { guard, codigo = null } = opciones;
  const [row] = await noCountStatement(
    tx,
    { guard: guardShape(guard), codigo: codigo !== null, solicitud: solicitudShape(solicitud) },
    {
      guardCliente: guard?.clienteId ?? null,
      guardClienteVersion: guard?.clienteVersion ?? null,
      guardTarjeta: guard?.tarjeta?.id ?? null,
      guardTarjetaVersion: guard?.tarjeta?.version ?? null,
      nexoId,
      ahora: now.toISOString(),
      codigoCliente: codigo?.clienteId ?? null,
      codigoPaso: codigo?.paso ?? null,
      codigoNegocio: codigo?.negocioId ?? null,
      clave: solicitud?.clave ?? null,
      respuesta: solicitud ? JSON.stringify(solicitud.respuesta) : null,
      solicitudCliente: codigo?.clienteId ?? null,
    },
  );
  return Number(row?.escritas) === 1;
}

/** A card as the visit reads it (the same columns as the locked path's). */
export interface TarjetaState {
  id: string;
  nivel: number;
  visitasTemporada: number;
  visitasTotales: number;
  rachaSemanas: number;
  ultimaSemana: number | null;
  ultimaVisita: Date | null;
  penultimaVisita: Date | null;
  ultimoMes: number | null;
  mesesConVisita: number;
}

interface StateRow {
  nexo_id: string;
  negocio_id: string;
  establecimiento_id: string;
  zona_horaria: string;
  cooldown_minutos: number;
  miembro_actual_id: string | null;
  previa: { tipo: string; respuesta: unknown } | null;
  fallidos: number[] | null;
  cliente_id: string | null;
  cliente_nombre: string;
  cliente_foto_id: string | null;
  codigo_secreto: string | null;
  codigo_secreto_cartera: string | null;
  cliente_version: string;
  cliente_visitas: number;
  cliente_racha: number;
  cliente_ultima_semana: number | null;
  tarjeta_id: string | null;
  tarjeta_version: string;
  nivel: number;
  visitas_temporada: number;
  visitas_totales: number;
  racha_semanas: number;
  ultima_semana: number | null;
  ultima_visita: number | null;
  penultima_visita: number | null;
  ultimo_mes: number | null;
  meses_con_visita: number;
  negocios: number;
  cercana: number | null;
  niveles: NivelConfig[] | null;
  temporada_id: string | null;
  fecha_inicio: string;
  fecha_fin: string;
  promociones: PromocionConUsosJson[] | null;
}

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const toDate = (n: number | null) => (n === null ? null : new Date(Number(n)));

/**
 * Everything a visit decides on, in ONE query and without a lock (the fast path of
 * registerVisita): the device the bearer token names (none: the token is unknown or revoked), with
 * its business's zone and cooldown; the answer an earlier request with this key got; the device's
 * wrong-code count (when the limiter lives in the database); the customer the code's handle names,
 * with their code secret, totals, streak and row version; their card here (and its version); the
 * businesses they have visited; their counted visit here within the cooldown window around `at`;
 * the programme's levels and the open season; the business's live promotions with this
 * customer's uses. Built once per handle, with or without the count (consultaUnaVez). The write
 * that follows checks the versions.
 */
function fastReadSql(conFallidos: boolean) {
  const at = sql`${p('at')}::timestamptz`;
  const cooldown = sql`(b.cooldown_minutos * interval '1 minute')`;
  // One JSON value rather than forty columns: node-postgres builds a parser for every column of
  // every answer, which cost the visit more of its CPU than parsing the one value does.
  return sql`select row_to_json(q) as fila from (select
      x.id as nexo_id, x.negocio_id, x.establecimiento_id, b.zona_horaria, b.cooldown_minutos,
      x.miembro_actual_id,
      (select json_build_object('tipo', s.tipo, 'respuesta', s.respuesta) from ${nexoSolicitudes} s
        where s.nexo_id = x.id and s.clave = ${p('clave')}) as previa,
      ${
        conFallidos
          ? fallidosEnSql('cliente', {
              nexo: sql`x.id`,
              establecimiento: sql`x.establecimiento_id`,
              negocio: sql`x.negocio_id`,
            })
          : sql`null::int[]`
      } as fallidos,
      c.id as cliente_id, c.nombre as cliente_nombre, c.foto_id as cliente_foto_id, c.codigo_secreto,
      c.codigo_secreto_cartera,
      c.xmin::text as cliente_version, c.visitas_totales as cliente_visitas,
      c.racha_semanas as cliente_racha, c.ultima_semana as cliente_ultima_semana,
      t.id as tarjeta_id, t.xmin::text as tarjeta_version, t.nivel, t.visitas_temporada, t.visitas_totales,
      t.racha_semanas, t.ultima_semana, ${ms(sql`t.ultima_visita`)} as ultima_visita,
      ${ms(sql`t.penultima_visita`)} as penultima_visita, t.ultimo_mes, t.meses_con_visita,
      (select count(*)::int from ${tarjetas} o where o.cliente_id = c.id and o.ultima_visita is not null) as negocios,
      (select ${ms(sql`max(v.fecha)`)} from ${visitas} v where v.cliente_id = c.id and v.negocio_id = x.negocio_id
        and v.fecha > ${at} - ${cooldown} and v.fecha < ${at} + ${cooldown}) as cercana,
      pl.niveles, e.id as temporada_id, e.fecha_inicio::text as fecha_inicio, e.fecha_fin::text as fecha_fin,
      case when c.id is not null then ${promocionesConUsosJson(
        sql`x.negocio_id`,
        sql`c.id`,
        sql`(${p('ahora')}::timestamptz at time zone 'UTC')::date - 8`,
      )} end as promociones
    from ${nexos} x
    join ${negocios} b on b.id = x.negocio_id
    left join ${clientes} c on c.codigo_handle = ${p('handle')}
    left join ${tarjetas} t on t.negocio_id = x.negocio_id and t.cliente_id = c.id
    left join ${programasLealtad} pl on pl.negocio_id = x.negocio_id
    left join ${temporadas} e on e.negocio_id = x.negocio_id and e.activa
    where x.token_hash = ${p('tokenHash')} and x.revocado_at is null
    limit 1) q`;
}

const fastReads = {
  conFallidos: consultaUnaVez<{ fila: StateRow }>(() => fastReadSql(true)),
  sinFallidos: consultaUnaVez<{ fila: StateRow }>(() => fastReadSql(false)),
};

/** The visit's one read (fastReadSql), shaped for the service; null: no such live device. */
export async function findVisitaState(
  db: Db,
  q: {
    tokenHash: string;
    clave: string;
    handle: string | null;
    at: Date;
    ahora: Date;
    /**
     * The limiter's counts of wrong codes, read here when it lives in the database: each
     * window's start (codigos-fallidos' desdesDe).
     */
    fallidos: Record<string, string> | null;
  },
) {
  const f = q.fallidos;
  const valores: Record<string, unknown> = {
    tokenHash: q.tokenHash,
    clave: q.clave,
    handle: q.handle,
    at: q.at.toISOString(),
    ahora: q.ahora.toISOString(),
  };
  if (f) for (const k in f) valores[k] = f[k];
  const [r] = await (f ? fastReads.conFallidos : fastReads.sinFallidos)(db)(valores);
  if (!r) return null;
  const row = r.fila;
  const tarjeta: TarjetaState | null = row.tarjeta_id
    ? {
        id: row.tarjeta_id,
        nivel: Number(row.nivel),
        visitasTemporada: Number(row.visitas_temporada),
        visitasTotales: Number(row.visitas_totales),
        rachaSemanas: Number(row.racha_semanas),
        ultimaSemana: row.ultima_semana === null ? null : Number(row.ultima_semana),
        ultimaVisita: toDate(row.ultima_visita),
        penultimaVisita: toDate(row.penultima_visita),
        ultimoMes: row.ultimo_mes === null ? null : Number(row.ultimo_mes),
        mesesConVisita: Number(row.meses_con_visita),
      }
    : null;
  return {
    nexo: {
      nexoId: row.nexo_id,
      negocioId: row.negocio_id,
      establecimientoId: row.establecimiento_id,
      zonaHoraria: row.zona_horaria,
      cooldownMinutos: Number(row.cooldown_minutos),
      miembroId: row.miembro_actual_id,
    },
    previa: row.previa,
    fallidos: row.fallidos === null ? null : row.fallidos.map(Number),
    cliente: row.cliente_id
      ? {
          id: row.cliente_id,
          nombre: row.cliente_nombre,
          fotoId: row.cliente_foto_id,
          codigoSecreto: row.codigo_secreto,
          codigoSecretoCartera: row.codigo_secreto_cartera,
          version: row.cliente_version,
          visitasTotales: Number(row.cliente_visitas),
          rachaSemanas: Number(row.cliente_racha),
          ultimaSemana:
            row.cliente_ultima_semana === null ? null : Number(row.cliente_ultima_semana),
        }
      : null,
    tarjeta: tarjeta && { ...tarjeta, version: row.tarjeta_version },
    negocios: Number(row.negocios ?? 0),
    cercana: toDate(row.cercana),
    niveles: row.niveles ?? [],
    temporada: row.temporada_id
      ? { id: row.temporada_id, fechaInicio: row.fecha_inicio, fechaFin: row.fecha_fin }
      : null,
    promociones: row.promociones ?? [],
  };
}
