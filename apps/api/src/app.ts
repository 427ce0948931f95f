import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@tarjeto/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { dbRateLimiter, redisRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { fotosRoutes } from './modules/fotos/fotos.routes.ts';
import { perfilesRoutes } from './modules/perfiles/perfiles.routes.ts';
import { devOutboxRoutes } from './modules/mail/mail.routes.ts';
import { devMailer, smtpMailer, type Mailer } from './modules/mail/mailer.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { negociosRoutes } from './modules/negocios/negocios.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

// buildApp() wires the whole API around an open database. server.ts calls it to listen; tests call
// it and use inject(). Add a module's routes here.

export const APP_VERSION = '0.1.0';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** The built web app folder, or null to serve the API alone. */
  webDist: string | null;
  /** Outside edges tests may replace; by default built from the environment. */
  mailer?: Mailer;
  limiter?: RateLimiter;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database, webDist } = options;
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: env.NODE_ENV === 'production',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurity(app, { production: env.NODE_ENV === 'production' });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });
  await registerOpenApi(app, APP_VERSION);

  const db = database.db;
  const production = env.NODE_ENV === 'production';
  const mailer =
    options.mailer ??
    (env.SMTP_URL
      ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : devMailer((line) => app.log.info(line)));
  const limiter =
    options.limiter ?? (env.REDIS_URL ? redisRateLimiter(env.REDIS_URL) : dbRateLimiter(db));
  app.addHook('onClose', async () => {
    mailer.close();
    await limiter.close();
  });

  await app.register(healthRoutes, { database, version: APP_VERSION });
  await app.register(captchaRoutes, { db, enabled: env.CAPTCHA === 'on' });
  await app.register(authRoutes, {
    deps: {
      db,
      mailer,
      limiter,
      captchaEnabled: env.CAPTCHA === 'on',
      publicUrl: env.PUBLIC_URL ?? null,
      log: app.log,
    },
    secureCookies: production,
  });
  await app.register(perfilesRoutes, { db, secureCookies: production });
  await app.register(fotosRoutes, { db });
  if (!production && mailer.outbox()) await app.register(devOutboxRoutes, { mailer });
  await app.register(newsletterRoutes, { db });
  await app.register(negociosRoutes, { db });

  await registerWebApp(app, webDist);
  return app;
}
