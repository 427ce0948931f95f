import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, updatedAt, belongsTo, mentions } from './columnas.ts';
import type { CategoriaId, Gradient } from '@tarjeto/shared';
import { DEFAULT_ZONA_HORARIA } from '@tarjeto/shared';
import { fotos } from './fotos.ts';
import { usuarios } from './usuarios.ts';

export interface HorarioDia {
  dia: number;
  apertura: string;
  cierre: string;
}

/** A business. Every business-owned row elsewhere carries `negocio_id` (DOMAIN §9). */
export const negocios = pgTable(
  'negocios',
  {
    id: id(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .unique()
      .references(() => usuarios.id, { onDelete: 'restrict' }),
    publicId: text('public_id').notNull().unique(),
    slug: text('slug').notNull().unique(),
    codigo: text('codigo').notNull().unique(),
    nombreComercial: text('nombre_comercial').notNull(),
    rfc: text('rfc'),
    fotoId: mentions('foto_id', () => fotos.id),
    zonaHoraria: text('zona_horaria').notNull().default(DEFAULT_ZONA_HORARIA),
    categoria: text('categoria').array().notNull().$type<CategoriaId[]>(),
    gradient: text('gradient').notNull().$type<Gradient>().default('rubi'),
    color: text('color'),
    sitioWeb: text('sitio_web'),
    redesSociales: jsonb('redes_sociales')
      .notNull()
      .$type<{ facebook?: string; instagram?: string; tiktok?: string }>()
      .default({}),
    rangoPrecios: text('rango_precios'),
    personalTotal: integer('personal_total'),
    horarioOperacion: jsonb('horario_operacion').notNull().$type<HorarioDia[]>().default([]),
    numeroPlatosPrincipales: integer('numero_platos_principales'),
    presupuestoMarketing: integer('presupuesto_marketing'),
    historiaNegocio: text('historia_negocio'),
    valorDiferenciador: text('valor_diferenciador'),
    enfoqueMercado: text('enfoque_mercado'),
    numeroClientesDiarios: integer('numero_clientes_diarios').notNull().default(0),
    calificacionPromedio: numeric('calificacion_promedio', { precision: 2, scale: 1 })
      .notNull()
      .default('0'),
    /** Minimum time between two counted visits of one customer here (DOMAIN §4: 4 hours). */
    cooldownMinutos: integer('cooldown_minutos').notNull().default(240),
    /** Counters kept by the visit transaction; read by the landing and the dashboard. */
    visitasTotales: integer('visitas_totales').notNull().default(0),
    clientesUnicos: integer('clientes_unicos').notNull().default(0),
    /** Shown in the landing's sample carousel. */
    destacado: boolean('destacado').notNull().default(false),
    /** When the owner first printed the counter poster (Inicio's start checklist). */
    cartelImpresoAt: timestamptz('cartel_impreso_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('negocios_gradient_check', sql`${t.gradient} in ('dorado', 'azul', 'rubi', 'rosa')`),
    index('negocios_destacado_idx').on(t.destacado),
  ],
);

/** A business as its customers' cards show it, in the app's wallet and the phone's. */
export const negocioEnTarjeta = {
  id: negocios.id,
  publicId: negocios.publicId,
  nombre: negocios.nombreComercial,
  slug: negocios.slug,
  fotoId: negocios.fotoId,
  gradient: negocios.gradient,
  color: negocios.color,
  zonaHoraria: negocios.zonaHoraria,
};

export const establecimientos = pgTable(
  'establecimientos',
  {
    id: id(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull(),
    ciudad: text('ciudad').notNull(),
    estado: text('estado').notNull(),
    codigoPostal: text('codigo_postal').notNull(),
    zona: text('zona').notNull(),
    principal: boolean('principal').notNull().default(false),
    /**
     * Where it is (WGS 84), from the owner's device at the counter or typed: the wallet pass lists
     * it so an iPhone shows the card on the lock screen nearby (DOMAIN §11). Null: not given.
     */
    latitud: doublePrecision('latitud'),
    longitud: doublePrecision('longitud'),
    createdAt: createdAt(),
  },
  (t) => [index('establecimientos_negocio_idx').on(t.negocioId)],
);
