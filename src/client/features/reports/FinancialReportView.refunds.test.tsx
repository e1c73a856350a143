// @vitest-environment jsdom
// The financial report with refunds in its range: a Refunds line and Net collected under Collected,
// and a Refunded column by month and by plan. (Without refunds it reads as before: ReportTables.test.)
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { FinancialReportView } from './FinancialReportView.js';
import type { FinancialReport } from './reportTypes.js';

// jsdom has no canvas.
vi.mock('./chartLoader.js', () => ({ loadUPlotChart: vi.fn(async () => ({ default: () => null })) }));

setupMswServer();

const REPORT: FinancialReport = {
  type: 'financial',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  billCount: 1,
  totalCents: 5000,
  total: '$50.00',
  billedCents: 5000,
  collectedCents: 5000,
  refundedCents: 2000,
  netCollectedCents: 3000,
  outstandingCents: 2000,
  byMonth: [{ month: '2026-03', billedCents: 5000, collectedCents: 5000, refundedCents: 2000, outstandingCents: 2000 }],
  byPlan: [{ plan: 'Gold', billedCents: 5000, collectedCents: 5000, refundedCents: 2000, outstandingCents: 2000 }],
  byDay: [
    { day: '2026-03-02', billCount: 1, billedCents: 5000, collectedCents: 5000, refundedCents: 0 },
    { day: '2026-03-10', billCount: 0, billedCents: 0, collectedCents: 0, refundedCents: 2000 },
  ],
  bills: [],
  billsShown: 0,
  billsTruncated: false,
};

/** A table's rows as text, found by its caption. */
function rowsOf(caption: string): string[][] {
  const table = within(document.body).getByRole('table', { name: caption });
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''),
  );
}

describe('the financial report with refunds', () => {
  it('shows Refunds and Net collected, and what was refunded by month and by plan', async () => {
    const page = renderPage(<FinancialReportView report={REPORT} />);
    await page.findByRole('table', { name: 'Money, Mar 1, 2026 to Mar 31, 2026' });
    expect(rowsOf('Money, Mar 1, 2026 to Mar 31, 2026')).toEqual([
      ['Figure', 'Amount'],
      ['Bills issued', '1'],
      ['Total billed', '$50.00'],
      ['Collected', '$50.00'],
      ['Refunds', '$20.00'],
      ['Net collected', '$30.00'],
      ['Outstanding on these bills', '$20.00'],
    ]);
    expect(rowsOf('By month')).toEqual([
      ['Month', 'Billed', 'Collected', 'Refunded', 'Outstanding'],
      ['Mar 2026', '$50.00', '$50.00', '$20.00', '$20.00'],
    ]);
    expect(rowsOf('By plan')[1]).toEqual(['Gold', '$50.00', '$50.00', '$20.00', '$20.00']);
  });
});
