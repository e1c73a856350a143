// The Aging report: every member who owes something, their unpaid amounts by how long ago each bill
// fell due, largest total first. A page of it on screen, the whole list as CSV.
import * as z from 'zod/mini';
import { pageFields } from './pagination.js';

export const agingReportInput = z.strictObject(pageFields);
export type AgingReportInput = z.infer<typeof agingReportInput>;

/** The four ages, youngest first; each is a field of a member's row and of the totals (in cents). */
export const AGING_BUCKETS = ['days0to30Cents', 'days31to60Cents', 'days61to90Cents', 'over90Cents'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Column headings, on screen and in the CSV. Bills not yet due count as 0–30 days. */
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  days0to30Cents: '0–30 days',
  days31to60Cents: '31–60 days',
  days61to90Cents: '61–90 days',
  over90Cents: 'Over 90 days',
};

/** Where the whole aging list downloads as CSV (a plain GET, like the other reports' CSV). */
export const AGING_CSV_PATH = '/reports/aging.csv';
