import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findFoto } from './fotos.repository.ts';

/** The public URL of a stored picture; its content never changes, so it is cached for a year. */
export const fotoUrl = (id: string | null | undefined) => (id ? `/api/fotos/${id}` : null);

export async function fotosRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/fotos/:id',
    {
      schema: {
        tags: ['publico'],
        summary: 'Una foto de perfil o logo (WebP)',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const foto = z.uuid().safeParse(id).success ? await findFoto(opts.db, id) : null;
      if (!foto) throw new AppError('NOT_FOUND', { message: 'Foto no encontrada.' });
      return reply
        .header('content-type', foto.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(foto.bytes);
    },
  );
}
