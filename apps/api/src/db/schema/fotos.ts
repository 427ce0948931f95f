import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columnas.ts';

// Pictures (profile photos, logos), re-encoded to WebP and kept in the database so every API
// instance can serve them (DOMAIN §3). A new upload is a new row: URLs never change content.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

export const fotos = pgTable(
  'fotos',
  {
    id: id(),
    usuarioId: uuid('usuario_id'),
    mime: text('mime').notNull(),
    ancho: integer('ancho').notNull(),
    alto: integer('alto').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fotos_usuario_idx').on(t.usuarioId)],
);
