// Personal-training appointments: free slots, booking (by the member or the desk), cancelling and
// marking how it went. Shared by the server's procedures and the client's forms.
import * as z from 'zod/mini';
import { isCalendarDate } from './calendar.js';
import { cleanText, idField } from './fields.js';
import { pageFields } from './pagination.js';

/** Slots are offered this many days ahead, today included. */
export const SLOT_DAYS_AHEAD = 14;
/** Slots start on this grid of the gym's wall clock; each claims blocks of this length. */
export const SLOT_GRID_MINUTES = 15;
/** The earliest slot offered or booked starts this long after now. */
export const SLOT_LEAD_MINUTES = 60;

export const PAY_WITH = ['pack', 'bill'] as const;
export type PayWith = (typeof PAY_WITH)[number];

export const MARKS = ['attended', 'no_show'] as const;
export type Mark = (typeof MARKS)[number];

export const SLOT_TAKEN = 'That time was just taken. Choose another.';
export const NO_SESSIONS_LEFT = 'You have no personal-training sessions left.';

const idOf = (what: string) => {
  const label = `${what[0]?.toUpperCase()}${what.slice(1)}`;
  return idField(label, { missing: `Choose a ${what}.`, unknown: `${label} not found.` });
};

const serviceId = idOf('service');
const trainerId = idOf('trainer');
const memberId = idOf('member');
const appointmentId = idOf('appointment');

/** An instant as the server wrote it (UTC ISO): what a free slot's start is. */
const startsAt = z.string().check(
  z.maxLength(40, 'Choose a time.'),
  z.refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(value), 'Choose a time.'),
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'Choose a time.'),
);

const payWith = z.enum(PAY_WITH, 'Choose how to pay.');

export const memberFreeSlotsInput = z.strictObject({ serviceId, trainerId });
export const deskFreeSlotsInput = z.strictObject({ serviceId, trainerId: z.optional(trainerId) });

export const bookInput = z.strictObject({ serviceId, trainerId, startsAt, payWith });
export const bookForInput = z.strictObject({
  serviceId,
  trainerId: z.optional(trainerId),
  memberId,
  startsAt,
  payWith,
});

export const memberCancelInput = z.strictObject({ appointmentId });
export const deskCancelInput = z.strictObject({
  appointmentId,
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say why it is cancelled.'),
      z.maxLength(200, 'Reason must be at most 200 characters.'),
      cleanText('Reason'),
    ),
});

export const markInput = z.strictObject({ appointmentId, mark: z.enum(MARKS, 'Choose Attended or No-show.') });

export const calendarInput = z.strictObject({
  trainerId: z.optional(trainerId),
  /** Any day of the week wanted (the week runs Monday to Sunday). */
  weekOf: z.string().check(z.refine(isCalendarDate, 'Choose a day.')),
});

export const mineInput = z.strictObject({ when: z.enum(['upcoming', 'past']), ...pageFields });
export const forMemberInput = z.strictObject({ memberId, ...pageFields });

/** What cancelling did about the money, for the answer and the confirmation. */
export type CancelRefund = 'session_returned' | 'bill_voided' | 'bill_stays_paid' | 'nothing';
