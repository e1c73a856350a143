// GET /reports/<type>.csv: a report as a CSV download, for whom the permission table's
// 'http.reportCsv' row allows. Outside tRPC because a download is a plain link the browser follows
// with its session cookie; it checks the same session and table as the procedures and the same input
// as the tRPC procedure. The body is streamed: the
// financial CSV reads its bills in keyset batches as the client takes them.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import { PERMISSIONS } from '../../../shared/permissions.js';
import { dayRangeInput, REPORT_TYPES, reportCsvPath } from '../../../shared/reports.schemas.js';
import type { AppDeps } from '../../trpc/context.js';
import { refusalOf } from '../../trpc/procedures.js';
import { registerAgingCsvRoute } from './aging.csv-route.js';
import { attendanceCsv, type CsvContext, csvFileName, financialCsv, membershipCsv } from './reports.csv.js';

export type Refusal = { status: 401 | 403; message: string };
type Admitted = { settingsVersion: number | null };

/**
 * The same check as every procedure, on the route's row of the permission table. Admitted, it says
 * which settings version the session lookup read (see settings.store.ts).
 */
export async function refusalFor(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Refusal | Admitted> {
  const sessionId = deps.sessions.readCookie(request.headers.cookie ?? '');
  const auth = sessionId ? await deps.sessions.validate(sessionId) : null;
  if (sessionId && !auth) reply.header('Set-Cookie', deps.sessions.blankCookie().serialized);
  if (auth?.session.fresh) reply.header('Set-Cookie', deps.sessions.cookieFor(auth.session.id).serialized);
  const refusal = refusalOf(PERMISSIONS['http.reportCsv'], auth ? auth.user.role : undefined);
  if (refusal) return { status: refusal.code === 'UNAUTHORIZED' ? 401 : 403, message: refusal.message };
  return { settingsVersion: auth?.settingsVersion ?? null };
}

function firstIssue(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[issue.path.map(String).join('.')] ??= issue.message;
  return { message: issues[0]?.message ?? 'Invalid input.', fieldErrors };
}

export function registerReportCsvRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAgingCsvRoute(app, deps, refusalFor);
  for (const type of REPORT_TYPES) {
    app.get(reportCsvPath(type), async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const access = await refusalFor(deps, request, reply);
      if ('status' in access) {
        const error = access.status === 401 ? 'Unauthorized' : 'Forbidden';
        return reply.code(access.status).send({ error, message: access.message });
      }
      const format = createGymFormat(await deps.settings.current(access.settingsVersion));
      const ctx: CsvContext = { db: deps.db, now: deps.clock.now(), format };
      let rows: AsyncGenerator<string>;
      let range = null;
      if (type === 'membership') {
        rows = membershipCsv(ctx);
      } else {
        const query = request.query as Record<string, unknown>;
        const parsed = dayRangeInput.safeParse({ startDate: query.startDate ?? '', endDate: query.endDate ?? '' });
        if (!parsed.success) return reply.code(400).send({ error: 'Bad Request', ...firstIssue(parsed.error.issues) });
        range = parsed.data;
        rows = type === 'financial' ? financialCsv(ctx, range) : attendanceCsv(ctx, range);
      }
      const fileName = csvFileName(type, range, dateInZone(ctx.now, format.timeZone));
      const body = Readable.from(rows);
      body.on('error', (err) => request.log.error({ err, report: type }, 'report CSV stream failed'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(body);
    });
  }
}
