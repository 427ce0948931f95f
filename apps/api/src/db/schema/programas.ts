import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { negocios } from './negocios.ts';

export interface NivelConfig {
  nivel: number;
  nombre: string;
  visitasRequeridas: number;
  beneficios: Array<{ descripcion: string; activo: boolean }>;
}

/** A business's loyalty programme: its levels and thresholds (SPEC §3, §9). */
export const programasLealtad = pgTable('programas_lealtad', {
  id: uuid('id').primaryKey().defaultRandom(),
  negocioId: uuid('negocio_id')
    .notNull()
    .unique()
    .references(() => negocios.id, { onDelete: 'cascade' }),
  niveles: jsonb('niveles').notNull().$type<NivelConfig[]>(),
  /** Length of each season in months; a change also moves the open season's end. */
  duracionMeses: integer('duracion_meses').notNull().default(3),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Seasons (DOMAIN §5): one active at a time per business; closed ones are kept with figures. */
export const temporadas = pgTable(
  'temporadas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    negocioId: uuid('negocio_id')
      .notNull()
      .references(() => negocios.id, { onDelete: 'cascade' }),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    duracionMeses: integer('duracion_meses').notNull(),
    activa: boolean('activa').notNull().default(true),
    visitasTotales: integer('visitas_totales').notNull().default(0),
    promocionesCanjeadas: integer('promociones_canjeadas').notNull().default(0),
    /** Times a card rose a level during the season (kept by the visit transaction). */
    subidas: integer('subidas').notNull().default(0),
    /** Written when the season closes: cards that fell a level, customers who came, levels. */
    bajadas: integer('bajadas').notNull().default(0),
    clientes: integer('clientes').notNull().default(0),
    distribucion: jsonb('distribucion').$type<number[]>(),
    cerradaAt: timestamp('cerrada_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('temporadas_negocio_idx').on(t.negocioId),
    uniqueIndex('temporadas_una_activa_idx')
      .on(t.negocioId)
      .where(sql`${t.activa}`),
  ],
);
