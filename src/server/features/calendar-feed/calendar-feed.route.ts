// GET /calendar/<token>.ics: a member's bookings for Google Calendar ("From URL") and Apple Calendar
// (webcal://). Public by the permission table ('http.calendarFeed'): calendars send no cookie, the
// long random token is the key. An unknown or revoked token is 404, the same answer for both.
import type { FastifyInstance } from 'fastify';
import { CALENDAR_FEED_PREFIX } from '../../../shared/calendar-feed.schemas.js';
import type { AppDeps } from '../../trpc/context.js';
import { calendarFeedFor } from './calendar-feed.service.js';

/** base64url of 32 bytes is 43 characters; anything else cannot be one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function registerCalendarFeedRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string } }>(`${CALENDAR_FEED_PREFIX}:file`, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const file = request.params.file;
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const notFound = () => reply.code(404).send({ error: 'Not Found', message: 'No such calendar.' });
    if (!TOKEN_SHAPE.test(token)) return notFound();
    const body = await calendarFeedFor(deps.db, token, await deps.settings.current(), deps.clock.now());
    if (body === null) return notFound();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="classes.ics"')
      .send(body);
  });
}
