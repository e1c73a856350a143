// Import members from a CSV, the Member List's CSV and the whole gym's export: the paths, limits and
// messages the browser and the server share, and the reading of a join date written the gym's way.
import * as z from 'zod/mini';
import { isCalendarDate } from './calendar.js';
import { cleanText } from './fields.js';
import {
  MEMBER_SORT_DEFAULT_DIRECTION,
  type MemberSort,
  type MemberStatusFilter,
  type SortDirection,
} from './members.schemas.js';

/** Where the browser sends the file (JSON, the file's bytes as base64, for the CSRF guard's JSON rule). */
export const MEMBER_IMPORT_PATH = '/uploads/member-import';
/** The Member List as CSV, filtered as the list is (a plain GET the browser follows with its cookie). */
export const MEMBERS_CSV_PATH = '/exports/members.csv';
/** Every table a gym owner would want, as CSV files in one zip. */
export const GYM_EXPORT_PATH = '/exports/gym.zip';

/**
 * 5 MB holds 20,000 rows of name, email, phone, plan, date and balance with room to spare; anything
 * bigger is refused before a byte of it is parsed (the browser checks first, the server again).
 */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_TOO_LARGE = 'The file is too large: at most 5 MB or 20,000 rows.';
/** How many refused rows the preview lists; the count says how many there are in all. */
export const IMPORT_REFUSALS_SHOWN = 200;

export const uploadImportInput = z.strictObject({
  fileName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Choose a CSV file.'),
      z.maxLength(255, 'The file name is too long.'),
      cleanText('File name'),
    ),
  /** The file's bytes, base64: the server, not the browser, decides whether they are UTF-8. */
  contentBase64: z.string().check(z.maxLength(Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 4, IMPORT_TOO_LARGE)),
});

export const confirmImportInput = z.strictObject({
  importId: z
    .string()
    .check(z.minLength(1, 'Import not found.'), z.maxLength(64, 'Import not found.'), cleanText('Import')),
  /** Off by default: an owner moving in decides when the members hear from the new system. */
  sendInvitations: z.optional(z.boolean()),
});

export interface ImportRefusal {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  reason: string;
}

export interface ImportPreview {
  importId: string;
  fileName: string;
  /** Rows that will become members on "Import N members". */
  toImport: number;
  /** Rows whose email already belongs to a member: skipped, which is what makes a re-run change nothing. */
  existing: number;
  refused: number;
  /** The first IMPORT_REFUSALS_SHOWN refused rows, in file order. */
  refusals: ImportRefusal[];
  /** Columns the file has that the import does not read (they are left out). */
  ignoredColumns: string[];
}

export interface ImportResult {
  imported: number;
  /** Accepted at the preview but a member by the time of the import (another admin, another run). */
  skipped: number;
  invited: number;
}

/** The Member List's filters and order as the CSV link carries them (the same names as the list's address). */
export function membersCsvUrl(filters: {
  search?: string;
  status?: MemberStatusFilter;
  planId?: string;
  overdue?: boolean;
  sort?: MemberSort;
  direction?: SortDirection;
}): string {
  const query = new URLSearchParams();
  if (filters.search) query.set('q', filters.search);
  if (filters.status && filters.status !== 'all') query.set('status', filters.status);
  if (filters.planId) query.set('plan', filters.planId);
  if (filters.overdue) query.set('overdue', '1');
  // As the list's own address: the default order (names A–Z) and a column's own direction go unsaid.
  const sort = filters.sort ?? 'name';
  if (sort !== 'name') query.set('sort', sort);
  if (filters.direction && filters.direction !== MEMBER_SORT_DEFAULT_DIRECTION[sort])
    query.set('dir', filters.direction);
  const text = query.toString();
  return text ? `${MEMBERS_CSV_PATH}?${text}` : MEMBERS_CSV_PATH;
}

type DatePart = 'day' | 'month' | 'year';

/** The order the locale writes a numeric date in ('month, day, year' for en-US) and an example. */
export function numericDateStyle(locale: string): { order: DatePart[]; example: string } {
  const format = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const sample = new Date(Date.UTC(2026, 10, 26));
  const order = format
    .formatToParts(sample)
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return { order, example: format.format(sample) };
}

/**
 * A join date as a 'YYYY-MM-DD' day: ISO ('2024-03-01') or the gym locale's numeric order
 * ('03/01/2024' in en-US, '01.03.2024' in de-DE, any of / . - as separators); null if neither.
 */
export function readImportDate(text: string, locale: string): string | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return isCalendarDate(trimmed) ? trimmed : null;
  const numbers = trimmed.split(/[/.\-\s]+/).filter(Boolean);
  if (numbers.length !== 3 || numbers.some((n) => !/^\d{1,4}$/.test(n))) return null;
  const { order } = numericDateStyle(locale);
  if (order.length !== 3) return null;
  const parts = Object.fromEntries(order.map((part, i) => [part, numbers[i] as string])) as Record<DatePart, string>;
  if (parts.year.length !== 4) return null;
  const day = `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
  return isCalendarDate(day) ? day : null;
}
