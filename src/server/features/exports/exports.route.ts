// GET /exports/members.csv (the Member List as its filters and sort show it, 'http.membersCsv') and
// GET /exports/gym.zip (every table as CSV files in one zip, 'http.gymExport'). Plain links the
// browser follows with its session cookie, checked against the permission table like a procedure.
// Both stream: a keyset batch at a time, the zip's files one after another (yazl reads each only when
// its turn comes), so memory stays flat and other requests are answered meanwhile.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { dateInZone } from '../../../shared/calendar.js';
import { createGymFormat } from '../../../shared/format.js';
import { GYM_EXPORT_PATH, MEMBERS_CSV_PATH } from '../../../shared/member-import.schemas.js';
import { listMembersInput } from '../../../shared/members.schemas.js';
import type { AppDeps } from '../../trpc/context.js';
import { httpAccess, refuse } from '../../trpc/http-access.js';
import { recordEvent } from '../events/events.queries.js';
import { type ExportContext, gymExportFiles, membersCsv } from './exports.csv.js';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** 'Iron Temple Gym' -> 'iron-temple-gym'; 'palaestra' when nothing of the name is left. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'palaestra';
}

export function registerExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  async function contextFor(settingsVersion: number | null) {
    const gym = await deps.settings.current(settingsVersion);
    const ctx: ExportContext = { db: deps.db, now: deps.clock.now(), format: createGymFormat(gym) };
    return { gym, ctx, today: dateInZone(ctx.now, gym.timeZone) };
  }

  app.get(MEMBERS_CSV_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const access = await httpAccess(deps, request, reply, 'http.membersCsv');
    if (!access.ok) return refuse(reply, access);
    const query = request.query as Record<string, unknown>;
    const filters = listMembersInput.safeParse({
      search: text(query.q),
      status: text(query.status),
      planId: text(query.plan),
      overdue: query.overdue === '1' ? true : undefined,
      sort: text(query.sort),
      direction: text(query.dir),
    });
    if (!filters.success) {
      return reply.code(400).send({ error: 'Bad Request', message: filters.error.issues[0]?.message });
    }
    const { gym, ctx, today } = await contextFor(access.settingsVersion);
    const { search, status, planId, overdue, sort, direction } = filters.data;
    // Who took the members' contact details out, and which of them (the search text itself is not kept).
    await recordEvent(deps.db, {
      type: 'admin.members_csv_downloaded',
      actorId: access.userId,
      ip: request.ip,
      detail: { status: status ?? 'all', planId: planId ?? null, overdue: overdue ?? false, searched: Boolean(search) },
    });
    const body = Readable.from(membersCsv(ctx, { search, status, planId, overdue, today }, { sort, direction }));
    body.on('error', (err) => request.log.error({ err }, 'members CSV stream failed'));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileSlug(gym.name)}-members-${today}.csv"`)
      .send(body);
  });

  app.get(GYM_EXPORT_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const access = await httpAccess(deps, request, reply, 'http.gymExport');
    if (!access.ok) return refuse(reply, access);
    const { gym, ctx, today } = await contextFor(access.settingsVersion);
    await recordEvent(deps.db, { type: 'admin.gym_exported', actorId: access.userId, ip: request.ip });
    const zip = new yazl.ZipFile();
    for (const file of gymExportFiles(ctx)) {
      zip.addReadStreamLazy(file.name, { mtime: ctx.now }, (callback) => {
        const stream = Readable.from(file.rows());
        stream.on('error', (err) => {
          request.log.error({ err, file: file.name }, 'gym export stream failed');
          // The zip cannot be finished: cut the answer, so the browser reports a failed download.
          reply.raw.destroy(err);
        });
        callback(null, stream);
      });
    }
    zip.end();
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${fileSlug(gym.name)}-export-${today}.zip"`)
      .send(zip.outputStream);
  });
}
