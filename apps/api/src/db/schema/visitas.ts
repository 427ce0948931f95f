import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamptz, localDate, createdAt, belongsTo, mentions } from './columnas.ts';
import { clientes } from './clientes.ts';
import { establecimientos, negocios } from './negocios.ts';
import { miembros } from './equipo.ts';
import { nexos } from './nexos.ts';
import { tarjetas } from './tarjetas.ts';

/**
 * A counted visit (DOMAIN §4). `fecha` is when the scan happened (a queued offline scan keeps its
 * own time); `fecha_local`, `hora_local` and `dia_semana` are the business's wall clock then, so
 * statistics group by the shop's hours. An anonymous visit has no customer and no card.
 */
export const visitas = pgTable(
  'visitas',
  {
    id: id(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    establecimientoId: belongsTo('establecimiento_id', () => establecimientos.id),
    nexoId: mentions('nexo_id', () => nexos.id),
    clienteId: mentions('cliente_id', () => clientes.id),
    tarjetaId: mentions('tarjeta_id', () => tarjetas.id),
    anonima: boolean('anonima').notNull().default(false),
    fecha: timestamptz('fecha').notNull(),
    recibidaAt: timestamptz('recibida_at').notNull().defaultNow(),
    fechaLocal: localDate('fecha_local').notNull(),
    horaLocal: smallint('hora_local').notNull(),
    diaSemana: smallint('dia_semana').notNull(),
    /** The 30-second step of the customer code that was read: one code counts once. */
    codigoPaso: bigint('codigo_paso', { mode: 'number' }),
    /** Who was serving at the Nexo (identified with their PIN); null with no team. */
    miembroId: mentions('miembro_id', () => miembros.id),
  },
  (t) => [
    index('visitas_negocio_fecha_idx').on(t.negocioId, t.fecha),
    index('visitas_cliente_negocio_fecha_idx').on(t.clienteId, t.negocioId, t.fecha),
    index('visitas_nexo_fecha_idx').on(t.nexoId, t.fecha),
    // No query reads visits by establishment, but deleting one does: its visits go with it
    // (ON DELETE CASCADE), and without this index that is a scan of every business's visits
    // (a profile edit removing a branch, a business deleting its account; issue 12).
    index('visitas_establecimiento_idx').on(t.establecimientoId),
    uniqueIndex('visitas_codigo_una_vez_idx')
      .on(t.clienteId, t.codigoPaso)
      .where(sql`${t.codigoPaso} is not null`),
  ],
);

/**
 * The roll-up statistics read (DOMAIN §7): visits per business, local date and local hour, kept in
 * the visit's own transaction. A day is the sum of its hours; a heatmap groups by weekday.
 */
export const visitasPorHora = pgTable(
  'visitas_por_hora',
  {
    negocioId: belongsTo('negocio_id', () => negocios.id),
    fecha: localDate('fecha').notNull(),
    hora: smallint('hora').notNull(),
    diaSemana: smallint('dia_semana').notNull(),
    visitas: integer('visitas').notNull().default(0),
    anonimas: integer('anonimas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.negocioId, t.fecha, t.hora] })],
);

/**
 * Every answer a device got, by its idempotency key: a retry of the same scan gets the first
 * answer back, whether that was a counted visit or a cooldown.
 */
export const nexoSolicitudes = pgTable(
  'nexo_solicitudes',
  {
    nexoId: belongsTo('nexo_id', () => nexos.id),
    clave: text('clave').notNull(),
    /** What the key was used for: a visit or a redemption. */
    tipo: text('tipo').notNull().$type<'visita' | 'canje'>().default('visita'),
    respuesta: jsonb('respuesta'),
    /**
     * The customer a visit's answer names, so that erasing them finds it (a queued scan's answer
     * has no canje token to find it by). No foreign key: the erasure clears it with the answer.
     */
    clienteId: uuid('cliente_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.nexoId, t.clave] }),
    index('nexo_solicitudes_created_idx').on(t.createdAt),
  ],
);

/**
 * Every customer code a Nexo has judged (DOMAIN §4, issue 25): counted, refused for cooldown or
 * anything else decided on a valid code. A code is judged once: a second scan of the same code, at
 * this business or any other, is refused. Rows older than the offline window (24 h) can never
 * match again and are pruned.
 */
export const codigosUsados = pgTable(
  'codigos_usados',
  {
    clienteId: belongsTo('cliente_id', () => clientes.id),
    paso: bigint('paso', { mode: 'number' }).notNull(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    usadoAt: timestamptz('usado_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clienteId, t.paso] }),
    index('codigos_usados_usado_idx').on(t.usadoAt),
  ],
);
