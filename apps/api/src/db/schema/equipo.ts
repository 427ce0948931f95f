import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamptz, localDate, creadoAt, belongsTo, mentions } from './columnas.ts';
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
    id: id(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    usuarioId: mentions('usuario_id', () => usuarios.id),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    rol: text('rol').notNull().$type<RolEquipo>(),
    establecimientos: uuid('establecimientos')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    invitacionHash: text('invitacion_hash'),
    invitacionVence: timestamptz('invitacion_vence'),
    pinHash: text('pin_hash'),
    pinFallidos: integer('pin_fallidos').notNull().default(0),
    pinBloqueadoHasta: timestamptz('pin_bloqueado_hasta'),
    creadoAt: creadoAt(),
    aceptadoAt: timestamptz('aceptado_at'),
    bajaAt: timestamptz('baja_at'),
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
    usuarioId: belongsTo('usuario_id', () => usuarios.id),
    codigoHash: text('codigo_hash').notNull(),
    usadoAt: timestamptz('usado_at'),
    creadoAt: creadoAt(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.codigoHash] })],
);

/** The days whose alerts a business's owner was mailed (the daily digest goes once a day). */
export const resumenesAlertas = pgTable(
  'resumenes_alertas',
  {
    negocioId: belongsTo('negocio_id', () => negocios.id),
    fecha: localDate('fecha').notNull(),
    enviadoAt: timestamptz('enviado_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.negocioId, t.fecha] })],
);
