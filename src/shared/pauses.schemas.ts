// "Pause my membership": a member's dated request (the gym's days, both included), an admin's
// decision, and the Settings "Members" rules that go with it.
import * as z from 'zod/mini';
import { isCalendarDate } from './calendar.js';
import { idField, wholeNumber } from './fields.js';

/** The longest pause a member may ask for, in days (both ends included). */
export const PAUSE_MAX_DAYS = 90;

const day = (label: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `${label} is required.`),
    z.refine((v) => isCalendarDate(v), `${label}: enter a valid date.`),
  );

export const pauseRequestInput = z.strictObject({
  startsOn: day('From'),
  endsOn: day('Until'),
});
export type PauseRequestInput = z.input<typeof pauseRequestInput>;

export const pauseRequestIdInput = z.strictObject({
  requestId: idField('Pause request', { missing: 'Pause request not found.', unknown: 'Pause request not found.' }),
});

export const pauseDecisionInput = z.strictObject({
  requestId: idField('Pause request', { missing: 'Pause request not found.', unknown: 'Pause request not found.' }),
  decision: z.enum(['approve', 'decline'], 'Choose Approve or Decline.'),
});

export const pausesForMemberInput = z.strictObject({
  userId: idField('Member', { missing: 'Member not found.', unknown: 'Member not found.' }),
});

export type PauseStatus = 'pending' | 'approved' | 'declined' | 'withdrawn';

export const PAUSE_STATUS_LABELS: Record<PauseStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const PAUSE_TEXTS = {
  startsInPast: 'From must be today or later.',
  endsBeforeStart: 'Until must be on or after From.',
  tooLong: `A pause can last at most ${PAUSE_MAX_DAYS} days.`,
  notActive: 'Only an active membership can be paused.',
  alreadyOpen: 'You already have a pause request. Withdraw it first to ask for other dates.',
  notPending: 'This pause request has already been decided or withdrawn.',
  notFound: 'Pause request not found.',
} as const;

/** Settings › "Members": how pause requests are decided and when class reminders go out. */
export const memberRulesInput = z.strictObject({
  pauseAutoApprove: z.boolean('Choose whether pause requests are approved automatically.'),
  classReminderHours: wholeNumber('Send class reminders this many hours before', 1, 72),
});
export type MemberRulesInput = z.input<typeof memberRulesInput>;
