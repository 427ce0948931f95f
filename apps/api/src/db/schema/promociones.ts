import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  id,
  timestamptz,
  localDate,
  createdAt,
  updatedAt,
  belongsTo,
  mentions,
} from './columnas.ts';
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
    id: id(),
    publicId: text('public_id').notNull().unique(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
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
    periodoInicio: localDate('periodo_inicio'),
    periodoFin: localDate('periodo_fin'),
    exclusivoTotal: integer('exclusivo_total'),
    restantes: integer('restantes'),
    fechaLimite: localDate('fecha_limite'),
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
    eliminadaAt: timestamptz('eliminada_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

/** A business's promotions that were not deleted, and whatever `y` adds. */
export const promocionVivaDe = (negocioId: string, ...y: (SQL | undefined)[]) =>
  and(eq(promociones.negocioId, negocioId), isNull(promociones.eliminadaAt), ...y);

/** A customer opened the offer: counted once per customer per business-local day (DOMAIN §6). */
export const promocionVistas = pgTable(
  'promocion_vistas',
  {
    promocionId: belongsTo('promocion_id', () => promociones.id),
    clienteId: belongsTo('cliente_id', () => clientes.id),
    fecha: localDate('fecha').notNull(),
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
    id: id(),
    codigo: text('codigo').notNull(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    promocionId: belongsTo('promocion_id', () => promociones.id),
    clienteId: belongsTo('cliente_id', () => clientes.id),
    expiresAt: timestamptz('expires_at').notNull(),
    usadoAt: timestamptz('usado_at'),
    createdAt: createdAt(),
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
    id: id(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    promocionId: belongsTo('promocion_id', () => promociones.id),
    clienteId: mentions('cliente_id', () => clientes.id),
    establecimientoId: mentions('establecimiento_id', () => establecimientos.id),
    nexoId: mentions('nexo_id', () => nexos.id),
    usuarioId: mentions('usuario_id', () => usuarios.id),
    /** The person who registered it: who served at the Nexo, or who confirmed it in the panel. */
    miembroId: mentions('miembro_id', () => miembros.id),
    temporadaId: mentions('temporada_id', () => temporadas.id),
    codigoCanjeId: mentions('codigo_canje_id', () => codigosCanje.id),
    fecha: timestamptz('fecha').notNull(),
    fechaLocal: localDate('fecha_local').notNull(),
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
