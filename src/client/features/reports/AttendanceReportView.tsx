// The attendance report: totals, check-ins per day and per hour of the gym's day, each with a chart.
import { useMemo } from 'react';
import { formatDay } from '../../lib/format.js';
import { CHART_COLORS, type ChartSpec } from './chart.types.js';
import { ReportChart } from './ReportChart.js';
import { ReportTable } from './ReportTable.js';
import { type AttendanceReport, hourLabel, shortDay } from './reportTypes.js';

export function AttendanceReportView({ report }: { report: AttendanceReport }) {
  const range = `${formatDay(report.startDate)} to ${formatDay(report.endDate)}`;
  const byDayChart = useMemo<ChartSpec>(
    () => ({
      title: 'Check-ins per day',
      kind: 'bars',
      labels: report.byDay.map((d) => shortDay(d.day)),
      series: [{ label: 'Check-ins', values: report.byDay.map((d) => d.checkIns), color: CHART_COLORS.primary }],
    }),
    [report],
  );
  const byHourChart = useMemo<ChartSpec>(
    () => ({
      title: "Check-ins per hour of the gym's day",
      kind: 'bars',
      labels: report.byHour.map((h) => hourLabel(h.hour)),
      series: [{ label: 'Check-ins', values: report.byHour.map((h) => h.checkIns), color: CHART_COLORS.info }],
    }),
    [report],
  );
  return (
    <>
      <ReportTable
        caption={`Attendance, ${range}`}
        columns={['Figure', 'Count']}
        numeric={[1]}
        rows={[
          ['Check-ins', report.checkIns],
          ['Members who checked in', report.members],
        ]}
      />
      <ReportChart spec={byDayChart} />
      <ReportTable
        caption="Check-ins per day"
        columns={['Day', 'Check-ins', 'Members']}
        numeric={[1, 2]}
        rows={report.byDay.map((d) => [formatDay(d.day), d.checkIns, d.members])}
      />
      <ReportChart spec={byHourChart} />
      <ReportTable
        caption="Check-ins per hour"
        columns={['Hour', 'Check-ins']}
        numeric={[1]}
        rows={report.byHour.map((h) => [hourLabel(h.hour), h.checkIns])}
      />
    </>
  );
}
