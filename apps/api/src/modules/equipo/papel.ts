import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permiso } from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Origen } from '../actividad/actividad.repository.ts';
import { authenticate } from '../auth/session.ts';
import { autorizar, papelDe, type Papel } from './equipo.service.ts';

// The one guard of a business's calls (issue 25 part B): a signed-in business account, its
// standing in the business (owner or team member) and, when the route names one, the permission
// its role needs. Handlers then act for the business — `papelOf(request).duenoUsuarioId` is the
// account that owns it, whoever is asking — and record who asked (`miembroId`).

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's standing in their business, set by `conPermiso`. */
    papel: Papel | null;
  }
}

/**
 * onRequest: 401 for a guest, 403 for a customer, 409 before the setup wizard, 403
 * ROL_SIN_PERMISO when the role does not include `permiso` (null: any role of the business).
 */
export function conPermiso(db: Db, secure: boolean, permiso: Permiso | null) {
  const negocio = authenticate(db, secure, 'Negocio');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await negocio(request, reply);
    const usuarioId = request.auth!.usuario.id;
    request.papel = permiso
      ? await autorizar(db, usuarioId, permiso)
      : await papelDe(db, usuarioId);
  };
}

export function papelOf(request: FastifyRequest): Papel {
  if (!request.papel) throw new AppError('UNAUTHENTICATED');
  return request.papel;
}

/** The account that owns the caller's business: what the business's services are keyed by. */
export const duenoDe = (request: FastifyRequest) => papelOf(request).duenoUsuarioId;

/** Where a change comes from, for Actividad: the address and, for a team member, who. */
export const origenDe = (request: FastifyRequest): Origen => {
  const papel = papelOf(request);
  return papel.rol === 'dueno'
    ? { ip: request.ip }
    : { ip: request.ip, actor: 'miembro', miembroId: papel.miembroId };
};
