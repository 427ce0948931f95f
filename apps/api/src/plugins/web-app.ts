import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../lib/app-error.ts';

// The built web app, served from the API's own origin. Any path not under /api belongs to it: a
// file when one exists, otherwise index.html so the client router decides (SPA fallback) — except
// / itself, which gets the prerendered landing (landing.html) when the build has one. The build
// writes .br and .gz copies of its text files, sent to browsers that accept them (issue 12).

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The landing as it is sent: plain, and the build's brotli and gzip copies when present. */
interface Landing {
  plano: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

function leerLanding(distDir: string): Landing {
  const archivo = path.join(distDir, 'landing.html');
  const leer = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f) : null);
  const plano = fs.readFileSync(archivo);
  const etag = `"${createHash('sha1').update(plano).digest('base64url')}"`;
  return { plano, br: leer(`${archivo}.br`), gzip: leer(`${archivo}.gz`), etag };
}

/** Whether the request's accept-encoding takes this coding (a q=0 refuses it). */
const acepta = (cabecera: string | undefined, codificacion: string) =>
  (cabecera ?? '').split(',').some((parte) => {
    const [nombre, ...params] = parte.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return nombre?.trim() === codificacion && (!q || Number(q.slice(2)) > 0);
  });

export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const hasDist = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  // The page most visitors open first, kept in memory (about 80 KB, 10 KB with brotli): sent
  // without a disk read or a stream per request.
  const landing =
    hasDist && fs.existsSync(path.join(distDir, 'landing.html')) ? leerLanding(distDir) : null;
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
    if (landing && request.url.split('?')[0] === '/') {
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', landing.etag)
        .type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === landing.etag) return reply.status(304).send();
      const codificacion = request.headers['accept-encoding'];
      if (landing.br && acepta(codificacion, 'br'))
        return reply.header('content-encoding', 'br').send(landing.br);
      if (landing.gzip && acepta(codificacion, 'gzip'))
        return reply.header('content-encoding', 'gzip').send(landing.gzip);
      return reply.send(landing.plano);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
