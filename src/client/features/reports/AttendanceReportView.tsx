// The attendance report: totals, check-ins per day and per hour of the gym's day, each with a chart.
import { useMemo } from 'react';
import { useGymFormat } from '../../lib/gym.js';
import { CHART_COLORS, type ChartSpec } from './chart.types.js';
import { ReportChart } from './ReportChart.js';
import { ReportTable } from './ReportTable.js';
import { type AttendanceReport, hourOfDay } from './reportTypes.js';

export function AttendanceReportView({ report }: { report: AttendanceReport }) {
  const format = useGymFormat();
  const range = `${format.date(report.startDate)} to ${format.date(report.endDate)}`;
  const byDayChart = useMemo<ChartSpec>(
    () => ({
      title: 'Check-ins per day',
      kind: 'bars',
      labels: report.byDay.map((d) => format.date(d.day)),
      series: [{ label: 'Check-ins', values: report.byDay.map((d) => d.checkIns), color: CHART_COLORS.primary }],
      formatValue: format.count,
    }),
    [report, format],
  );
  const byHourChart = useMemo<ChartSpec>(
    () => ({
      title: "Check-ins per hour of the gym's day",
      kind: 'bars',
      labels: report.byHour.map((h) => hourOfDay(format, h.hour)),
      series: [{ label: 'Check-ins', values: report.byHour.map((h) => h.checkIns), color: CHART_COLORS.info }],
      formatValue: format.count,
    }),
    [report, format],
  );
  return (
    <>
      <ReportTable
        caption={`Attendance, ${range}`}
        columns={['Figure', 'Count']}
        numeric={[1]}
        rows={[
          ['Check-ins', format.count(report.checkIns)],
          ['Members who checked in', format.count(report.members)],
        ]}
      />
      <ReportChart spec={byDayChart} />
      <ReportTable
        caption="Check-ins per day"
        columns={['Day', 'Check-ins', 'Members']}
        numeric={[1, 2]}
        rows={report.byDay.map((d) => [format.date(d.day), format.count(d.checkIns), format.count(d.members)])}
      />
      <ReportChart spec={byHourChart} />
      <ReportTable
        caption="Check-ins per hour"
        columns={['Hour', 'Check-ins']}
        numeric={[1]}
        rows={report.byHour.map((h) => [hourOfDay(format, h.hour), format.count(h.checkIns)])}
      />
    </>
  );
}
