import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../lib/app-error.ts';

// The built web app, served from the API's own origin. Any path not under /api belongs to it: a
// file when one exists, otherwise index.html so the client router decides (SPA fallback) — except
// / itself, which gets the prerendered landing (landing.html) when the build has one. The build
// writes .br and .gz copies of its text files, sent to browsers that accept them (issue 12).

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const hasDist = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  const hasLanding = hasDist && fs.existsSync(path.join(distDir, 'landing.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/: safe to keep for a year.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !['GET', 'HEAD'].includes(request.method)) {
      throw new AppError('NOT_FOUND', { message: 'Ruta no encontrada.' });
    }
    if (!hasDist) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está compilada: ejecuta npm run build.');
    }
    const pagina = hasLanding && request.url.split('?')[0] === '/' ? 'landing.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(pagina);
  });
}
