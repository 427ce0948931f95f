import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamptz, localDate, createdAt, updatedAt, belongsTo } from './columnas.ts';
import { negocios } from './negocios.ts';

export interface NivelConfig {
  nivel: number;
  nombre: string;
  visitasRequeridas: number;
  beneficios: Array<{ descripcion: string; activo: boolean }>;
}

/** A business's loyalty programme: its levels and thresholds (SPEC §3, §9). */
export const programasLealtad = pgTable('programas_lealtad', {
  id: id(),
  negocioId: belongsTo('negocio_id', () => negocios.id).unique(),
  niveles: jsonb('niveles').notNull().$type<NivelConfig[]>(),
  /** Length of each season in months; a change also moves the open season's end. */
  duracionMeses: integer('duracion_meses').notNull().default(3),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Seasons (DOMAIN §5): one active at a time per business; closed ones are kept with figures. */
export const temporadas = pgTable(
  'temporadas',
  {
    id: id(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    fechaInicio: localDate('fecha_inicio').notNull(),
    fechaFin: localDate('fecha_fin').notNull(),
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
    cerradaAt: timestamptz('cerrada_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('temporadas_negocio_idx').on(t.negocioId),
    uniqueIndex('temporadas_una_activa_idx')
      .on(t.negocioId)
      .where(sql`${t.activa}`),
  ],
);
