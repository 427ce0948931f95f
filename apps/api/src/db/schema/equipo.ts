import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RolEquipo } from '@tarjeto/shared';
import { negocios } from './negocios.ts';
import { usuarios } from './usuarios.ts';

/**
 * A person of a business (DOMAIN §10, issue 25): the owner's own row (made when they first need
 * one: a PIN, a team) and each person they invite. An invitation holds the SHA-256 of its
 * single-use link's token until it is accepted, which links the account made with it. Someone
 * removed keeps their row (`baja_at`), so the visits and canjes they registered still name them.
 * `establecimientos` empty means every establishment (the owner).
 */
export const miembros = pgTable(
  'miembros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    negocioId: uuid('negocio_id')
      .notNull()
      .references(() => negocios.id, { onDelete: 'cascade' }),
    usuarioId: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    rol: text('rol').notNull().$type<RolEquipo>(),
    establecimientos: uuid('establecimientos')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    invitacionHash: text('invitacion_hash'),
    invitacionVence: timestamp('invitacion_vence', { withTimezone: true }),
    pinHash: text('pin_hash'),
    pinFallidos: integer('pin_fallidos').notNull().default(0),
    pinBloqueadoHasta: timestamp('pin_bloqueado_hasta', { withTimezone: true }),
    creadoAt: timestamp('creado_at', { withTimezone: true }).notNull().defaultNow(),
    aceptadoAt: timestamp('aceptado_at', { withTimezone: true }),
    bajaAt: timestamp('baja_at', { withTimezone: true }),
  },
  (t) => [
    index('miembros_negocio_idx').on(t.negocioId),
    // A person belongs to one business at a time; an address is invited once per business.
    uniqueIndex('miembros_usuario_idx')
      .on(t.usuarioId)
      .where(sql`${t.usuarioId} is not null and ${t.bajaAt} is null`),
    uniqueIndex('miembros_negocio_email_idx')
      .on(t.negocioId, t.email)
      .where(sql`${t.bajaAt} is null`),
    uniqueIndex('miembros_invitacion_idx')
      .on(t.invitacionHash)
      .where(sql`${t.invitacionHash} is not null`),
    check('miembros_rol_check', sql`${t.rol} in ('dueno', 'encargado', 'cajero')`),
  ],
);

/** Recovery codes of an owner's second factor: each works once, stored hashed. */
export const codigosRecuperacion = pgTable(
  'codigos_recuperacion',
  {
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    codigoHash: text('codigo_hash').notNull(),
    usadoAt: timestamp('usado_at', { withTimezone: true }),
    creadoAt: timestamp('creado_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.codigoHash] })],
);

/** The days whose alerts a business's owner was mailed (the daily digest goes once a day). */
export const resumenesAlertas = pgTable(
  'resumenes_alertas',
  {
    negocioId: uuid('negocio_id')
      .notNull()
      .references(() => negocios.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    enviadoAt: timestamp('enviado_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.negocioId, t.fecha] })],
);
