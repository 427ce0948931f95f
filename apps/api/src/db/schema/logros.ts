import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz, belongsTo } from './columnas.ts';
import type { LogroTipo } from '@tarjeto/shared';
import { clientes } from './clientes.ts';
import { negocios } from './negocios.ts';

/** Achievements, stored when earned (DOMAIN §5); `clave` makes earning one twice impossible. */
export const logros = pgTable(
  'logros',
  {
    id: id(),
    clienteId: belongsTo('cliente_id', () => clientes.id),
    negocioId: uuid('negocio_id').references(() => negocios.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull().$type<LogroTipo>(),
    valor: integer('valor'),
    clave: text('clave').notNull(),
    obtenidoAt: timestamptz('obtenido_at').notNull(),
  },
  (t) => [
    uniqueIndex('logros_cliente_clave_idx').on(t.clienteId, t.clave),
    index('logros_cliente_fecha_idx').on(t.clienteId, t.obtenidoAt),
  ],
);
