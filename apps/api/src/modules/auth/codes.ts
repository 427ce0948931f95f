import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomInt } from 'node:crypto';
import { queryRows, type Db } from '../../db/client.ts';
import { codigos } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

// Single-use 6-digit codes (DOMAIN §2): crypto RNG, valid 15 minutes, stored hashed, burned after
// 5 wrong tries; at most 5 per hour per account and purpose, one a minute.

export type Proposito = 'verificacion' | 'restablecer';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const CODES_PER_HOUR = 5;
export const RESEND_COOLDOWN_S = 60;

const hashCode = (usuarioId: string, proposito: Proposito, code: string) =>
  createHash('sha256').update(`${usuarioId}:${proposito}:${code}`).digest('base64url');

/** Why a new code cannot be issued yet, with the seconds to wait; null when it can. */
export async function codeCooldown(
  db: Db,
  usuarioId: string,
  proposito: Proposito,
  now = new Date(),
) {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const recent = await db
    .select({ createdAt: codigos.createdAt })
    .from(codigos)
    .where(
      and(
        eq(codigos.usuarioId, usuarioId),
        eq(codigos.proposito, proposito),
        gt(codigos.createdAt, hourAgo),
      ),
    )
    .orderBy(desc(codigos.createdAt));
  const last = recent[0];
  if (last) {
    const wait =
      RESEND_COOLDOWN_S - Math.floor((now.getTime() - new Date(last.createdAt).getTime()) / 1000);
    if (wait > 0) return wait;
  }
  if (recent.length >= CODES_PER_HOUR) {
    const oldest = new Date(recent[recent.length - 1]!.createdAt).getTime();
    return Math.max(1, Math.ceil((oldest + 60 * 60 * 1000 - now.getTime()) / 1000));
  }
  return null;
}

/** Issues a new code, retiring the account's earlier live ones for the same purpose. */
export async function issueCode(db: Db, usuarioId: string, proposito: Proposito, now = new Date()) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(codigos)
      .set({ consumidoAt: now })
      .where(
        and(
          eq(codigos.usuarioId, usuarioId),
          eq(codigos.proposito, proposito),
          isNull(codigos.consumidoAt),
        ),
      );
    await tx.insert(codigos).values({
      usuarioId,
      proposito,
      codigoHash: hashCode(usuarioId, proposito, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
  });
  return code;
}

/**
 * Takes back a code whose mail could not be sent: nobody can know it, and it must not hold the
 * person to the cooldown or count toward the hour's codes when they ask again once mail works.
 */
export async function withdrawCode(db: Db, usuarioId: string, proposito: Proposito, code: string) {
  await db
    .delete(codigos)
    .where(
      and(
        eq(codigos.usuarioId, usuarioId),
        eq(codigos.proposito, proposito),
        eq(codigos.codigoHash, hashCode(usuarioId, proposito, code)),
      ),
    );
}

/**
 * Consumes the account's live code if `code` matches. A wrong code costs one try (the fifth
 * burns it). ONE statement whatever happens — a right code, a wrong one, no live code, an account
 * that does not exist — so an unknown address costs the same round trip as a wrong code (the
 * reset form must not tell them apart by time). The live code is locked while it is judged:
 * concurrent guesses wait, re-read it and cannot exceed the tries. Only a code's hash (keyed by
 * the account) is compared, so the comparison in SQL says nothing a guess could use.
 */
export async function consumeCode(
  db: Db,
  usuarioId: string,
  proposito: Proposito,
  code: string,
  now = new Date(),
) {
  const at = now.toISOString();
  const [r] = await queryRows<{ ok: boolean | null; intentos: number | null }>(
    db,
    sql`with vivo as (
      select ${codigos.id} as id, ${codigos.codigoHash} = ${hashCode(usuarioId, proposito, code)} as ok
      from ${codigos}
      where ${codigos.usuarioId} = ${usuarioId} and ${codigos.proposito} = ${proposito}
        and ${codigos.consumidoAt} is null and ${codigos.expiresAt} > ${at}::timestamptz
        and ${codigos.intentos} < ${CODE_MAX_TRIES}
      order by ${codigos.createdAt} desc
      limit 1
      for update
    ), u as (
      update ${codigos} c set
        intentos = c.intentos + case when vivo.ok then 0 else 1 end,
        consumido_at = case when vivo.ok or c.intentos + 1 >= ${CODE_MAX_TRIES}
          then ${at}::timestamptz else null end
      from vivo where c.id = vivo.id
      returning vivo.ok, c.intentos
    )
    select u.ok, u.intentos from (select 1) uno left join u on true`,
  );
  if (r?.ok === true) return;
  if (r?.ok == null) throw new AppError('CODIGO_EXPIRADO');
  const left = CODE_MAX_TRIES - Number(r.intentos);
  if (left <= 0)
    throw new AppError('CODIGO_EXPIRADO', {
      message: 'Demasiados intentos: el código ya no es válido. Pide uno nuevo.',
    });
  throw new AppError('CODIGO_INCORRECTO', {
    message: `El código no es correcto. Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`,
    fieldErrors: { code: 'El código no es correcto' },
  });
}
