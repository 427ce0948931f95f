import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@tarjeto/shared';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { loggerOptions, registrarPeticiones } from './lib/logger.ts';
import { dbRateLimiter, redisRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { negocioDeLaSesion } from './modules/auth/session.ts';
import { equipoRoutes } from './modules/equipo/equipo.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { fotosRoutes } from './modules/fotos/fotos.routes.ts';
import { perfilesRoutes } from './modules/perfiles/perfiles.routes.ts';
import { devOutboxRoutes } from './modules/mail/mail.routes.ts';
import { cargarConfigCartera, type CarteraConfig } from './modules/pases/config.ts';
import { appleRoutes } from './modules/pases/apple.routes.ts';
import { pasesRoutes } from './modules/pases/pases.routes.ts';
import { crearPasesDeps } from './modules/pases/pases.service.ts';
import { iniciarSalida } from './modules/pases/salida.service.ts';
import { iniciarMensajes } from './modules/mensajes/mensajes.jobs.ts';
import { mensajesRoutes } from './modules/mensajes/mensajes.routes.ts';
import { webPushDe } from './modules/mensajes/vapid.ts';
import {
  devMailer,
  MAIL_NOT_CONFIGURED_WARNING,
  smtpMailer,
  unconfiguredMailer,
  type Mailer,
} from './modules/mail/mailer.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { clientesRoutes } from './modules/clientes/clientes.routes.ts';
import { carteraRoutes } from './modules/cartera/cartera.routes.ts';
import { negociosRoutes } from './modules/negocios/negocios.routes.ts';
import { lealtadRoutes } from './modules/lealtad/lealtad.routes.ts';
import { estadisticasRoutes } from './modules/estadisticas/estadisticas.routes.ts';
import { clientesNegocioRoutes } from './modules/clientes-negocio/clientes-negocio.routes.ts';
import { actividadRoutes } from './modules/actividad/actividad.routes.ts';
import { nexoRoutes } from './modules/nexo/nexo.routes.ts';
import { promocionesRoutes } from './modules/promociones/promociones.routes.ts';
import { lugaresRoutes } from './modules/lugares/lugares.routes.ts';
import { portadaPublica } from './modules/lugares/lugares.service.ts';
import { ofertasClienteRoutes } from './modules/ofertas-cliente/ofertas-cliente.routes.ts';
import { privacidadRoutes } from './modules/privacidad/privacidad.routes.ts';
import { privacidadClienteRoutes } from './modules/privacidad/privacidad-cliente.routes.ts';
import { segundoFactorRoutes } from './modules/segundo-factor/segundo-factor.routes.ts';
import { startScheduler } from './jobs/scheduler.ts';
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
  /** Where the log goes (tests read it); standard output by default. */
  logStream?: DestinationStream;
  /** Run scheduled work (season closes, silent Nexos) here; the server does, tests do not. */
  scheduleJobs?: boolean;
  /** The phone wallets' credentials; by default read from the environment (docs/wallet.md). */
  cartera?: CarteraConfig;
  /** Send the wallet passes' outbox (by default with the scheduled work). */
  enviarPases?: boolean;
  /** Decide and send messages (by default with the scheduled work); tests may pass their clock. */
  enviarMensajes?: boolean | { ahora?: () => Date; cadaMs?: number };
}

/**
 * SMTP when configured. Otherwise a development server prints mail to its console (the machine's
 * own screen) and keeps a loopback-only outbox; a production server sends and keeps nothing, and
 * says so at start.
 */
