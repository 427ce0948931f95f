import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CategoriaId, ClasePromo, TipoPromo } from '@tarjeto/shared';
import { miembros } from './equipo.ts';
import { clientes } from './clientes.ts';
import { establecimientos, negocios } from './negocios.ts';
import { nexos } from './nexos.ts';
import { temporadas } from './programas.ts';
import { usuarios } from './usuarios.ts';

/**
 * A promotion (SPEC §3, DOMAIN §6). The type's own fields are columns, null for other types;
 * limits are null when there is none. `vistas` and `usos` are kept by the view and redemption
 * transactions; `restantes` is an exclusivo's stock, decremented only with its row locked.
 */
export const promociones = pgTable(
  'promociones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull().unique(),
    negocioId: uuid('negocio_id')
      .notNull()
      .references(() => negocios.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull(),
    clase: text('clase').notNull().$type<ClasePromo>(),
    nivelReq: smallint('nivel_req').notNull().default(0),
    categoriaFavorita: text('categoria_favorita')
      .array()
      .notNull()
      .$type<CategoriaId[]>()
      .default([]),
    tipo: text('tipo').notNull().$type<TipoPromo>(),
    programaDia: smallint('programa_dia'),
    programaInicio: text('programa_inicio'),
    programaFin: text('programa_fin'),
    programaZona: text('programa_zona'),
    periodoInicio: date('periodo_inicio', { mode: 'string' }),
    periodoFin: date('periodo_fin', { mode: 'string' }),
    exclusivoTotal: integer('exclusivo_total'),
    restantes: integer('restantes'),
    fechaLimite: date('fecha_limite', { mode: 'string' }),
    limiteDiario: integer('limite_diario'),
    limiteSemanal: integer('limite_semanal'),
    limiteTotal: integer('limite_total'),
    limiteGlobal: integer('limite_global'),
    terminos: text('terminos'),
    status: boolean('status').notNull().default(true),
    vistas: integer('vistas').notNull().default(0),
    usos: integer('usos').notNull().default(0),
    creadoPor: uuid('creado_por')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'restrict' }),
    eliminadaAt: timestamp('eliminada_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promociones_negocio_idx')
      .on(t.negocioId, t.createdAt)
      .where(sql`${t.eliminadaAt} is null`),
    check(
      'promociones_clase_check',
      sql`${t.clase} in ('promocion', 'cupon', 'recompensa', 'evento')`,
    ),
    check(
      'promociones_tipo_check',
      sql`${t.tipo} in ('regular', 'programa', 'periodo', 'exclusivo')`,
    ),
    check('promociones_restantes_check', sql`${t.restantes} is null or ${t.restantes} >= 0`),
  ],
);

/** A customer opened the offer: counted once per customer per business-local day (DOMAIN §6). */
export const promocionVistas = pgTable(
  'promocion_vistas',
  {
    promocionId: uuid('promocion_id')
      .notNull()
      .references(() => promociones.id, { onDelete: 'cascade' }),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promocionId, t.clienteId, t.fecha] }),
    // 'Uso de Promociones' counts a period's views per promotion.
    index('promocion_vistas_promocion_fecha_idx').on(t.promocionId, t.fecha),
  ],
);

/** Codes a customer makes in the app to redeem an offer (6 characters, 10 minutes, single use). */
export const codigosCanje = pgTable(
  'codigos_canje',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codigo: text('codigo').notNull(),
    negocioId: uuid('negocio_id')
      .notNull()
      .references(() => negocios.id, { onDelete: 'cascade' }),
    promocionId: uuid('promocion_id')
      .notNull()
      .references(() => promociones.id, { onDelete: 'cascade' }),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usadoAt: timestamp('usado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('codigos_canje_vivos_idx')
      .on(t.codigo)
      .where(sql`${t.usadoAt} is null`),
    index('codigos_canje_cliente_idx').on(t.clienteId, t.promocionId),
  ],
);

/**
 * The redemption ledger (DOMAIN §6): one row per canje — who, what, where, by which device or
 * staff member, when (with the business-local date and ISO week the limits count in).
 */
export const canjes = pgTable(
  'canjes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    negocioId: uuid('negocio_id')
      .notNull()
      .references(() => negocios.id, { onDelete: 'cascade' }),
    promocionId: uuid('promocion_id')
      .notNull()
      .references(() => promociones.id, { onDelete: 'cascade' }),
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'set null' }),
    establecimientoId: uuid('establecimiento_id').references(() => establecimientos.id, {
      onDelete: 'set null',
    }),
    nexoId: uuid('nexo_id').references(() => nexos.id, { onDelete: 'set null' }),
    usuarioId: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** The person who registered it: who served at the Nexo, or who confirmed it in the panel. */
    miembroId: uuid('miembro_id').references(() => miembros.id, { onDelete: 'set null' }),
    temporadaId: uuid('temporada_id').references(() => temporadas.id, { onDelete: 'set null' }),
    codigoCanjeId: uuid('codigo_canje_id').references(() => codigosCanje.id, {
      onDelete: 'set null',
    }),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    fechaLocal: date('fecha_local', { mode: 'string' }).notNull(),
    /** ISO week index of the local date (packages/shared/src/domain/rachas.ts). */
    semana: integer('semana').notNull(),
  },
  (t) => [
    index('canjes_promocion_cliente_idx').on(t.promocionId, t.clienteId, t.fechaLocal),
    index('canjes_negocio_fecha_idx').on(t.negocioId, t.fecha),
    index('canjes_cliente_idx').on(t.clienteId),
    // 'Uso de Promociones' counts a period's canjes per promotion.
    index('canjes_promocion_fecha_idx').on(t.promocionId, t.fechaLocal),
  ],
);
