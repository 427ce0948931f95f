import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LogroTipo } from '@tarjeto/shared';
import { clientes } from './clientes.ts';
import { negocios } from './negocios.ts';

/** Achievements, stored when earned (DOMAIN §5); `clave` makes earning one twice impossible. */
export const logros = pgTable(
  'logros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    negocioId: uuid('negocio_id').references(() => negocios.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull().$type<LogroTipo>(),
    valor: integer('valor'),
    clave: text('clave').notNull(),
    obtenidoAt: timestamp('obtenido_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('logros_cliente_clave_idx').on(t.clienteId, t.clave),
    index('logros_cliente_fecha_idx').on(t.clienteId, t.obtenidoAt),
  ],
);
