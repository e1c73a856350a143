// The gym's own settings, as the Settings section edits them (Gym, Money, Rules) and every screen
// reads them. The same checks run in the form and on the server, with a message per field.
import * as z from 'zod/mini';
import { isTimeZone } from './calendar.js';
import { cleanText, LIMITS, optionalText, wholeNumber } from './fields.js';
import { canonicalLocale, WEEKDAYS, type Weekday } from './format.js';
import { isSupportedCurrency } from './money.js';
import type { WeightUnit } from './weights.js';

export { WEEKDAYS, type Weekday };

/** A day's opening hours. The times are kept while the day is marked closed, so a form loses nothing. */
export interface DayHours {
  closed: boolean;
  /** 'HH:MM', the gym's wall clock. */
  opens: string;
  closes: string;
}
export type OpeningHours = Record<Weekday, DayHours>;

/** The spec's business hours: Mon-Fri 6:00 AM-10:00 PM, Sat-Sun 8:00 AM-8:00 PM. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  mon: { closed: false, opens: '06:00', closes: '22:00' },
  tue: { closed: false, opens: '06:00', closes: '22:00' },
  wed: { closed: false, opens: '06:00', closes: '22:00' },
  thu: { closed: false, opens: '06:00', closes: '22:00' },
  fri: { closed: false, opens: '06:00', closes: '22:00' },
  sat: { closed: false, opens: '08:00', closes: '20:00' },
  sun: { closed: false, opens: '08:00', closes: '20:00' },
};

/** What a fresh install calls the gym until its owner names it. */
export const DEFAULT_GYM_NAME = 'Your Gym';

export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TOO_BIG = 'The logo must be at most 512 KB.';
/** Amounts are kept in the currency's minor unit: another currency would read them wrongly. */
export const CURRENCY_LOCKED =
  'The currency cannot change once amounts are recorded in it (bills, payments or plan prices).';
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export const SETTINGS_LIMITS = {
  taglineMax: 120,
  streetMax: 200,
  cityMax: 100,
  phoneMax: 40,
  websiteMax: 200,
  aboutMax: 4000,
  taxNameMax: 40,
  taxIdMax: 60,
  receiptFooterMax: 500,
} as const;

/** The zone's own spelling ('america/new_york' → 'America/New_York'), so one zone is always one text. */
function canonicalZone(zone: string): string {
  return isTimeZone(zone) ? new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone : zone;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const dayHoursField = z
  .strictObject({
    closed: z.boolean(),
    opens: z.string().check(z.refine((t) => TIME_OF_DAY.test(t), 'Enter a time like 06:00.')),
    closes: z.string().check(z.refine((t) => TIME_OF_DAY.test(t), 'Enter a time like 22:00.')),
  })
  .check(
    z.refine((day) => day.closed || day.closes > day.opens, {
      message: 'Closing time must be after opening time.',
      path: ['closes'],
    }),
  );

export const openingHoursField = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursField])) as Record<Weekday, typeof dayHoursField>,
);

