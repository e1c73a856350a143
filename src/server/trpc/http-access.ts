// The access check of a plain HTTP route (a download, an upload): the same session and the same row
// of the permission table as a procedure, as reports.csv-route.ts checks 'http.reportCsv'.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS, type Permission } from '../../shared/permissions.js';
import type { AppDeps } from './context.js';
import { refusalOf } from './procedures.js';

export type HttpAccess =
  | { ok: false; status: 401 | 403; error: 'Unauthorized' | 'Forbidden'; message: string }
  | { ok: true; userId: string; settingsVersion: number | null };

export async function httpAccess(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  permission: Permission,
): Promise<HttpAccess> {
  const sessionId = deps.sessions.readCookie(request.headers.cookie ?? '');
  const auth = sessionId ? await deps.sessions.validate(sessionId) : null;
  if (sessionId && !auth) reply.header('Set-Cookie', deps.sessions.blankCookie().serialized);
  if (auth?.session.fresh) reply.header('Set-Cookie', deps.sessions.cookieFor(auth.session.id).serialized);
  const refusal = refusalOf(PERMISSIONS[permission], auth ? auth.user.role : undefined);
  if (refusal || !auth) {
    const unauthorized = !auth || refusal?.code === 'UNAUTHORIZED';
    return {
      ok: false,
      status: unauthorized ? 401 : 403,
      error: unauthorized ? 'Unauthorized' : 'Forbidden',
      message: refusal?.message ?? 'Please sign in.',
    };
  }
  return { ok: true, userId: auth.user.id, settingsVersion: auth.settingsVersion ?? null };
}

/** Sends the refusal; for the routes' `if (!access.ok) return refuse(reply, access)`. */
export function refuse(reply: FastifyReply, access: Extract<HttpAccess, { ok: false }>) {
  return reply.code(access.status).send({ error: access.error, message: access.message });
}
