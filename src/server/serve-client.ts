// The built single-page client: fingerprinted assets cached for a year and sent as the brotli or
// gzip copy made at build time (scripts/precompress.ts), and the page routes answered by index.html
// (404 for unknown ones).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isClientPath } from '../shared/routes.js';

export function serveClient(app: FastifyInstance, clientDir: string): void {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'));
  app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/, so those files never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const sendPage = (reply: FastifyReply, statusCode: number) =>
    reply.code(statusCode).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  // With index: false, @fastify/static answers the root directory with 403 instead of falling through.
  app.get('/', (_request, reply) => sendPage(reply, 200));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/trpc') && !path.extname(pathname);
    if (!wantsPage) return reply.code(404).send({ error: 'Not Found' });
    return sendPage(reply, isClientPath(pathname) ? 200 : 404);
  });
}
