// Trainer profiles, weekly availability, days off, PT services and PT packs: the inputs with the
// messages people see. Times are 'HH:MM' on the gym's wall clock, on the 15-minute slot grid.
import * as z from 'zod/mini';
import { canonicalAmountField, PRICE_RULE } from './amount-fields.js';
import { isCalendarDate, isWallTime } from './calendar.js';
import { cleanText, idField, LIMITS, optionalText, wholeNumber } from './fields.js';
import { memberIdField } from './members.schemas.js';
import { takePaymentField } from './passes.schemas.js';
import { planIdField } from './plans.schemas.js';
import { WEIGHT_UNITS } from './weights.js';

export const BIO_MAX = 600;
export const SPECIALTIES_MAX = 8;
export const SPECIALTY_MAX = 40;
export const SERVICE_DESCRIPTION_MAX = 300;
export const TIME_OFF_NOTE_MAX = 200;
/** The slot grid: windows start and end on it, services last a multiple of it. */
export const SLOT_MINUTES = 15;
export const SERVICE_MINUTES_MIN = 15;
export const SERVICE_MINUTES_MAX = 240;

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** "Monday" for ISO weekday 1. */
export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday - 1] ?? `Day ${weekday}`;
}

export const trainerIdField = idField('Trainer', { missing: 'Choose a trainer.', unknown: 'Trainer not found.' });
/** A trainer means themselves when left out; anyone else names the trainer. */
const trainerScope = { trainerId: z.optional(trainerIdField) };

export const trainerScopeInput = z.strictObject(trainerScope);

const specialtyField = z
  .string()
  .check(
    z.trim(),
    z.minLength(2, 'Each specialty must be at least 2 characters.'),
    z.maxLength(SPECIALTY_MAX, `Each specialty must be at most ${SPECIALTY_MAX} characters.`),
    cleanText('Specialty'),
  );

export const updateProfileInput = z.strictObject({
  ...trainerScope,
  bio: optionalText('Bio', BIO_MAX),
  specialties: z._default(
    z.array(specialtyField).check(z.maxLength(SPECIALTIES_MAX, `List at most ${SPECIALTIES_MAX} specialties.`)),
    [],
  ),
  showOnWebsite: z.boolean('Choose whether the profile shows on the website.'),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

/** The photo as the browser read it (base64); the same checks as the gym's logo. */
export const PHOTO_MAX_BYTES = 512 * 1024;
export const setPhotoInput = z.strictObject({
  ...trainerScope,
  base64: z
    .string()
    .check(
      z.minLength(1, 'Choose a photo file.'),
      z.maxLength(Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 4, 'The photo must be at most 512 KB.'),
      z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The photo could not be read. Choose a PNG, JPEG or SVG file.'),
    ),
});

/** 'HH:MM' on the 15-minute grid. */
function gridTime(label: string) {
  return z.string(`${label} is required.`).check(
    z.refine((t) => isWallTime(t), { error: `${label} must be a time like 09:00.`, abort: true }),
    z.refine(
      (t) => Number(t.slice(3, 5)) % SLOT_MINUTES === 0,
      `${label} must be on the quarter hour (:00, :15, :30 or :45).`,
    ),
  );
}

/** The end may be '24:00' (midnight at the end of the day). */
const endTimeField = z.union([z.literal('24:00'), gridTime('End')]);

export const addWindowInput = z
  .strictObject({
    ...trainerScope,
    weekday: wholeNumber('Weekday', 1, 7),
    start: gridTime('Start'),
    end: endTimeField,
  })
  .check(z.refine((v) => v.start < v.end, { message: 'The end must be after the start.', path: ['end'] }));

export const windowIdInput = z.strictObject({
  windowId: idField('Window', { missing: 'Choose a window.', unknown: 'Window not found.' }),
});

export const addTimeOffInput = z.strictObject({
  ...trainerScope,
  day: z.string('Day is required.').check(z.refine((d) => isCalendarDate(d), 'Day must be a date like 2026-05-01.')),
  note: optionalText('Note', TIME_OFF_NOTE_MAX, 'single-line'),
});

export const timeOffIdInput = z.strictObject({
  timeOffId: idField('Day off', { missing: 'Choose a day off.', unknown: 'Day off not found.' }),
});

export const serviceNameField = z
  .string('Service name is required.')
  .check(
    z.trim(),
    z.minLength(1, 'Service name is required.'),
    z.maxLength(LIMITS.nameMax, `Service name must be at most ${LIMITS.nameMax} characters.`),
    cleanText('Service name'),
  );

const serviceShape = {
  name: serviceNameField,
  description: optionalText('Description', SERVICE_DESCRIPTION_MAX),
  durationMinutes: wholeNumber('Length in minutes', SERVICE_MINUTES_MIN, SERVICE_MINUTES_MAX).check(
    z.refine((n) => n % SLOT_MINUTES === 0, `Length must be a multiple of ${SLOT_MINUTES} minutes.`),
  ),
  price: canonicalAmountField(PRICE_RULE),
  /** Blank or left out: no fee when a member misses the session. */
  noShowFee: z.optional(z.string().check(z.trim())),
};

export const serviceIdField = idField('Service', { missing: 'Choose a service.', unknown: 'Service not found.' });
export const createServiceInput = z.strictObject(serviceShape);
export const updateServiceInput = z.strictObject({ serviceId: serviceIdField, ...serviceShape });
export const serviceIdInput = z.strictObject({ serviceId: serviceIdField });
export type CreateServiceInput = z.input<typeof createServiceInput>;

export const sellPtPackInput = z.strictObject({
  memberId: memberIdField,
  planId: planIdField,
  /** "Take payment now": the bill is paid in full with this method. */
  payment: takePaymentField,
});

export const ptPacksForMemberInput = z.strictObject({
  memberId: memberIdField,
});

export const trainingSettingsInput = z.strictObject({
  weightUnit: z.enum(WEIGHT_UNITS, 'Choose kilograms or pounds.'),
});

/** "PT pack · 10 sessions" in plan lists. */
export function describePtPack(
  pack: { passVisits: number | null },
  countOf: (n: number, singular: string) => string,
): string {
  return pack.passVisits === null ? 'PT pack · unlimited sessions' : `PT pack · ${countOf(pack.passVisits, 'session')}`;
}
