import {
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { clientes } from './clientes.ts';
import { negocios } from './negocios.ts';

/**
 * A customer's card at one business (DOMAIN §5), created by their first counted visit there.
 * `visitas_temporada` decides the level; the level rises at a threshold and never falls mid-season.
 */
export const tarjetas = pgTable(
  'tarjetas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    negocioId: uuid('negocio_id')
      .notNull()
      .references(() => negocios.id, { onDelete: 'cascade' }),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    visitasTemporada: integer('visitas_temporada').notNull().default(0),
    visitasTotales: integer('visitas_totales').notNull().default(0),
    nivel: smallint('nivel').notNull().default(0),
    /** The level the card started this season with (what a simulation replays from). */
    nivelInicioTemporada: smallint('nivel_inicio_temporada').notNull().default(0),
    /** Weeks in a row with a visit here, ending at week index `ultima_semana`. */
    rachaSemanas: integer('racha_semanas').notNull().default(0),
    ultimaSemana: integer('ultima_semana'),
    primeraVisita: timestamp('primera_visita', { withTimezone: true }).notNull(),
    ultimaVisita: timestamp('ultima_visita', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tarjetas_negocio_cliente_idx').on(t.negocioId, t.clienteId),
    index('tarjetas_cliente_idx').on(t.clienteId),
  ],
);
