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
        {
          name: 'segundo-factor',
          description: 'Verificación en dos pasos del dueño (app de autenticación, TOTP)',
        },
        { name: 'publico', description: 'Sitio público' },
        { name: 'perfiles', description: 'Perfiles de clientes y negocios' },
        { name: 'clientes', description: 'El cliente: su código rotativo' },
        { name: 'promociones', description: 'Promociones, sus estadísticas y canjes' },
        {
          name: 'lugares',
          description: 'Los lugares del cliente: su cartera y negocios por descubrir',
        },
        { name: 'programa', description: 'Programa de lealtad: niveles, temporadas, simulador' },
        {
          name: 'actividad',
          description: 'Actividad de la cuenta del negocio: un registro que solo se agrega',
        },
        {
          name: 'nexo',
          description:
            'Vinculación de dispositivos y registro de visitas (ver docs/nexo-protocol.md)',
        },
      ],
      components: {
        securitySchemes: {
          nexoToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'El token que POST /api/nexo/register entrega una sola vez',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles: allow them on the docs pages only. Nobody may frame the
    // docs (clickjacking), same as every other page.
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
