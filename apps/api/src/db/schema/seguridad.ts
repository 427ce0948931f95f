import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, belongsTo } from './columnas.ts';
import { usuarios } from './usuarios.ts';

// Account security state kept in the database, so every API instance sees the same (DOMAIN §9).

/** Single-use 6-digit codes (verification and password reset), stored hashed (DOMAIN §2). */
export const codigos = pgTable(
  'codigos',
  {
    id: id(),
    usuarioId: belongsTo('usuario_id', () => usuarios.id),
    proposito: text('proposito').notNull().$type<'verificacion' | 'restablecer'>(),
    codigoHash: text('codigo_hash').notNull(),
    intentos: integer('intentos').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumidoAt: timestamptz('consumido_at'),
    createdAt: createdAt(),
  },
  (t) => [index('codigos_usuario_proposito_idx').on(t.usuarioId, t.proposito, t.createdAt)],
);

/** Solved captcha challenges, by signature: a payload is accepted once (STACK-NOTES). */
export const captchaUsados = pgTable('captcha_usados', {
  firma: text('firma').primaryKey(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** Fixed-window counters for rate limits when no REDIS_URL is set. */
export const rateLimits = pgTable('rate_limits', {
  clave: text('clave').primaryKey(),
  conteo: integer('conteo').notNull(),
  ventanaInicio: timestamptz('ventana_inicio').notNull(),
});

/** Server secrets generated on first start (e.g. the captcha HMAC key), shared by all instances. */
export const secretos = pgTable('secretos', {
  nombre: text('nombre').primaryKey(),
  valor: text('valor').notNull(),
  createdAt: createdAt(),
});
