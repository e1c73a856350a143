// A member's history: the events recorded about them. Features name the subject of an event
// differently: membership changes, check-ins, notes and password changes use the account id, sign-in,
// sign-up and password-reset events the email typed, and approval the sign-up request's id. The
// history is those subjects' events merged, newest first; each subject is its own range of
// events_subject_created_idx, read up to one page ahead, so a page costs a few short index ranges
// however long the events table grows.
import type { GymFormat } from '../../../shared/format.js';
import type { DbOrTx } from '../../db/schema.js';
import { isCursorPart } from '../../lib/cursor.js';
import { findRequestIdOf, planNamesOf, subjectEventsQuery } from './member-page.queries.js';

/** Where a page ended: the instant, which subject's range (by position) and that row's id. */
interface HistoryCursor {
  at: string;
  subject: number;
  id: string;
}

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.subject, cursor.id])).toString('base64url');
}

/** The cursor, or null when the text is not one of ours. */
export function decodeHistoryCursor(text: string): HistoryCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      isCursorPart(value[0]) &&
      Number.isInteger(value[1]) &&
      value[1] >= 0 &&
      value[1] < 3 &&
      isCursorPart(value[2])
    ) {
      return { at: value[0], subject: value[1], id: value[2] };
    }
  } catch {
    // not ours
  }
  return null;
}

type EventRow = Awaited<ReturnType<ReturnType<typeof subjectEventsQuery>['execute']>>[number];

/**
 * The merged order: newest first; at the same instant, subjects in their listed order, and within a
 * subject the database's own order (ids are never compared here, so no collation can disagree).
 */
function mergeNewestFirst(lists: EventRow[][]): { row: EventRow; subject: number }[] {
  const tagged = lists.flatMap((rows, subject) => rows.map((row, position) => ({ row, subject, position })));
  tagged.sort((a, b) => {
    if (a.row.createdAt !== b.row.createdAt) return a.row.createdAt < b.row.createdAt ? 1 : -1;
    return a.subject - b.subject || a.position - b.position;
  });
  return tagged;
}

/** A day an event's detail names, in the gym's date style; null when the detail has none. */
function dayText(day: unknown, format: GymFormat): string | null {
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? format.date(day) : null;
}

const PLAIN_DESCRIPTIONS: Record<string, string> = {
  signed_in: 'Signed in',
  signed_out: 'Signed out',
  signed_up_pending_approval: 'Signed up; waiting for approval',
  password_reset_requested: 'Asked for a password reset link',
  password_reset_sent: 'Password reset email sent',
  password_reset_failed: 'Password reset email could not be sent',
  password_reset_completed: 'Password reset with an email link',
  password_changed: 'Password changed',
  'admin.request_approved': 'Registration approved',
  'admin.membership_paused': 'Membership paused',
  'admin.checked_in': 'Checked in at the front desk',
  'admin.member_note_added': 'Admin note added',
};

/**
 * An event as a sentence an admin reads; unknown types still read as words, not codes. Its days are
 * written in the gym's style (format), as the rest of the page is.
 */
export function describeEvent(
  type: string,
  detail: Record<string, unknown>,
  plans: Map<string, string>,
  format: GymFormat,
): string {
  const plan = (id: unknown) => (typeof id === 'string' ? (plans.get(id) ?? 'a removed plan') : 'another plan');
  const from = dayText(detail.effectiveFrom ?? detail.on, format);
  switch (type) {
    case 'sign_in_failed':
      if (detail.reason === 'rate_limited') return 'Sign-in refused: too many attempts';
      return detail.reason === 'wrong_password' ? 'Sign-in failed: wrong password' : 'Sign-in failed';
    case 'admin.plan_changed':
      return `Plan changed from ${plan(detail.from)} to ${plan(detail.to)}${from ? ` from ${from}` : ''}`;
    case 'admin.plan_change_withdrawn':
      return `Move to ${plan(detail.planId)} withdrawn`;
    case 'system.plan_change_started':
      return `Moved to ${plan(detail.to)} as planned${from ? ` on ${from}` : ''}`;
    case 'admin.membership_resumed':
      return detail.from === 'cancelled' ? 'Membership restarted' : 'Membership resumed';
    case 'admin.membership_cancelled': {
      const ends = dayText(detail.endsOn, format);
      return `Membership cancelled${ends ? `; ends on ${ends}` : ''}`;
    }
  }
  const plain = PLAIN_DESCRIPTIONS[type];
  if (plain) return plain;
  const words = type.replace(/^(admin|system|class)\./, '').replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function parseDetail(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const PLAN_KEYS = ['from', 'to', 'planId'] as const;

/** One page of the member's history, newest first, and the cursor of the next (null on the last). */
export async function memberHistoryPage(
  db: DbOrTx,
  member: { id: string; email: string | null },
  after: HistoryCursor | null,
  limit: number,
  format: GymFormat,
) {
  const requestId = await findRequestIdOf(db, member.id);
  const subjects = [member.id, ...(member.email ? [member.email] : []), ...(requestId ? [requestId] : [])];
  const lists = await Promise.all(
    subjects.map((subject, index) => {
      const from =
        after === null
          ? null
          : {
              at: after.at,
              strictlyBefore: index < after.subject,
              beforeId: index === after.subject ? after.id : null,
            };
      return subjectEventsQuery(db, subject, from, limit + 1).execute();
    }),
  );
  const merged = mergeNewestFirst(lists);
  const page = merged.slice(0, limit);
  const details = page.map(({ row }) => parseDetail(row.detail));
  const planIds = new Set<string>();
  for (const detail of details) {
    for (const key of PLAN_KEYS) if (typeof detail[key] === 'string') planIds.add(detail[key] as string);
  }
  const plans = await planNamesOf(db, [...planIds]);
  const last = page.at(-1);
  return {
    items: page.map(({ row }, i) => ({
      id: row.id,
      type: row.type,
      at: row.createdAt,
      description: describeEvent(row.type, details[i] ?? {}, plans, format),
      // Who did it, when someone other than the member did (an admin); the member's own sign-ins need no name.
      by: row.actorId !== null && row.actorId !== member.id ? (row.actorName ?? 'A removed account') : null,
    })),
    nextCursor:
      merged.length > limit && last
        ? encodeHistoryCursor({ at: last.row.createdAt, subject: last.subject, id: last.row.id })
        : null,
  };
}
