// The member home's one answer (memberHome.get), shared by the home card, the code card and the
// classes page: what the member may do now, and why not. Staff looking at /member get no answer
// (the server refuses them) and see the cards without it.
import { trpc } from '../../lib/trpc.js';

export function useMemberHome() {
  return trpc.memberHome.get.useQuery(undefined, { retry: false });
}

/** The reasons the member cannot book or check in, each once (paused and cancelled give one sentence). */
export function reasonsWhyNot(home: { checkIn: MayDo; book: MayDo } | undefined): string[] {
  if (!home) return [];
  const reasons = [home.book, home.checkIn].flatMap((may) => (may.ok ? [] : [may.reason]));
  return [...new Set(reasons)];
}

type MayDo = { ok: true } | { ok: false; reason: string };
