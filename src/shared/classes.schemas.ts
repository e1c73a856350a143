// Classes: what a class is, when it runs each week, and what members do with its sessions.
import * as z from 'zod/mini';
import { isCalendarDate, isWallTime } from './calendar.js';
import { cleanText, idField, LIMITS, nameField, optionalText, wholeNumber } from './fields.js';

export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const CAPACITY_MAX = 1000;
export const DURATION_MIN = 5;
export const DURATION_MAX = 600;
/** How far ahead the daily run keeps sessions: eight weeks. */
export const SESSION_WEEKS_AHEAD = 8;

const idOf = (what: string) => {
  const label = `${what[0]?.toUpperCase()}${what.slice(1)}`;
  return idField(label, { missing: `Choose a ${what}.`, unknown: `${label} not found.` });
};

export const TRAINER_NAME_LABEL = "Trainer's name";

export const classFields = {
  name: nameField,
  description: optionalText('Description', LIMITS.messageMax),
  /** The name members read on the timetable (a trainer may have no account). */
  trainer: optionalText(TRAINER_NAME_LABEL, LIMITS.nameMax),
  /**
   * The trainer's account, who then sees this class's sessions: an id, or '' for none. Left out, a
   * new class has none and an edited class keeps the one it has.
   */
  trainerId: z.optional(z.string().check(z.maxLength(64, 'Trainer not found.'), cleanText('Trainer'))),
  capacity: wholeNumber('Capacity', 1, CAPACITY_MAX),
  durationMinutes: wholeNumber('Duration', DURATION_MIN, DURATION_MAX),
};

export const createClassInput = z.strictObject(classFields);
export const updateClassInput = z.strictObject({ classId: idOf('class'), ...classFields });
export const classIdInput = z.strictObject({ classId: idOf('class') });

export const addSlotInput = z.strictObject({
  classId: idOf('class'),
  weekday: z.int('Choose a weekday.').check(z.minimum(1, 'Choose a weekday.'), z.maximum(7, 'Choose a weekday.')),
  startTime: z.string().check(z.refine(isWallTime, 'Enter a start time like 18:00.')),
});
export const slotIdInput = z.strictObject({ slotId: idOf('timetable slot') });

export const sessionIdInput = z.strictObject({ sessionId: idOf('session') });
export const cancelSessionInput = z.strictObject({
  sessionId: idOf('session'),
  reason: z.optional(
    z.string().check(z.trim(), z.maxLength(200, 'Reason must be at most 200 characters.'), cleanText('Reason')),
  ),
});
export const bookingIdInput = z.strictObject({ bookingId: idOf('booking') });

export const upcomingSessionsInput = z.strictObject({
  /** Where the previous page ended (opaque); absent for the first page. */
  cursor: z.optional(z.string().check(z.maxLength(200, 'Invalid page.'))),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(100, 'At most 100 rows a page.')), 20),
  /** Sent by tRPC's infinite queries; pages only go forward in time. */
  direction: z.optional(z.literal('forward')),
});

/** The most sessions one week of the admin's calendar shows; a gym's timetable holds far fewer. */
export const WEEK_SESSIONS_MAX = 500;

export const weekSessionsInput = z.strictObject({
  /** Any day of the week wanted (the week runs Monday to Sunday on the gym's calendar). */
  weekOf: z.string().check(z.refine(isCalendarDate, 'Choose a day.')),
});

export type CreateClassInput = z.infer<typeof createClassInput>;
export type AddSlotInput = z.infer<typeof addSlotInput>;
