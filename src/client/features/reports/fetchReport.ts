import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';
import type { DayRangeInput } from '../../../shared/reports.schemas.js';
import type { trpc } from '../../lib/trpc.js';

export type ReportRequest =
  | { type: 'membership' }
  | { type: 'attendance'; input: DayRangeInput }
  | { type: 'financial'; input: DayRangeInput };

// The Aging report is paged and reads itself (AgingReport.tsx): it is not one of the generated ones.
type ReportOutputs = Omit<inferRouterOutputs<AppRouter>['reports'], 'aging'>;
export type Report = ReportOutputs[keyof ReportOutputs];

type Utils = ReturnType<typeof trpc.useUtils>;

/** Asks the server for a fresh report (a cached answer would show an old generatedAt). */
export async function fetchReport(utils: Utils, request: ReportRequest): Promise<Report> {
  switch (request.type) {
    case 'membership':
      return utils.reports.membership.fetch(undefined, { staleTime: 0 });
    case 'financial':
      return utils.reports.financial.fetch(request.input, { staleTime: 0 });
    case 'attendance':
      return utils.reports.attendance.fetch(request.input, { staleTime: 0 });
  }
}
