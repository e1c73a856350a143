// The gym's waiver: what the admin may save, what sign-up and "Add member" send with it, and the
// rule for the typed name (the same on both sides, so the form says it before the server does).
import * as z from 'zod/mini';
import { cleanText } from './fields.js';

export const WAIVER_TEXT_MAX = 20_000;
const TYPED_NAME_MAX = 100;

export const WAIVER_MESSAGES = {
  mustAccept: 'Please tick "I have read and accept the waiver".',
  typeName: 'Type your full name to sign the waiver.',
  nameMismatch: 'The typed name must match the name given above.',
  /** Booking (and the member home) while the gym's current waiver is not accepted. */
  pending: "Please accept the gym's waiver first (My waiver).",
  noWaiver: 'The gym has no waiver to accept.',
} as const;

export const waiverTextField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(WAIVER_TEXT_MAX, 'The waiver must be at most 20,000 characters.'),
    cleanText('Waiver', 'multi-line'),
  );

export const waiverUpdateInput = z.strictObject({ text: waiverTextField });

const typedNameField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(TYPED_NAME_MAX, `Full name must be at most ${TYPED_NAME_MAX} characters.`),
    cleanText('Full name'),
  );

/**
 * Sent with sign-up and "Add member": required only when the gym has a waiver, so they are optional
 * in the schema and checked against the gym's settings by the server (waiverRefusal).
 */
export const waiverAcceptanceFields = {
  waiverAccepted: z.optional(z.boolean('Accepting the waiver must be yes or no.')),
  waiverName: z.optional(typedNameField),
};

/** /member/waiver: the member accepts the version they were shown. */
export const waiverAcceptInput = z.strictObject({
  version: z.int().check(z.minimum(1, 'Unknown waiver version.'), z.maximum(1_000_000, 'Unknown waiver version.')),
  accepted: z.boolean('Accepting the waiver must be yes or no.'),
  typedName: typedNameField,
});

export interface Waiver {
  text: string;
  version: number;
  updatedAt: string | null;
}

/** The gym has a waiver when it saved one: version 0 or an emptied text means none is asked for. */
export function hasWaiver(waiver: Pick<Waiver, 'text' | 'version'>): boolean {
  return waiver.version > 0 && waiver.text.trim() !== '';
}

function folded(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** The typed name matches the account's name, ignoring capitals and spacing. */
export function typedNameMatches(typed: string, name: string): boolean {
  return folded(typed) !== '' && folded(typed) === folded(name);
}

/** The field and message when a waiver is required and the acceptance is missing or wrong. */
export function waiverRefusal(
  waiver: Pick<Waiver, 'text' | 'version'>,
  input: { name: string; waiverAccepted?: boolean; waiverName?: string },
): { field: 'waiverAccepted' | 'waiverName'; message: string } | null {
  if (!hasWaiver(waiver)) return null;
  if (input.waiverAccepted !== true) return { field: 'waiverAccepted', message: WAIVER_MESSAGES.mustAccept };
  const typed = input.waiverName ?? '';
  if (typed.trim() === '') return { field: 'waiverName', message: WAIVER_MESSAGES.typeName };
  if (!typedNameMatches(typed, input.name)) return { field: 'waiverName', message: WAIVER_MESSAGES.nameMismatch };
  return null;
}
