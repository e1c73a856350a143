// The self check-in tablet: a member types or scans their own code. The room sees the answer, so it
// says only "welcome" with a first name or "see the front desk" — never a balance or a reason.
import * as z from 'zod/mini';
import { cleanText } from './fields.js';

export const SELF_CHECK_IN_FIELD_LABEL = 'Your member code';
/** Longer than any code (8 characters, maybe spaced or dashed), short enough to refuse junk early. */
export const SELF_CHECK_IN_CODE_MAX = 32;

export const selfCheckInInput = z.strictObject({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your member code.'),
      z.maxLength(SELF_CHECK_IN_CODE_MAX, 'Enter your member code.'),
      cleanText('Member code'),
    ),
});

export type SelfCheckInInput = z.infer<typeof selfCheckInInput>;

export type SelfCheckInAnswer = { outcome: 'welcome'; firstName: string } | { outcome: 'see_desk' };

export const SEE_DESK_TEXT = 'Please see the front desk';
export const welcomeText = (firstName: string) => `Welcome, ${firstName}!`;
