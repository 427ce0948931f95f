import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, updatedAt, belongsTo } from './columnas.ts';

/**
 * An account. `tipo_usuario` stays null until the setup wizard (DOMAIN §2).
 *
 * An address belongs to at most one *verified* account. Unverified rows may share it: a signup
 * with an address that already has an account answers exactly like a new one (so signup cannot
 * tell anyone who is registered), and what it creates is such a row, which can never be verified
 * because its code is never sent. Verifying an account removes the other unverified rows of its
 * address.
 */
export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    publicId: text('public_id').unique(),
    email: text('email').notNull(),
    nombre: text('nombre').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    tipoUsuario: text('tipo_usuario').$type<'Cliente' | 'Negocio'>(),
    verificado: boolean('verificado').notNull().default(false),
    /**
     * Consent to mail that is not about the account itself — news and promotions (LFPDPPP): off
     * until the person turns it on in 'Ajustes', with the moment they last changed it. Account
     * and security mail (codes, notices) does not ask it.
     */
    aceptaCorreos: boolean('acepta_correos').notNull().default(false),
    aceptaCorreosAt: timestamptz('acepta_correos_at'),
    /**
     * An owner's second factor (TOTP, RFC 6238): the secret while it is being set up, and the
     * moment it was turned on; null when off.
     */
    totpSecreto: text('totp_secreto'),
    totpActivadoAt: timestamptz('totp_activado_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('usuarios_email_idx').on(t.email, t.createdAt),
    uniqueIndex('usuarios_email_verificado_idx')
      .on(t.email)
      .where(sql`${t.verificado}`),
    check('usuarios_tipo_usuario_check', sql`${t.tipoUsuario} in ('Cliente', 'Negocio')`),
    check('usuarios_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A signed-in browser. Only the SHA-256 of the cookie's token is kept (DOMAIN §2). */
export const sesiones = pgTable(
  'sesiones',
  {
    id: id(),
    usuarioId: belongsTo('usuario_id', () => usuarios.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sesiones_usuario_idx').on(t.usuarioId),
    index('sesiones_expires_idx').on(t.expiresAt),
  ],
);
