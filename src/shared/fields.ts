// Field schemas shared by the server's procedures and the client's forms, so both sides give the
// same message for the same mistake. zod/mini keeps the browser bundle small (~6 KB vs ~95 KB).
import * as z from 'zod/mini';
import { hasForbiddenCharacters, invalidCharactersMessage, type TextRule } from './text.js';

export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMax: 2000,
  passwordMin: 8,
  passwordMax: 256,
} as const;

/** Refuses lone surrogates and control characters (see text.ts) with a message naming the field. */
export function cleanText(label: string, rule: TextRule = 'single-line') {
  return z.refine<string>((value) => !hasForbiddenCharacters(value, rule), invalidCharactersMessage(label));
}

/**
 * The id of something the caller chose: present, no longer than our ids can be, and plain text, so a
 * NUL never reaches a query (PostgreSQL refuses one as a parameter; SQLite would only find nothing).
 * `unknown` is what a too-long id gets: it cannot be one of ours.
 */
export function idField(label: string, says: { missing: string; unknown?: string }, length = { min: 1, max: 64 }) {
  return z
    .string()
    .check(z.minLength(length.min, says.missing), z.maxLength(length.max, says.unknown), cleanText(label));
}

export const nameField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Name is required.'),
    z.maxLength(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters.`),
    cleanText('Name'),
  );

/** Emails are trimmed and lower-cased so comparisons are case-insensitive everywhere. */
export const emailField = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'Email is required.'),
    z.maxLength(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters.`),
    cleanText('Email'),
    z.email('Enter a valid email address.'),
  );

/** New passwords follow NIST 800-63B: long enough, no composition rules. */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(1, 'Password is required.'),
    z.minLength(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters.`),
    z.maxLength(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters.`),
    cleanText('Password', 'password'),
  );

/** A password being checked (sign-in, current password) only needs to be present and bounded. */
export const existingPasswordField = z
  .string()
  .check(
    z.minLength(1, 'Password is required.'),
    z.maxLength(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters.`),
    cleanText('Password', 'password'),
  );

export const messageField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Message is required.'),
    z.maxLength(LIMITS.messageMax, `Message must be at most ${LIMITS.messageMax} characters.`),
    cleanText('Message', 'multi-line'),
  );

/** A whole number between min and max, from a number input (NaN when left empty). */
export function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || Number.isNaN(issue.input)
          ? `${label} is required.`
          : `${label} must be a whole number.`,
    })
    .check(
      z.refine((n) => Number.isInteger(n), `${label} must be a whole number.`),
      z.refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${max.toLocaleString('en-US')}.`),
    );
}

/** Text that may be left empty (then ''), trimmed, at most `max` characters. */
export function optionalText(label: string, max: number, rule: TextRule = 'multi-line') {
  return z._default(
    z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`), cleanText(label, rule)),
    '',
  );
}
