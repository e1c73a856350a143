// GET /reports/aging.csv: the whole Aging report as a download, for whom 'http.reportCsv' allows (the
// same row as the other report CSVs, as the screen is for whom may see the financial report). It
// takes no input: the bills are aged on the gym's today by the injected clock. Streamed like the
// financial CSV: each batch of members is read as the client takes the previous one.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AGING_CSV_PATH } from '../../../shared/aging.schemas.js';
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import type { AppDeps } from '../../trpc/context.js';
import { agingCsv, agingCsvFileName } from './aging.csv.js';
import type { refusalFor } from './reports.csv-route.js';

/** `checkAccess` is the other report CSVs' own check, passed in so the two files do not import each other. */
export function registerAgingCsvRoute(app: FastifyInstance, deps: AppDeps, checkAccess: typeof refusalFor): void {
  app.get(AGING_CSV_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const access = await checkAccess(deps, request, reply);
    if ('status' in access) {
      const error = access.status === 401 ? 'Unauthorized' : 'Forbidden';
      return reply.code(access.status).send({ error, message: access.message });
    }
    const format = createGymFormat(await deps.settings.current(access.settingsVersion));
    const now = deps.clock.now();
    const today = dateInZone(now, format.timeZone);
    const body = Readable.from(agingCsv({ db: deps.db, now, format }, today));
    body.on('error', (err) => request.log.error({ err, report: 'aging' }, 'report CSV stream failed'));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${agingCsvFileName(today)}"`)
      .send(body);
  });
}
