import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

// Account security state kept in the database, so every API instance sees the same (DOMAIN §9).

/** Single-use 6-digit codes (verification and password reset), stored hashed (DOMAIN §2). */
export const codigos = pgTable(
  'codigos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    proposito: text('proposito').notNull().$type<'verificacion' | 'restablecer'>(),
    codigoHash: text('codigo_hash').notNull(),
    intentos: integer('intentos').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumidoAt: timestamp('consumido_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('codigos_usuario_proposito_idx').on(t.usuarioId, t.proposito, t.createdAt)],
);

/** Solved captcha challenges, by signature: a payload is accepted once (STACK-NOTES). */
export const captchaUsados = pgTable('captcha_usados', {
  firma: text('firma').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters for rate limits when no REDIS_URL is set. */
export const rateLimits = pgTable('rate_limits', {
  clave: text('clave').primaryKey(),
  conteo: integer('conteo').notNull(),
  ventanaInicio: timestamp('ventana_inicio', { withTimezone: true }).notNull(),
});

/** Server secrets generated on first start (e.g. the captcha HMAC key), shared by all instances. */
export const secretos = pgTable('secretos', {
  nombre: text('nombre').primaryKey(),
  valor: text('valor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
