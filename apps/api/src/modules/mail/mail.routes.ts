import type { FastifyInstance } from 'fastify';
import type { Mailer } from './mailer.ts';

/** The development outbox: only registered on a non-production server without SMTP_URL. */
export async function devOutboxRoutes(app: FastifyInstance, opts: { mailer: Mailer }) {
  app.get('/api/dev/outbox', { schema: { hide: true } }, async () => ({
    success: true as const,
    data: opts.mailer.outbox() ?? [],
  }));
}
