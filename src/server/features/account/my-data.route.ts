// GET /account/my-data.json: "Download my data", for whom the permission table's 'http.myData' row
// allows (the member themselves; the session says who). A plain link the browser follows with its
// session cookie, checked as the procedures are, and streamed (my-data.ts).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MY_DATA_PATH } from '../../../shared/account.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import type { AppDeps } from '../../trpc/context.js';
import { httpAccess, refuse } from '../../trpc/http-access.js';
import { recordEvent } from '../events/events.queries.js';
import { myDataJson } from './my-data.js';

export function registerMyDataRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(MY_DATA_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const access = await httpAccess(deps, request, reply, 'http.myData');
    if (!access.ok) return refuse(reply, access);
    const now = deps.clock.now();
    const gym = await deps.settings.current(access.settingsVersion);
    await recordEvent(deps.db, {
      type: 'member.data_downloaded',
      actorId: access.userId,
      subject: access.userId,
      ip: request.ip,
    });
    const body = Readable.from(myDataJson(deps.db, access.userId, now));
    body.on('error', (err) => request.log.error({ err }, 'my data stream failed'));
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="my-data-${dateInZone(now, gym.timeZone)}.json"`)
      .send(body);
  });
}
