import type { Usuario } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import type { usuarios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUsuarioBySessionHash } from './auth.repository.ts';
import { hashSessionToken } from './session-token.ts';

export const toUsuarioDto = (u: typeof usuarios.$inferSelect): Usuario => ({
  _id: u.id,
  nombre: u.nombre,
  email: u.email,
  ...(u.tipoUsuario ? { tipoUsuario: u.tipoUsuario } : {}),
  verificado: u.verificado,
});

/** The signed-in user behind a session cookie, or UNAUTHENTICATED. */
export async function getSessionUsuario(db: Db, token: string | undefined, now = new Date()) {
  if (!token) throw new AppError('UNAUTHENTICATED');
  const found = await findUsuarioBySessionHash(db, hashSessionToken(token), now);
  if (!found) throw new AppError('UNAUTHENTICATED');
  return found.usuario;
}

export async function checkAuth(db: Db, token: string | undefined) {
  const usuario = await getSessionUsuario(db, token);
  return {
    success: true as const,
    usuario: toUsuarioDto(usuario),
    profile: null,
    message: 'Sesión activa',
  };
}
