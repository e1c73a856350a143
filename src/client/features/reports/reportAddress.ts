// A report named by the address (/admin/reports?type=financial&startDate=…&endDate=…), so a link
// elsewhere — the key number "Collected this month" — opens the report that shows the same figure.
import { dayRangeInput, REPORT_TYPES, type ReportType } from '../../../shared/reports.schemas.js';
import type { ReportRequest } from './fetchReport.js';

/** The query string that asks for `request` (without the '?'). */
export function reportSearch(request: ReportRequest): string {
  const params = new URLSearchParams({ type: request.type });
  if (request.type !== 'membership') {
    params.set('startDate', request.input.startDate);
    params.set('endDate', request.input.endDate);
  }
  return params.toString();
}

/** The report the address asks for, or null when it names none or its days are not a valid range. */
export function reportRequestFrom(search: string): ReportRequest | null {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  if (!(REPORT_TYPES as readonly (string | null)[]).includes(type)) return null;
  if (type === 'membership') return { type };
  const range = dayRangeInput.safeParse({
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
  });
  return range.success ? { type: type as Exclude<ReportType, 'membership'>, input: range.data } : null;
}
