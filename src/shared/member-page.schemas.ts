// The admin's member page (/admin/members/<id>): what its lists ask for and what an admin note may be.
import * as z from 'zod/mini';
import { cleanText } from './fields.js';
import { memberIdField } from './members.schemas.js';
import { pageFields } from './pagination.js';

export const MEMBER_NOTE_MAX = 2000;
export const MEMBER_PAGE_LIST_MAX = 100;
export const MEMBER_PAGE_LIST_DEFAULT = 10;

/** Where the previous keyset page ended (opaque); absent for the first page. */
const cursorField = z.optional(z.string().check(z.maxLength(300, 'Invalid page.')));
const limitField = z._default(
  z.int().check(z.minimum(1), z.maximum(MEMBER_PAGE_LIST_MAX, `At most ${MEMBER_PAGE_LIST_MAX} rows a page.`)),
  MEMBER_PAGE_LIST_DEFAULT,
);

export const memberPageInput = z.strictObject({ userId: memberIdField });

/** Check-ins, admin notes and the history: newest first, a keyset page at a time. */
export const memberKeysetInput = z.strictObject({ userId: memberIdField, cursor: cursorField, limit: limitField });

export const BOOKING_TIMES = ['upcoming', 'past'] as const;
export type BookingTime = (typeof BOOKING_TIMES)[number];

/** Upcoming bookings soonest first, past ones latest first. */
export const memberBookingsInput = z.strictObject({
  userId: memberIdField,
  when: z.enum(BOOKING_TIMES, 'Choose upcoming or past.'),
  ...pageFields,
});

export const memberNoteBodyField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Note is required.'),
    z.maxLength(MEMBER_NOTE_MAX, 'Note must be at most 2,000 characters.'),
    cleanText('Note', 'multi-line'),
  );

export const addMemberNoteInput = z.strictObject({ userId: memberIdField, body: memberNoteBodyField });

export type MemberKeysetInput = z.input<typeof memberKeysetInput>;
export type MemberBookingsInput = z.input<typeof memberBookingsInput>;
export type AddMemberNoteInput = z.infer<typeof addMemberNoteInput>;

/** What the server answers for an id that is not a member's (unknown, an admin, a pending sign-up). */
export const NO_SUCH_MEMBER = 'No member with this id.';
