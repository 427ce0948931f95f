import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, belongsTo, mentions } from './columnas.ts';
import { tarjetas } from './tarjetas.ts';

// The card in the phone's own wallet (DOMAIN §11, docs/wallet.md): a pass per card and platform,
// the iPhones registered for updates, and the outbox that keeps Google's objects and Apple's passes
// current without ever making a visit wait for them.

/**
 * A card added to Google Wallet or Apple Wallet. Made when the customer taps the button (nothing
 * leaves for Google or Apple before). `serial` names it outside: the Google object's id is
 * `<issuer>.<serial>`, the Apple pass's serialNumber is `serial`. Removing it from the phone's
 * wallet (Ajustes) sets `revocado_at`: the outbox then sends it as void, and its codes stop.
 */
export const pases = pgTable(
  'pases',
  {
    id: id(),
    tarjetaId: belongsTo('tarjeta_id', () => tarjetas.id),
    plataforma: text('plataforma').notNull().$type<'google' | 'apple'>(),
    serial: text('serial').notNull().unique(),
    /**
     * Apple: the pass's `authenticationToken` (what its web service calls carry as `ApplePass`)
     * and the one-time code's secret (base64url) and counter — the code shown is HOTP(secret,
     * counter), and a counted one moves the counter on (RFC 4226).
     */
    tokenApple: text('token_apple'),
    hotpSecreto: text('hotp_secreto'),
    hotpContador: integer('hotp_contador').notNull().default(0),
    /** When what the pass shows last changed: Apple's Last-Modified and "updated since" tag. */
    actualizadoAt: timestamptz('actualizado_at').notNull().defaultNow(),
    /** Google: the last message added to the object (at most one a day, DOMAIN §11). */
    mensajeAt: timestamptz('mensaje_at'),
    createdAt: createdAt(),
    revocadoAt: timestamptz('revocado_at'),
  },
  (t) => [uniqueIndex('pases_tarjeta_plataforma_idx').on(t.tarjetaId, t.plataforma)],
);

/** An iPhone registered for a pass's updates (PassKit web service), with its APNs push token. */
export const paseDispositivos = pgTable(
  'pase_dispositivos',
  {
    dispositivo: text('dispositivo').notNull(),
    paseId: belongsTo('pase_id', () => pases.id),
    pushToken: text('push_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.dispositivo, t.paseId] }),
    index('pase_dispositivos_pase_idx').on(t.paseId),
  ],
);

/**
 * The outbox: what Google or Apple still has to be told about a pass. Written after the change it
 * reports has committed; sent by the scheduler in order per pass (the oldest first; the next waits
 * until it went), retried with back-off after failures and across restarts, deleted once sent.
 * `tipo` 'objeto' sends the pass's current state (so one entry covers several changes), 'mensaje'
 * a Google message in `datos`, 'anular' voids at Google the object named in `datos` (its card is
 * being deleted). `intentos` > 0 means claimed at least once.
 */
export const pasesSalida = pgTable(
  'pases_salida',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Null once the pass is gone: an 'anular' entry outlives it (a deleted account's or business's
     * cards are voided at Google after their rows are gone); any other entry then has nothing to do.
     */
    paseId: mentions('pase_id', () => pases.id),
    tipo: text('tipo').notNull().$type<'objeto' | 'mensaje' | 'anular'>(),
    datos: jsonb('datos').$type<Record<string, unknown>>(),
    intentos: integer('intentos').notNull().default(0),
    siguienteAt: timestamptz('siguiente_at').notNull().defaultNow(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('pases_salida_pase_idx').on(t.paseId, t.id),
    index('pases_salida_siguiente_idx').on(t.siguienteAt),
    // One unsent "send the current state" per pass is enough: it reads the state when it goes.
    uniqueIndex('pases_salida_objeto_pendiente_idx')
      .on(t.paseId)
      .where(sql`${t.tipo} = 'objeto' and ${t.intentos} = 0`),
  ],
);
