// The financial report: totals, a chart of billed and collected (per day for up to three months,
// per month beyond), tables by month and by plan, and the bills in range with names and statuses.
import { useMemo } from 'react';
import { BILL_STATUS_LABELS, displayStatus } from '../../../shared/billing.schemas.js';
import { addDays, addMonthsClamped, daysBetween } from '../../../shared/calendar.js';
import type { GymFormat } from '../../../shared/format.js';
import { useGymFormat, useGymToday } from '../../lib/gym.js';
import { CHART_COLORS, type ChartSpec } from './chart.types.js';
import { ReportChart } from './ReportChart.js';
import { ReportTable } from './ReportTable.js';
import type { FinancialReport } from './reportTypes.js';

/** Up to this many days the chart shows each day; a longer range is shown per month. */
const DAILY_CHART_MAX_DAYS = 92;

function chartFor(report: FinancialReport, format: GymFormat): ChartSpec {
  const series = (billed: number[], collected: number[]) => [
    { label: 'Billed', values: billed, color: CHART_COLORS.primary },
    { label: 'Collected', values: collected, color: CHART_COLORS.accent },
  ];
  if (daysBetween(report.startDate, report.endDate) < DAILY_CHART_MAX_DAYS) {
    const found = new Map(report.byDay.map((d) => [d.day, d]));
    const days: string[] = [];
    for (let day = report.startDate; day <= report.endDate; day = addDays(day, 1)) days.push(day);
    return {
      title: 'Billed and collected per day',
      kind: 'lines',
      labels: days.map(format.date),
      series: series(
        days.map((d) => found.get(d)?.billedCents ?? 0),
        days.map((d) => found.get(d)?.collectedCents ?? 0),
      ),
      formatValue: format.money,
    };
  }
  // Every month of the range, those without bills or payments at zero, as the days are above: a
  // year with one busy month is drawn as a year, not as one bar.
  const found = new Map(report.byMonth.map((m) => [m.month, m]));
  const months: string[] = [];
  for (let month = report.startDate.slice(0, 7); month <= report.endDate.slice(0, 7); ) {
    months.push(month);
    month = addMonthsClamped(`${month}-01`, 1).slice(0, 7);
  }
  return {
    title: 'Billed and collected per month',
    kind: 'bars',
    labels: months.map(format.month),
    series: series(
      months.map((m) => found.get(m)?.billedCents ?? 0),
      months.map((m) => found.get(m)?.collectedCents ?? 0),
    ),
    formatValue: format.money,
  };
}

/**
 * The same measure as the dashboard's "Outstanding, all open bills" (what is still owed today on open
 * bills), over fewer bills: those issued in the range. Said beside the figure, so the two never seem
 * to disagree without a word of why.
 */
const OUTSTANDING_HELP =
  "Outstanding is what members still owe today on the bills issued in this range. The dashboard's " +
  'Outstanding counts every open bill, whatever its date.';

/** Refunds have their lines and column only in a range that had some (most gyms take no card online). */
const moneyColumns = (refunds: boolean) =>
  refunds ? ['Billed', 'Collected', 'Refunded', 'Outstanding'] : ['Billed', 'Collected', 'Outstanding'];

export function FinancialReportView({ report }: { report: FinancialReport }) {
  const format = useGymFormat();
  const today = useGymToday();
  const chart = useMemo(() => chartFor(report, format), [report, format]);
  const refunds = report.refundedCents !== 0;
  const columns = moneyColumns(refunds);
  const numeric = columns.map((_, i) => i + 1);
  const money = (t: {
    billedCents: number;
    collectedCents: number;
    refundedCents: number;
    outstandingCents: number;
  }) => [
    format.money(t.billedCents),
    format.money(t.collectedCents),
    ...(refunds ? [format.money(t.refundedCents)] : []),
    format.money(t.outstandingCents),
  ];
  return (
    <>
      <ReportTable
        caption={`Money, ${format.date(report.startDate)} to ${format.date(report.endDate)}`}
        columns={['Figure', 'Amount']}
        numeric={[1]}
        rows={[
          ['Bills issued', format.count(report.billCount)],
          ['Total billed', format.money(report.totalCents)],
          ['Collected', format.money(report.collectedCents)],
          ...(refunds
            ? [
                ['Refunds', format.money(report.refundedCents)],
                ['Net collected', format.money(report.netCollectedCents)],
              ]
            : []),
          ['Outstanding on these bills', format.money(report.outstandingCents)],
        ]}
        note={OUTSTANDING_HELP}
      />
      <ReportChart spec={chart} />
      <ReportTable
        caption="By month"
        columns={['Month', ...columns]}
        numeric={numeric}
        rows={report.byMonth.map((m) => [format.month(m.month), ...money(m)])}
        empty="No bills or payments in this range."
      />
      <ReportTable
        caption="By plan"
        columns={['Plan', ...columns]}
        numeric={numeric}
        rows={report.byPlan.map((p) => [p.plan, ...money(p)])}
        empty="No bills or payments in this range."
      />
      <ReportTable
        caption="Bills issued in this range"
        columns={['Member', 'Issued', 'Description', 'Status', 'Amount', 'Paid']}
        numeric={[4, 5]}
        rows={report.bills.map((bill) => [
          bill.memberName || 'Former member',
          format.date(bill.issueDate),
          bill.description,
          BILL_STATUS_LABELS[displayStatus(bill, today)],
          format.money(bill.amountCents),
          format.money(bill.paidCents),
        ])}
        empty="No bills issued in this range."
        note={
          report.billsTruncated
            ? `Showing the newest ${format.countOf(report.billsShown, 'bill')} of ${format.count(report.billCount)}. Download CSV for all of them.`
            : undefined
        }
      />
    </>
  );
}