function defaultMailer(env: Env, app: FastifyInstance): Mailer {
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL, env.MAIL_FROM);
  if (env.NODE_ENV === 'production') {
    app.log.warn(MAIL_NOT_CONFIGURED_WARNING);
    return unconfiguredMailer();
  }
  return devMailer((line) => app.log.info(line));
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database, webDist } = options;
  const app = Fastify({
    logger: loggerOptions(env, options.logStream),
    // Fastify's two info lines per request are replaced by registrarPeticiones (lib/logger.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Forwarded headers are believed only from the proxies the operator named (TRUST_PROXY).
    trustProxy: env.TRUST_PROXY?.length ? env.TRUST_PROXY : false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('nexo', null);
  app.decorateRequest('papel', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registrarPeticiones(app);
  await registerSecurity(app, {
    production: env.NODE_ENV === 'production',
    corsOrigins: env.CORS_ORIGINS,
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });
  await registerOpenApi(app, APP_VERSION);

  const db = database.db;
  const production = env.NODE_ENV === 'production';
  const pases = crearPasesDeps(
    db,
    options.cartera ?? cargarConfigCartera(env),
    env.PUBLIC_URL ?? null,
    app.log,
  );
  const mailer = options.mailer ?? defaultMailer(env, app);
  const limiter =
    options.limiter ?? (env.REDIS_URL ? redisRateLimiter(env.REDIS_URL) : dbRateLimiter(db));
  app.addHook('onClose', async () => {
    mailer.close();
    await limiter.close();
  });

  await app.register(healthRoutes, { database, version: APP_VERSION });
  await app.register(captchaRoutes, { db, enabled: env.CAPTCHA === 'on' });
  // The account's deps: sign-up, login and recovery; the deletions and the owner's second factor.
  const cuenta = {
    deps: {
      db,
      mailer,
      limiter,
      captchaEnabled: env.CAPTCHA === 'on',
      publicUrl: env.PUBLIC_URL ?? null,
      log: app.log,
    },
    secureCookies: production,
  };
  await app.register(authRoutes, cuenta);
  await app.register(perfilesRoutes, { db, secureCookies: production });
  await app.register(fotosRoutes, { db });
  if (!production && mailer.outbox()) await app.register(devOutboxRoutes, { mailer });
  await app.register(newsletterRoutes, { db, limiter });
  await app.register(negociosRoutes, { db });
  await app.register(clientesRoutes, { db, secureCookies: production });
  await app.register(carteraRoutes, { db, limiter, secureCookies: production });
  await app.register(nexoRoutes, { db, limiter, secureCookies: production });
  await app.register(promocionesRoutes, { db, limiter, secureCookies: production });
  await app.register(lugaresRoutes, { db, secureCookies: production });
  await app.register(ofertasClienteRoutes, { db, secureCookies: production });
  await app.register(lealtadRoutes, { db, secureCookies: production });
  await app.register(estadisticasRoutes, { db, secureCookies: production });
  await app.register(clientesNegocioRoutes, { db, secureCookies: production });
  await app.register(actividadRoutes, { db, secureCookies: production });
  await app.register(equipoRoutes, {
    db,
    limiter,
    mailer,
    publicUrl: env.PUBLIC_URL ?? null,
    secureCookies: production,
  });
  await app.register(privacidadRoutes, cuenta);
  await app.register(privacidadClienteRoutes, cuenta);
  await app.register(segundoFactorRoutes, cuenta);
  await app.register(pasesRoutes, { deps: pases, secureCookies: production });
  await app.register(appleRoutes, { deps: pases, limiter, secureCookies: production });
  if ((options.enviarPases ?? options.scheduleJobs) && (pases.google || pases.config.apple)) {
    const parar = iniciarSalida(pases);
    app.addHook('onClose', parar);
  }
  const carteras = { google: Boolean(pases.google), apple: Boolean(pases.config.apple) };
  const webPush = webPushDe(
    db,
    { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
    env.VAPID_SUBJECT ??
      (env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL : 'mailto:avisos@tarjeto.mx'),
  );
  await app.register(mensajesRoutes, { db, secureCookies: production, webPush, carteras });
  const mensajes = options.enviarMensajes ?? options.scheduleJobs;
  if (mensajes) {
    const reloj = typeof mensajes === 'object' ? mensajes : {};
    const parar = iniciarMensajes(
      {
        db,
        log: app.log,
        mailer,
        publicUrl: env.PUBLIC_URL ?? null,
        webPush: webPush.cliente,
        carteras,
        ...(reloj.ahora ? { ahora: reloj.ahora } : {}),
      },
      reloj.cadaMs ? { cadaMs: reloj.cadaMs } : {},
    );
    app.addHook('onClose', parar);
  }
  if (options.scheduleJobs) {
    const stop = startScheduler(database, app.log, {
      mailer,
      publicUrl: env.PUBLIC_URL ?? null,
    });
    app.addHook('onClose', async () => stop());
  }

  // A business's public page gets its main text from the server, and the business dashboard's
  // skeleton its greeting (issue 29).
  await registerWebApp(app, webDist, {
    portadaPublica: (slug) => portadaPublica(db, slug),
    publicUrl: env.PUBLIC_URL ?? null,
    negocioDeLaSesion: (token) => negocioDeLaSesion(db, token),
  });
  return app;
}
