import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, belongsTo } from './columnas.ts';
import { establecimientos, negocios } from './negocios.ts';

/**
 * A paired device (DOMAIN §4): the web kiosk on a phone or tablet, or an ESP32 box. Its token is a
 * 256-bit secret shown once; only its SHA-256 is kept. Unpairing sets `revocado_at`, which stops
 * the token at once; the row stays so that visits keep pointing at the device that took them.
 */
export const nexos = pgTable(
  'nexos',
  {
    id: id(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    establecimientoId: belongsTo('establecimiento_id', () => establecimientos.id),
    nombre: text('nombre').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    visitasRegistradas: integer('visitas_registradas').notNull().default(0),
    ultimoUso: timestamptz('ultimo_uso'),
    /** The device's last heartbeat or call (DOMAIN §10: "En línea" means heard from lately). */
    vistoAt: timestamptz('visto_at'),
    /** When the owner was told this device went silent; cleared when it is heard from again. */
    avisoSinConexionAt: timestamptz('aviso_sin_conexion_at'),
    /** Who is serving at it now, identified with their PIN ("¿Quién atiende?"); null: nobody. */
    miembroActualId: uuid('miembro_actual_id'),
    miembroActualDesde: timestamptz('miembro_actual_desde'),
    createdAt: createdAt(),
    revocadoAt: timestamptz('revocado_at'),
  },
  (t) => [
    // One live Nexo per establishment.
    uniqueIndex('nexos_establecimiento_activo_idx')
      .on(t.establecimientoId)
      .where(sql`${t.revocadoAt} is null`),
    index('nexos_negocio_idx').on(t.negocioId),
  ],
);

/**
 * Pairing codes (SPEC §7 generate-code): 6 digits, valid 5 minutes, single use, one live code per
 * establishment. Stored hashed; the device finds its establishment by the code alone.
 */
export const codigosVinculacion = pgTable(
  'codigos_vinculacion',
  {
    id: id(),
    negocioId: belongsTo('negocio_id', () => negocios.id),
    establecimientoId: belongsTo('establecimiento_id', () => establecimientos.id),
    codigoHash: text('codigo_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usadoAt: timestamptz('usado_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // No two unused codes alike, so a code names exactly one establishment.
    uniqueIndex('codigos_vinculacion_vivos_idx')
      .on(t.codigoHash)
      .where(sql`${t.usadoAt} is null`),
    index('codigos_vinculacion_establecimiento_idx').on(t.establecimientoId),
  ],
);
