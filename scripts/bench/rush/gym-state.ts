// What the rush needs to know about the gym before it starts: the signed-in pool (members and staff),
// each member's check-in code and the class sessions they could book, exercises to log sets against,
// and a trainer for the PT calendar if the gym has one. All read through the API, as a client would.
import { signIn } from '../speed/sign-in.js';
import { batchData, batchUrl, send } from './http.js';

export const PASSWORD = 'demo password';
export const ADMIN_EMAIL = 'owner@demo.gym';

export interface Member {
  id: string;
  email: string;
  cookie: string;
  code: string;
  /** Sessions this member has no booking on (yet): what a booking picks from. */
  bookable: string[];
}

export interface GymState {
  baseUrl: string;
  members: Member[];
  /** Staff sessions (the demo gym's owner; the seed makes no other staff). */
  staffCookies: string[];
  exerciseIds: string[];
  trainerId: string | null;
  /** How long after booking a class the member cancels it. */
  cancelAfterMs: number;
  /** The gym's today and a year before it (the financial report's range). */
  today: string;
  yearAgo: string;
}

async function query(baseUrl: string, cookie: string, calls: { path: string; input?: unknown }[]): Promise<unknown[]> {
  const outcome = await send(batchUrl(baseUrl, calls), { cookie });
  if (!('status' in outcome) || outcome.status !== 200)
    throw new Error(`${calls.map((c) => c.path).join(',')} answered ${JSON.stringify(outcome).slice(0, 300)}`);
  return batchData(outcome.body);
}

/** Signs in `poolSize` active members (in small parallel groups: argon2 is CPU-heavy) and the owner. */
export async function prepareGym(
  baseUrl: string,
  options: { poolSize: number; today: string; cancelAfterMs: number },
): Promise<GymState> {
  const { poolSize, today } = options;
  const admin = await signIn(baseUrl, ADMIN_EMAIL, PASSWORD);
  const [list, exercises, trainers] = (await query(baseUrl, admin, [
    { path: 'members.list', input: { status: 'active', page: 1, pageSize: poolSize } },
    { path: 'exercises.search', input: { text: '' } },
    { path: 'trainers.list' },
  ])) as [{ items: { id: string; email: string | null }[] }, { items?: { id: string }[] } | { id: string }[], unknown];
  const exerciseRows = Array.isArray(exercises) ? exercises : (exercises.items ?? []);
  const trainerRows = (Array.isArray(trainers) ? trainers : []) as { id?: string; userId?: string }[];
  const people = list.items.filter((m): m is { id: string; email: string } => !!m.email).slice(0, poolSize);
  const members: Member[] = [];
  for (let i = 0; i < people.length; i += 5) {
    const group = people.slice(i, i + 5);
    members.push(
      ...(await Promise.all(
        group.map(async (person) => {
          const cookie = await signIn(baseUrl, person.email, PASSWORD);
          const [code, upcoming] = (await query(baseUrl, cookie, [
            { path: 'checkIns.myCode' },
            { path: 'bookings.upcoming', input: { limit: 50, direction: 'forward' } },
          ])) as [{ code: string }, { items: { id: string; status: string; startsAt: string; myBooking: unknown }[] }];
          // Two days ahead at least, so the cancel that follows a booking is always inside the window.
          const later = Date.now() + 48 * 3_600_000;
          const bookable = upcoming.items
            .filter((s) => s.status === 'scheduled' && Date.parse(s.startsAt) > later && s.myBooking === null)
            .map((s) => s.id);
          return { id: person.id, email: person.email, cookie, code: code.code, bookable };
        }),
      )),
    );
  }
  if (members.length === 0) throw new Error('the gym has no active members with an email to sign in');
  const trainer = trainerRows[0];
  return {
    baseUrl,
    members,
    staffCookies: [admin],
    exerciseIds: exerciseRows.map((e) => e.id),
    trainerId: trainer ? (trainer.userId ?? trainer.id ?? null) : null,
    cancelAfterMs: options.cancelAfterMs,
    today,
    yearAgo: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`,
  };
}
