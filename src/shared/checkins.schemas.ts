// The front desk's one field, and the attendance report's range.
import * as z from 'zod/mini';
import { cleanText, LIMITS } from './fields.js';
import { memberIdField } from './members.schemas.js';
import { dayRangeInput } from './reports.schemas.js';

export const CHECK_IN_FIELD_LABEL = 'Member code or name';
/** The desk glances at the latest arrivals; the day's total is counted separately. */
export const TODAY_CHECK_INS_SHOWN = 30;

export const checkInInput = z.strictObject({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a member code or a name.'),
      z.maxLength(LIMITS.nameMax, `${CHECK_IN_FIELD_LABEL} must be at most ${LIMITS.nameMax} characters.`),
      cleanText(CHECK_IN_FIELD_LABEL),
    ),
});

export const checkInMemberInput = z.strictObject({ userId: memberIdField });

export const attendanceReportInput = dayRangeInput;

export type CheckInInput = z.infer<typeof checkInInput>;
