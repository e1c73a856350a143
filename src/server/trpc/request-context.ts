// A request's context: who is signed in (from the session cookie, read tolerantly), the browser's
// device cookie, and the settings version the session lookup read alongside (so the request knows
// whether its process's copy of the gym's settings is current without a statement of its own).
import { DEVICE_COOKIE_NAME, readCookie } from '../auth/cookies.js';
import type { SessionCookie } from '../auth/sessions.js';
import { databaseFaultOf } from '../db/faults.js';
import { type AppDeps, type Context, createContextInner } from './context.js';
import { TRPCError } from './init.js';

export interface RequestFacts {
  headers: { cookie?: string };
  ip: string;
  log: Context['log'];
}

export interface ReplyHooks {
  sendCookie(cookie: Pick<SessionCookie, 'serialized'>): void;
  afterResponse(task: () => void): void;
}

export async function contextForRequest(deps: AppDeps, request: RequestFacts, reply: ReplyHooks): Promise<Context> {
  const { sendCookie } = reply;
  const sessionId = deps.sessions.readCookie(request.headers.cookie ?? '');
  const deviceToken = readCookie(request.headers.cookie, DEVICE_COOKIE_NAME);
  const auth = sessionId ? await validateSession(deps, sessionId) : null;
  if (sessionId && !auth) sendCookie(deps.sessions.blankCookie());
  if (auth?.session.fresh) sendCookie(deps.sessions.cookieFor(auth.session.id));
  return createContextInner({
    deps,
    session: auth?.session,
    user: auth?.user,
    ip: request.ip,
    deviceToken,
    log: request.log,
    setCookie: sendCookie,
    afterResponse: reply.afterResponse,
    settingsVersion: auth?.settingsVersion,
  });
}

/** The session check runs before any procedure, so its database faults are answered here. */
async function validateSession(deps: AppDeps, sessionId: string) {
  try {
    return await deps.sessions.validate(sessionId);
  } catch (error) {
    const fault = databaseFaultOf(error);
    if (!fault) throw error;
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: fault.message, cause: error });
  }
}
