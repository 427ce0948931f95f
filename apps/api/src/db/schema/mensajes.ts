import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, updatedAt, belongsTo, mentions } from './columnas.ts';
import type { CanalMensaje, SegmentoCampana, TipoAutomatizacion } from '@tarjeto/shared';
import { clientes } from './clientes.ts';
import { miembros } from './equipo.ts';
import { negocios } from './negocios.ts';
import { promociones } from './promociones.ts';

// Messages that bring customers back (DOMAIN §12, issue 28): a business's automations and
// campaigns, the customers' Web Push subscriptions, and one row per customer a message was decided
// for — sent, held for the morning, or kept back in the control group. That row is also the queue.

/** A phone's or browser's Web Push subscription (RFC 8030), as PushSubscription.toJSON() gives it. */
export const suscripcionesPush = pgTable(
  'suscripciones_push',
  {
    id: id(),
    clienteId: belongsTo('cliente_id', () => clientes.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('suscripciones_push_cliente_idx').on(t.clienteId)],
);

/** One automation of a business: on or off, its text (null: the default one), its promotion. */
export const automatizaciones = pgTable(
  'automatizaciones',
  {
    negocioId: belongsTo('negocio_id', () => negocios.id),
    tipo: text('tipo').notNull().$type<TipoAutomatizacion>(),
    activa: boolean('activa').notNull().default(false),
    texto: text('texto'),
    promocionId: mentions('promocion_id', () => promociones.id),
    /** Since when it is on: customers are looked at from then on, never the whole past. */
    activaDesde: timestamptz('activa_desde'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.negocioId, t.tipo] })],
);

/**
 * A message the owner wrote to a segment, sent now or at `programada_para`. When its time comes
 * the scheduler turns it into one `mensajes` row per customer it reaches (the audience then), and
 * marks it sent.
 */
export const campanas = pgTable(
  'campanas',
  {
    id: id(),
    publicId: text('public_id').notNull().unique(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    texto: text('texto').notNull(),
    segmento: jsonb('segmento').notNull().$type<SegmentoCampana>(),
    promocionId: mentions('promocion_id', () => promociones.id),
    programadaPara: timestamptz('programada_para').notNull(),
    /** Null while waiting; set once its messages were decided (then it never runs again). */
    repartidaAt: timestamptz('repartida_at'),
    canceladaAt: timestamptz('cancelada_at'),
    creadaPor: mentions('creada_por', () => miembros.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('campanas_negocio_idx').on(t.negocioId, t.createdAt),
    index('campanas_pendientes_idx')
      .on(t.programadaPara)
      .where(sql`${t.repartidaAt} is null and ${t.canceladaAt} is null`),
  ],
);

export type EstadoMensaje =
  /** Waiting for its time (`enviar_desde`) or a retry (`siguiente_at`). */
  | 'pendiente'
  /** Handed to its channel. */
  | 'enviado'
  /** Its channel found no way to the customer any more (consent withdrawn, channel gone). */
  | 'omitido'
  /** Every try failed, or the channel refused it for good. */
  | 'fallido'
  /** In the control group: decided, never sent; its return is what the messaged ones' is compared with. */
  | 'control';

/**
 * One message decided for one customer. `clave` is the idempotency key — (origin, period,
 * customer) for an automation, (campaign, customer) for a campaign — so a tick run twice, by two
 * instances, or again after a crash decides it once. Sending claims the row with a lease
 * (`bloqueado_hasta`, FOR UPDATE SKIP LOCKED) and marks it sent right after the channel took it.
 * Control rows are written the same way and count toward the limits, so both groups meet the same
 * rules; the return of both is measured from `enviar_desde`.
 */
export const mensajes = pgTable(
  'mensajes',
  {
    id: id(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    clienteId: belongsTo('cliente_id', () => clientes.id),
    /** An automation's type, or 'campana'. */
    origen: text('origen').notNull().$type<TipoAutomatizacion | 'campana'>(),
    campanaId: uuid('campana_id').references(() => campanas.id, { onDelete: 'cascade' }),
    clave: text('clave').notNull().unique(),
    control: boolean('control').notNull().default(false),
    texto: text('texto').notNull(),
    promocionId: mentions('promocion_id', () => promociones.id),
    /** When it may go: its decision, or 09:00 business time after quiet hours. */
    enviarDesde: timestamptz('enviar_desde').notNull(),
    estado: text('estado').notNull().$type<EstadoMensaje>(),
    canal: text('canal').$type<CanalMensaje>(),
    intentos: integer('intentos').notNull().default(0),
    siguienteAt: timestamptz('siguiente_at').notNull(),
    bloqueadoHasta: timestamptz('bloqueado_hasta'),
    error: text('error'),
    enviadoAt: timestamptz('enviado_at'),
    /** A phone's service worker said it showed the notification. */
    entregadoAt: timestamptz('entregado_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mensajes_pendientes_idx')
      .on(t.siguienteAt)
      .where(sql`${t.estado} = 'pendiente'`),
    index('mensajes_cliente_idx').on(t.clienteId, t.enviarDesde),
    index('mensajes_negocio_origen_idx').on(t.negocioId, t.origen, t.enviarDesde),
    index('mensajes_campana_idx').on(t.campanaId),
  ],
);

/** Customers whose address bounced for good: email is off as a channel for them. */
export const correosRebotados = pgTable('correos_rebotados', {
  clienteId: uuid('cliente_id')
    .primaryKey()
    .references(() => clientes.id, { onDelete: 'cascade' }),
  motivo: text('motivo').notNull(),
  createdAt: createdAt(),
});
