import type { FastifyInstance, FastifyRequest } from 'fastify';
import net from 'node:net';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from './mailer.ts';

// The development outbox: registered only on a non-production server without SMTP_URL, and even
// then it answers only a caller on this machine that came straight to the socket. A request relayed
// by a proxy (it carries a forwarded header) may come from anywhere, so it is refused too. It holds
// verification and reset codes: anyone who could read it could take over any account.

const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export function isLoopback(address: string | undefined) {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

export const isLocalDirectCaller = (request: FastifyRequest) =>
  isLoopback(request.socket.remoteAddress) && FORWARDED.every((h) => !(h in request.headers));

export async function devOutboxRoutes(app: FastifyInstance, opts: { mailer: Mailer }) {
  app.get('/api/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    // Looks exactly like a route that does not exist.
    if (!isLocalDirectCaller(request)) {
      throw new AppError('NOT_FOUND', { message: 'Ruta no encontrada.' });
    }
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: opts.mailer.outbox() ?? [] };
  });
}
