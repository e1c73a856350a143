// GET /gym/logo: the gym's logo for its public pages, from the database (every process serves the
// same one). Its URL carries the version it was saved at, so that URL can be cached for good; a new
// logo gets a new URL. An SVG is served so that nothing in it could run even if opened on its own.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/schema.js';
import { readLogo } from './settings.queries.js';

export const LOGO_PATH = '/gym/logo';

const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export function registerLogoRoute(app: FastifyInstance, deps: { db: Db }): void {
  app.get(LOGO_PATH, async (request, reply) => {
    const logo = await readLogo(deps.db);
    if (!logo?.logoBase64 || !logo.logoType) return reply.code(404).send({ error: 'Not Found' });
    const asked = (request.query as { v?: string }).v;
    reply
      .type(logo.logoType)
      .header(
        'Cache-Control',
        asked === String(logo.logoVersion) ? 'public, max-age=31536000, immutable' : 'public, no-cache',
      )
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    if (logo.logoType === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
    return reply.send(Buffer.from(logo.logoBase64, 'base64'));
  });
}
