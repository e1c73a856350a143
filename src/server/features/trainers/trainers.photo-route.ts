// GET /trainers/:id/photo: a trainer's photo for the public Services page, served like the gym's logo
// (settings.logo-route.ts): its URL carries the version it was saved at, so that URL is cached for
// good and a new photo gets a new URL; an SVG is served so nothing in it could run.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/schema.js';
import { readPhoto } from './trainers.queries.js';

export const TRAINER_PHOTO_PATH = '/trainers/:trainerId/photo';

const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
const ID_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

export function registerTrainerPhotoRoute(app: FastifyInstance, deps: { db: Db }): void {
  app.get<{ Params: { trainerId: string } }>(TRAINER_PHOTO_PATH, async (request, reply) => {
    const notFound = () => reply.code(404).send({ error: 'Not Found' });
    if (!ID_SHAPE.test(request.params.trainerId)) return notFound();
    const photo = await readPhoto(deps.db, request.params.trainerId);
    if (!photo?.photoBase64 || !photo.photoType) return notFound();
    const asked = (request.query as { v?: string }).v;
    reply
      .type(photo.photoType)
      .header(
        'Cache-Control',
        asked === String(photo.photoVersion) ? 'public, max-age=31536000, immutable' : 'public, no-cache',
      )
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    if (photo.photoType === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
    return reply.send(Buffer.from(photo.photoBase64, 'base64'));
  });
}
