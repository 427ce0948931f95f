import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { id, timestamptz, localDate, createdAt, belongsTo } from './columnas.ts';
import { clientes, tsvector } from './clientes.ts';
import { negocios } from './negocios.ts';

/**
 * A customer's card at one business (DOMAIN §5), created by their first counted visit there or,
 * empty, when they add the business to their wallet by its code. `visitas_temporada` decides the
 * level; the level rises at a threshold and never falls mid-season.
 */
export const tarjetas = pgTable(
  'tarjetas',
  {
    id: id(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    clienteId: belongsTo('cliente_id', () => clientes.id),
    visitasTemporada: integer('visitas_temporada').notNull().default(0),
    visitasTotales: integer('visitas_totales').notNull().default(0),
    nivel: smallint('nivel').notNull().default(0),
    /** The level the card started this season with (what a simulation replays from). */
    nivelInicioTemporada: smallint('nivel_inicio_temporada').notNull().default(0),
    /** Weeks in a row with a visit here, ending at week index `ultima_semana`. */
    rachaSemanas: integer('racha_semanas').notNull().default(0),
    ultimaSemana: integer('ultima_semana'),
    /**
     * Null until the first counted visit: a customer may add a business to their wallet by its
     * code ('Agrega un lugar a tu cartera') before ever coming, and the card waits empty.
     */
    primeraVisita: timestamptz('primera_visita'),
    ultimaVisita: timestamptz('ultima_visita'),
    /**
     * What the statistics count instead of reading visits (DOMAIN §7), kept by the visit: the visit
     * before the last (frequent and new customers, `recordarVisita`), and the calendar months with
     * a visit — bit j of `meses_con_visita` is the month `ultimo_mes − j` (retention,
     * `registrarMes`; packages/shared/src/domain/estadisticas.ts).
     */
    penultimaVisita: timestamptz('penultima_visita'),
    ultimoMes: integer('ultimo_mes'),
    mesesConVisita: integer('meses_con_visita').notNull().default(0),
    /**
     * The customer's consent to this business's messages (DOMAIN §12): off until they say yes.
     * `avisos_at` is when they last answered (null: never asked — the app asks on the card).
     */
    avisos: boolean('avisos').notNull().default(false),
    avisosAt: timestamptz('avisos_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tarjetas_negocio_cliente_idx').on(t.negocioId, t.clienteId),
    index('tarjetas_cliente_idx').on(t.clienteId),
    // A business's 'Clientes' list, one index per order (read backwards, newest or most first), so
    // every page is a short index range however many customers the business has; the level order
    // also finds 'Próximos a subir de nivel' (a level and a range of season visits).
    index('tarjetas_negocio_ultima_visita_idx').on(t.negocioId, t.ultimaVisita, t.id),
    index('tarjetas_negocio_visitas_idx').on(t.negocioId, t.visitasTotales, t.ultimaVisita, t.id),
    index('tarjetas_negocio_nivel_idx').on(
      t.negocioId,
      t.nivel,
      t.visitasTemporada,
      t.ultimaVisita,
      t.id,
    ),
  ],
);

/**
 * The roll-ups of a business's customers (migration 0009), kept by a trigger on tarjetas in the
 * same transaction as every change of a card — a visit, a season's close resetting levels, a card
 * deleted with its customer — so the dashboard's customer counts sum a few hundred rows instead of
 * reading every card of a business with 100,000 customers.
 *
 * `tarjetas_por_dia`: visited cards by the local day (the business's zone) of their last visit,
 * their level, and whether they have a visit this season (`visitas_temporada > 0`).
 */
export const tarjetasPorDia = pgTable(
  'tarjetas_por_dia',
  {
    negocioId: belongsTo('negocio_id', () => negocios.id),
    fecha: localDate('fecha').notNull(),
    nivel: smallint('nivel').notNull(),
    enTemporada: boolean('en_temporada').notNull(),
    tarjetas: integer('tarjetas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.negocioId, t.fecha, t.nivel, t.enTemporada] })],
);

/**
 * `tarjetas_recientes_por_dia`: visited cards by the local day of their last visit and how many
 * days before it their second-to-last visit was (`penultima_dias`: -1 for none, or more than 31
 * days before): Inicio's customers this week, frequent and new.
 */
export const tarjetasRecientesPorDia = pgTable(
  'tarjetas_recientes_por_dia',
  {
    negocioId: belongsTo('negocio_id', () => negocios.id),
    fecha: localDate('fecha').notNull(),
    penultimaDias: smallint('penultima_dias').notNull(),
    tarjetas: integer('tarjetas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.negocioId, t.fecha, t.penultimaDias] })],
);

/** `tarjetas_nuevas_por_dia`: visited cards by the local day of their first visit. */
export const tarjetasNuevasPorDia = pgTable(
  'tarjetas_nuevas_por_dia',
  {
    negocioId: belongsTo('negocio_id', () => negocios.id),
    fecha: localDate('fecha').notNull(),
    tarjetas: integer('tarjetas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.negocioId, t.fecha] })],
);

/**
 * `tarjetas_por_mes`: visited cards by their last month (`ultimo_mes`) and their last 7 months with
 * or without a visit (`meses_con_visita & 127`, bit j the month `mes − j`): what retention reads.
 */
export const tarjetasPorMes = pgTable(
  'tarjetas_por_mes',
  {
    negocioId: belongsTo('negocio_id', () => negocios.id),
    mes: integer('mes').notNull(),
    meses: smallint('meses').notNull(),
    tarjetas: integer('tarjetas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.negocioId, t.mes, t.meses] })],
);

/**
 * A business's customers are the cards with a visit: a card added from the wallet and never used
 * stays out of the business's figures, lists and exports until its first visit.
 */
export const tarjetaVisitada = isNotNull(tarjetas.ultimaVisita);

/** The business's customers' cards (`tarjetaVisitada` at that business), and whatever `y` adds. */
export const tarjetaVisitadaEn = (negocioId: string, ...y: (SQL | undefined)[]) =>
  and(eq(tarjetas.negocioId, negocioId), tarjetaVisitada, ...y);

/** A visited card's first and last visit, typed as present (read them with `tarjetaVisitada`). */
export const fechasDeTarjetaVisitada = {
  primeraVisita: sql<Date>`${tarjetas.primeraVisita}`.mapWith(tarjetas.primeraVisita),
  ultimaVisita: sql<Date>`${tarjetas.ultimaVisita}`.mapWith(tarjetas.ultimaVisita),
};

/**
 * A business's 'Clientes' search by name (migration 0011): per card, its customer's folded name
 * words each prefixed with the card's business id (`tarjetas_busqueda_de`), under a GIN index, so
 * a prefix search reads only that business's names. Written by triggers (a new card, a customer's
 * new name), deleted with the card.
 */
export const tarjetasBusqueda = pgTable(
  'tarjetas_busqueda',
  {
    tarjetaId: uuid('tarjeta_id')
      .primaryKey()
      .references(() => tarjetas.id, { onDelete: 'cascade' }),
    busqueda: tsvector('busqueda').notNull(),
  },
  (t) => [index('tarjetas_busqueda_idx').using('gin', t.busqueda)],
);