const emailOrEmpty = z._default(
  z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters.`),
    z.refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address.'),
  ),
  '',
);

const websiteOrEmpty = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(SETTINGS_LIMITS.websiteMax, `Website must be at most ${SETTINGS_LIMITS.websiteMax} characters.`),
    cleanText('Website'),
    z.refine(
      (v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v),
      'Enter a web address like https://gym.example.com.',
    ),
  ),
  '',
);

/** A phone number that may be left empty; also My profile's phone fields (labelled by `label`). */
export function phoneOrEmptyField(label: string) {
  return z._default(
    z.string().check(
      z.trim(),
      z.maxLength(SETTINGS_LIMITS.phoneMax, `${label} must be at most ${SETTINGS_LIMITS.phoneMax} characters.`),
      z.refine((v) => /^[0-9+()./\s-]*$/.test(v), `${label} may only have digits, spaces and + ( ) - . /`),
    ),
    '',
  );
}

const phoneOrEmpty = phoneOrEmptyField('Phone');

/** "Gym": who the gym is and when it is open. */
export const gymDetailsInput = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Gym name is required.'),
      z.maxLength(LIMITS.nameMax, `Gym name must be at most ${LIMITS.nameMax} characters.`),
      cleanText('Gym name'),
    ),
  tagline: optionalText('Tagline', SETTINGS_LIMITS.taglineMax, 'single-line'),
  street: optionalText('Street address', SETTINGS_LIMITS.streetMax, 'single-line'),
  city: optionalText('City', SETTINGS_LIMITS.cityMax, 'single-line'),
  phone: phoneOrEmpty,
  email: emailOrEmpty,
  website: websiteOrEmpty,
  about: optionalText('About us', SETTINGS_LIMITS.aboutMax),
  hours: openingHoursField,
});

/** A tax rate as typed: '' (no tax) or a percentage with at most 2 decimals, 0 to 100. */
const taxRateField = z._default(
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^\d{1,3}([.,]\d{1,2})?$/.test(v), 'Enter a rate like 20 or 7.5.'),
    z.refine((v) => v === '' || taxRateToBasisPoints(v) <= 10_000, 'Tax rate must be at most 100.'),
  ),
  '',
);

/** '7.5' or '7,5' (a percentage) -> 750 (hundredths of a percent); '' -> 0. */
export function taxRateToBasisPoints(text: string): number {
  if (text.trim() === '') return 0;
  const [whole = '0', fraction = ''] = text.trim().replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 750 -> '7.5'; 0 -> ''. The form's text for a stored rate. */
export function basisPointsToTaxRate(basisPoints: number): string {
  if (basisPoints === 0) return '';
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** "Money": the currency and how numbers and dates are written, and what receipts say about tax. */
export const moneySettingsInput = z.strictObject({
  currency: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.refine(isSupportedCurrency, 'Choose a currency by its three-letter code, such as EUR.'),
    ),
  locale: z.string().check(
    z.trim(),
    z.refine((tag) => canonicalLocale(tag) !== null, 'Choose a language and region such as en-GB or de-DE.'),
    z.overwrite((tag) => canonicalLocale(tag) ?? tag),
  ),
  taxName: optionalText('Tax name', SETTINGS_LIMITS.taxNameMax, 'single-line'),
  taxRate: taxRateField,
  taxId: optionalText('Tax ID', SETTINGS_LIMITS.taxIdMax, 'single-line'),
  receiptFooter: optionalText('Receipt footer', SETTINGS_LIMITS.receiptFooterMax),
});

/** "Rules": the gym's clock and the rules that run on it. */
export const rulesInput = z.strictObject({
  timeZone: z
    .string()
    .check(
      z.trim(),
      z.refine(isTimeZone, 'Choose a time zone such as Europe/London (Region/City).'),
      z.overwrite(canonicalZone),
    ),
  billingDueDays: wholeNumber('Days to pay a bill', 0, 365),
  checkinGraceDays: wholeNumber('Days a bill may be overdue at check-in', 0, 365),
  bookingCancelHours: wholeNumber('Hours before a class to cancel', 0, 168),
});

/** A logo as the browser read it: the file's bytes in base64. Its real type is read from the bytes. */
export const logoInput = z.strictObject({
  base64: z
    .string()
    .check(
      z.minLength(1, 'Choose a logo file.'),
      z.maxLength(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, LOGO_TOO_BIG),
      z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The logo could not be read. Choose a PNG, JPEG or SVG file.'),
    ),
});

export type GymDetailsInput = z.input<typeof gymDetailsInput>;
export type MoneySettingsInput = z.input<typeof moneySettingsInput>;
export type RulesInput = z.input<typeof rulesInput>;

/** Every setting, as the server keeps them and the screens read them. */
export interface GymSettings {
  /** Goes up by one with every saved change: processes compare it to know their copy is current. */
  version: number;
  name: string;
  tagline: string;
  street: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  about: string;
  hours: OpeningHours;
  /** The logo's type and the version it was saved at (its URL carries it, so caches never serve an old one). */
  logo: { type: LogoType; version: number } | null;
  currency: string;
  locale: string;
  taxName: string;
  /** Hundredths of a percent: 2000 is 20 %. Prices include it; receipts state the tax part. */
  taxRateBasisPoints: number;
  taxId: string;
  receiptFooter: string;
  /** IANA zone: "today", due dates, class times and report days are in it. */
  timeZone: string;
  billingDueDays: number;
  checkinGraceDays: number;
  bookingCancelHours: number;
  /** The owner hid the "Get your gym ready" checklist. */
  checklistHidden: boolean;
  /** The waiver members accept at sign-up and "Add member"; version 0: the gym has none. */
  waiver: { text: string; version: number; updatedAt: string | null };
  /** A member's "Pause my membership" is approved at once instead of waiting for an admin. */
  pauseAutoApprove: boolean;
  /** How many hours before a class its reminder goes out. */
  classReminderHours: number;
  /** Loads (programs, logged sets) are shown and typed in kg or lb; stored in grams. */
  weightUnit: WeightUnit;
}

/** What the environment may seed on the first start (and tests set up). */
export type SettingsSeed = Pick<
  GymSettings,
  'timeZone' | 'billingDueDays' | 'checkinGraceDays' | 'bookingCancelHours' | 'currency'
> &
  Partial<Pick<GymSettings, 'name' | 'locale'>>;
