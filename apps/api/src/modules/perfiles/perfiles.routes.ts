import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  clientePerfilSchema,
  clienteProfileUpdateSchema,
  messageResponseSchema,
  negocioPerfilSchema,
  negocioProfileUpdateSchema,
  setupProfileResponseSchema,
} from '@tarjeto/shared';
import type { Db } from '../../db/client.ts';
import { erroresApi, rutasPrivadas } from '../../lib/rutas.ts';
import { AppError } from '../../lib/app-error.ts';
import { conPermiso, duenoDe } from '../equipo/papel.ts';
import { toUsuarioDto } from '../auth/auth.service.ts';
import { authenticate, sessionOf, type Guard } from '../auth/session.ts';
import { fotoUrl } from '../fotos/fotos.routes.ts';
import {
  cartelImpreso,
  getClientePerfil,
  getNegocioPerfil,
  removeFoto,
  replaceFoto,
  setupProfile,
  updateClientePerfil,
  updateNegocioPerfil,
} from './perfiles.service.ts';

const errors = erroresApi(400, 401, 403, 404, 409, 413, 415);

/** Reads a multipart form: its text fields and at most one file, `fotoPerfil`. */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'Envía el formulario como multipart/form-data.',
    });
  const fields: Record<string, string> = {};
  let foto: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'fotoPerfil') {
        part.file.resume();
        throw new AppError('BAD_REQUEST', { message: `Archivo inesperado: ${part.fieldname}` });
      }
      const bytes = await part.toBuffer();
      foto = bytes.length > 0 ? bytes : null;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, foto };
}

const multipartBody = { consumes: ['multipart/form-data'] };
const answer = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });
const negocioAnswer = answer(negocioPerfilSchema);
const clienteAnswer = answer(clientePerfilSchema);
const fotoResponse = answer(z.object({ fotoPerfil: z.string() }));
const sinFotoResponse = answer(z.object({ fotoPerfil: z.null() }));

export async function perfilesRoutes(
  app: FastifyInstance,
  opts: { db: Db; secureCookies: boolean },
) {
  const { db, secureCookies: secure } = opts;
  const r = rutasPrivadas(app);
  const guard = (g: Guard) => authenticate(db, secure, g);

  r.post(
    '/api/auth/setup-profile',
    {
      onRequest: guard('sesion'),
      schema: {
        tags: ['perfiles'],
        summary: 'Configura el perfil (multipart: userType, profileData, fotoPerfil)',
        description:
          "userType 'user' (cliente) o 'business' (negocio); profileData es el JSON del asistente.",
        ...multipartBody,
        response: { 200: setupProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { fields, foto } = await readForm(request);
      const usuario = await setupProfile(db, session.usuario, {
        userType: fields.userType,
        profileData: fields.profileData,
        foto,
      });
      const user = toUsuarioDto(usuario);
      return {
        success: true as const,
        message: '¡Perfil configurado exitosamente!',
        user: { ...user, tipoUsuario: usuario.tipoUsuario! },
      };
    },
  );

  r.get(
    '/api/negocio/profile',
    {
      onRequest: conPermiso(db, secure, 'panel'),
      schema: {
        tags: ['perfiles'],
        summary: 'El perfil del negocio de la sesión',
        response: {
          200: negocioAnswer,
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Perfil del negocio',
      data: await getNegocioPerfil(db, duenoDe(request)),
    }),
  );

  r.put(
    '/api/negocio/profile',
    {
      onRequest: conPermiso(db, secure, 'ajustes'),
      schema: {
        tags: ['perfiles'],
        summary: 'Actualiza el perfil del negocio',
        body: negocioProfileUpdateSchema,
        response: {
          200: negocioAnswer,
          ...errors,
        },
      },
    },
    async (request) => {
      const { usuario } = sessionOf(request);
      const data = await updateNegocioPerfil(db, usuario.id, request.body);
      return { success: true as const, message: 'Cambios guardados', data };
    },
  );

  r.post(
    '/api/negocio/cartel/impreso',
    {
      onRequest: conPermiso(db, secure, 'ajustes'),
      schema: {
        tags: ['perfiles'],
        summary: 'El dueño imprimió el cartel del mostrador (la lista para empezar lo marca)',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cartelImpreso(db, duenoDe(request));
      return { success: true as const, message: 'Cartel impreso' };
    },
  );

  r.get(
    '/api/cliente/profile',
    {
      onRequest: guard('Cliente'),
      schema: {
        tags: ['perfiles'],
        summary: 'El perfil del cliente de la sesión',
        response: {
          200: clienteAnswer,
          ...errors,
        },
      },
    },
    async (request) => {
      const { usuario } = sessionOf(request);
      return {
        success: true as const,
        message: 'Perfil del cliente',
        data: await getClientePerfil(db, usuario.id),
      };
    },
  );

  r.put(
    '/api/cliente/profile',
    {
      onRequest: guard('Cliente'),
      schema: {
        tags: ['perfiles'],
        summary: 'Actualiza el perfil del cliente',
        body: clienteProfileUpdateSchema,
        response: {
          200: clienteAnswer,
          ...errors,
        },
      },
    },
    async (request) => {
      const { usuario } = sessionOf(request);
      const data = await updateClientePerfil(db, usuario.id, request.body.profileData);
      return { success: true as const, message: 'Perfil actualizado', data };
    },
  );

  for (const [path, role] of [
    ['/api/negocio/profile/foto', 'Negocio'],
    ['/api/cliente/profile/foto', 'Cliente'],
  ] as const) {
    r.post(
      path,
      {
        onRequest: role === 'Negocio' ? conPermiso(db, secure, 'ajustes') : guard(role),
        schema: {
          tags: ['perfiles'],
          summary: 'Cambia la foto de perfil (multipart: fotoPerfil)',
          ...multipartBody,
          response: { 200: fotoResponse, ...errors },
        },
      },
      async (request) => {
        const { usuario } = sessionOf(request);
        const { foto } = await readForm(request);
        if (!foto)
          throw new AppError('VALIDATION', {
            message: 'Elige una foto',
            fieldErrors: { fotoPerfil: 'Elige una foto' },
          });
        const id = await replaceFoto(db, usuario, foto);
        return {
          success: true as const,
          message: 'Imagen subida correctamente',
          data: { fotoPerfil: fotoUrl(id)! },
        };
      },
    );

    r.delete(
      path,
      {
        onRequest: role === 'Negocio' ? conPermiso(db, secure, 'ajustes') : guard(role),
        schema: {
          tags: ['perfiles'],
          summary: 'Quita la foto de perfil',
          response: { 200: sinFotoResponse, ...errors },
        },
      },
      async (request) => {
        const { usuario } = sessionOf(request);
        await removeFoto(db, usuario);
        return { success: true as const, message: 'Foto eliminada', data: { fotoPerfil: null } };
      },
    );
  }
}
