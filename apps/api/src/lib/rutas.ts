import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@tarjeto/shared';

// What every module's routes start with: the error answers they may give (one shape for all, the
// Spanish message from the error-code union) and, for answers private to the person asking, a
// scope that is typed by zod and never cached by a browser or a proxy.

/** `{ 400: errorResponseSchema, 401: … }` for the given status codes, for a route's `response`. */
export function erroresApi<const C extends readonly number[]>(...codigos: C) {
  return Object.fromEntries(codigos.map((c) => [c, errorResponseSchema])) as {
    [K in C[number]]: typeof errorResponseSchema;
  };
}

/** The plugin's routes, zod-typed, every answer sent with `cache-control: no-store`. */
export function rutasPrivadas(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  return r;
}
