import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tarjeto API',
        description: 'API de Tarjeto: cuentas, negocios, visitas, promociones y Nexo.',
        version,
      },
      tags: [
        { name: 'sistema', description: 'Salud del servicio' },
        { name: 'auth', description: 'Cuentas y sesiones' },
        { name: 'publico', description: 'Sitio público' },
        { name: 'perfiles', description: 'Perfiles de clientes y negocios' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; allow them on the docs pages only.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
