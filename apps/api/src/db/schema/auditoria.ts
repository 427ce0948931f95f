import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { creadoAt, belongsTo } from './columnas.ts';
import {
  ACCIONES_ACTIVIDAD,
  ACTORES_ACTIVIDAD,
  TIPOS_ACTIVIDAD,
  type AccionActividad,
  type ActorActividad,
  type TipoActividad,
} from '@tarjeto/shared';
import { negocios } from './negocios.ts';

/** What an event keeps besides its columns: small, never a secret (no password, hash, token, code). */
export interface DetalleActividad {
  /** The promotion's title at the time. */
  promocion?: string;
  /** The exported file. */
  archivo?: string;
  /** An alert's or team change's own sentence (Spanish, as the owner reads it). */
  texto?: string;
  /** What an alert is about, so the same finding is raised once (the rule's own key). */
  clave?: string;
  /**
   * The customer an alert's sentence names, by id: the sentence holds a placeholder and the read
   * puts their name in it, so the name goes when they delete their account (DOMAIN §8).
   */
  cliente?: string;
}

const lista = (valores: readonly string[]) => sql.raw(valores.map((v) => `'${v}'`).join(', '));

/**
 * The account's activity (issue 14): one row per sign-in, password change, pairing, promotion
 * change, canje or export of a business, written in the same transaction as what it records.
 * Append-only: a trigger (migration 0010) refuses UPDATE and DELETE, except the cascade when the
 * whole business account is deleted. `nexo_id` and `canje_id` carry no foreign key — nothing may
 * change a row once written — and the reads join them to show the Nexo's and customer's names.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    tipo: text('tipo').notNull().$type<TipoActividad>(),
    accion: text('accion').notNull().$type<AccionActividad>(),
    actor: text('actor').notNull().$type<ActorActividad>(),
    nexoId: uuid('nexo_id'),
    /** The person of the team who did it, when it was not the owner (or who an alert is about). */
    miembroId: uuid('miembro_id'),
    canjeId: uuid('canje_id'),
    detalle: jsonb('detalle').notNull().$type<DetalleActividad>().default({}),
    ip: text('ip'),
    creadoAt: creadoAt(),
  },
  (t) => [
    // Newest first for one business, all kinds or one kind: a keyset page is one backward range scan.
    index('auditoria_negocio_idx').on(t.negocioId, t.creadoAt, t.id),
    index('auditoria_negocio_tipo_idx').on(t.negocioId, t.tipo, t.creadoAt, t.id),
    check('auditoria_tipo_check', sql`${t.tipo} in (${lista(TIPOS_ACTIVIDAD)})`),
    check('auditoria_accion_check', sql`${t.accion} in (${lista(ACCIONES_ACTIVIDAD)})`),
    check('auditoria_actor_check', sql`${t.actor} in (${lista(ACTORES_ACTIVIDAD)})`),
  ],
);
