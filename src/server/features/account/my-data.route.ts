// GET /account/my-data.json: "Download my data", for whom the permission table's 'http.myData' row
// allows (the member themselves; the session says who). A plain link the browser follows with its
// session cookie, checked as the procedures are, and streamed (my-data.ts).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MY_DATA_PATH } from '../../../shared/account.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import { PERMISSIONS } from '../../../shared/permissions.js';
import type { AppDeps } from '../../trpc/context.js';
import { refusalOf } from '../../trpc/procedures.js';
import { recordEvent } from '../events/events.queries.js';
import { myDataJson } from './my-data.js';

export function registerMyDataRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(MY_DATA_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const sessionId = deps.sessions.readCookie(request.headers.cookie ?? '');
    const auth = sessionId ? await deps.sessions.validate(sessionId) : null;
    if (sessionId && !auth) reply.header('Set-Cookie', deps.sessions.blankCookie().serialized);
    if (auth?.session.fresh) reply.header('Set-Cookie', deps.sessions.cookieFor(auth.session.id).serialized);
    const refusal = refusalOf(PERMISSIONS['http.myData'], auth ? auth.user.role : undefined);
    if (refusal || !auth) {
      const status = refusal?.code === 'FORBIDDEN' ? 403 : 401;
      return reply
        .code(status)
        .send({ error: status === 401 ? 'Unauthorized' : 'Forbidden', message: refusal?.message ?? 'Please sign in.' });
    }
    const now = deps.clock.now();
    const gym = await deps.settings.current(auth.settingsVersion);
    await recordEvent(deps.db, { type: 'member.data_downloaded', actorId: auth.user.id, subject: auth.user.id });
    const body = Readable.from(myDataJson(deps.db, auth.user.id, now));
    body.on('error', (err) => request.log.error({ err }, 'my data stream failed'));
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="my-data-${dateInZone(now, gym.timeZone)}.json"`)
      .send(body);
  });
}
