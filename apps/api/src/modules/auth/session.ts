import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESION_PISTA_COOKIE } from '@tarjeto/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sesiones, usuarios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from './session-token.ts';

// Sessions (DOMAIN §2): opaque token in an HttpOnly cookie, SHA-256 in the database, sliding
// expiry — 7 days for businesses, 30 for everyone else — refreshed at most once an hour. Beside
// it, a readable hint cookie with the same life (SESION_PISTA_COOKIE, value '1', no secret): the
// web app skips the session check when it is absent. Only the session cookie authenticates.

const DAY_MS = 24 * 60 * 60 * 1000;
const SLIDE_EVERY_MS = 60 * 60 * 1000;

type UsuarioRow = typeof usuarios.$inferSelect;

export const sessionTtlMs = (u: Pick<UsuarioRow, 'tipoUsuario'>) =>
  (u.tipoUsuario === 'Negocio' ? 7 : 30) * DAY_MS;

export interface SessionContext {
  usuario: UsuarioRow;
  sesionId: string;
  token: string;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  ttlMs: number,
  secure: boolean,
) {
  const maxAge = Math.floor(ttlMs / 1000);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge,
  });
  setSessionHint(reply, maxAge, secure);
}

const setSessionHint = (reply: FastifyReply, maxAge: number, secure: boolean) =>
  reply.setCookie(SESION_PISTA_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge,
  });

/** Drops the hint alone: the request's session cookie, if any, is not a valid session. */
export function clearSessionHint(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESION_PISTA_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  clearSessionHint(reply, secure);
}

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

/**
 * The one place a session is written. `reemplaza`: the token of the browser's current session,
 * deleted in the same statement (a sign-in or a change of the account's state gets a new id).
 */
export async function createSession(
  db: Db,
  usuario: UsuarioRow,
  meta: ClientMeta,
  { reemplaza, now = new Date() }: { reemplaza?: string | undefined; now?: Date } = {},
) {
  const token = newSessionToken();
  const anterior = reemplaza
    ? [
        db
          .$with('anterior', {})
          .as(
            sql`delete from ${sesiones} where ${sesiones.tokenHash} = ${hashSessionToken(reemplaza)}`,
          ),
      ]
    : [];
  await db
    .with(...anterior)
    .insert(sesiones)
    .values({
      usuarioId: usuario.id,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionTtlMs(usuario)),
      userAgent: meta.userAgent,
      ip: meta.ip,
    });
  return token;
}

export async function deleteSessionByToken(db: Db, token: string | undefined) {
  if (!token) return;
  await db.delete(sesiones).where(eq(sesiones.tokenHash, hashSessionToken(token)));
}

export async function deleteAllSessions(db: Db, usuarioId: string) {
  await db.delete(sesiones).where(eq(sesiones.usuarioId, usuarioId));
}

/** The session behind the request's cookie, or null. Slides its expiry when due. */
export async function findSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  now = new Date(),
): Promise<SessionContext | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const [row] = await db
    .select({
      usuario: usuarios,
      sesionId: sesiones.id,
      lastSeenAt: sesiones.lastSeenAt,
      expiresAt: sesiones.expiresAt,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    .where(and(eq(sesiones.tokenHash, hashSessionToken(token)), gt(sesiones.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > SLIDE_EVERY_MS) {
    const ttl = sessionTtlMs(row.usuario);
    await db
      .update(sesiones)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + ttl) })
      .where(eq(sesiones.id, row.sesionId));
    setSessionCookie(reply, token, ttl, secure);
  } else if (!request.cookies[SESION_PISTA_COOKIE]) {
    // A session from before the hint existed, or a hint the user deleted: put it back.
    setSessionHint(
      reply,
      Math.floor((new Date(row.expiresAt).getTime() - now.getTime()) / 1000),
      secure,
    );
  }
  return { usuario: row.usuario, sesionId: row.sesionId, token };
}

/**
 * The name of the business signed in with `token` (an unexpired session), or null: for the
 * greeting the server writes into the dashboard's skeleton (plugins/web-app.ts). Reads only: the
 * app's own session check, right after, slides the session as usual.
 */
export async function negocioDeLaSesion(
  db: Db,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ nombre: usuarios.nombre, tipo: usuarios.tipoUsuario })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    .where(and(eq(sesiones.tokenHash, hashSessionToken(token)), gt(sesiones.expiresAt, now)))
    .limit(1);
  return row?.tipo === 'Negocio' ? row.nombre : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by an `authenticate` hook before the body is read. */
    auth: SessionContext | null;
  }
}

/** Who may call a route: any signed-in user, or only one account type (DOMAIN §2). */
export type Guard = 'sesion' | 'Cliente' | 'Negocio';

/**
 * An onRequest hook that authenticates the caller before anything else about the request is
 * looked at: a guest gets 401 whatever the body, never field errors first. A user of the other
 * type gets 403; a user who has not finished setup, 409 (DOMAIN §2).
 */
export function authenticate(db: Db, secure: boolean, guard: Guard) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await findSession(db, request, reply, secure);
    if (!session) throw new AppError('UNAUTHENTICATED');
    if (guard !== 'sesion') {
      if (!session.usuario.tipoUsuario) throw new AppError('PERFIL_INCOMPLETO');
      if (session.usuario.tipoUsuario !== guard) {
        throw new AppError('FORBIDDEN', {
          message:
            guard === 'Negocio'
              ? 'Esta sección es solo para negocios.'
              : 'Esta sección es solo para clientes.',
        });
      }
    }
    request.auth = session;
  };
}

/** The session an `authenticate` hook put on the request. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/** The signed-in account's id (the session an `authenticate` hook put on the request). */
export const usuarioDe = (request: FastifyRequest) => sessionOf(request).usuario.id;
