// What a change to classes or sessions makes stale: the list's pages and the week calendar read the
// same sessions, so a change made in one view shows in the other too.
import type { trpc } from '../../../lib/trpc.js';

export function refreshSessions(utils: ReturnType<typeof trpc.useUtils>): Promise<unknown> {
  return Promise.all([utils.classes.sessions.invalidate(), utils.classes.week.invalidate()]);
}
