// The membership report as tables. There is no chart: the report has no figures by day or month.
import { countOf, formatDateTime, formatGymDayTime } from '../../lib/format.js';
import { useGymTimeZone } from '../../lib/gym.js';
import { ReportTable } from './ReportTable.js';
import type { MembershipReport } from './reportTypes.js';

export function MembershipReportView({ report }: { report: MembershipReport }) {
  const timeZone = useGymTimeZone();
  const generated = timeZone ? formatGymDayTime(report.generatedAt, timeZone) : formatDateTime(report.generatedAt);
  const types = Object.entries(report.membersByType);
  return (
    <>
      <ReportTable
        caption="Membership"
        columns={['Figure', 'Count']}
        numeric={[1]}
        rows={[
          ['Total members', report.totalMembers],
          ['Pending requests', report.pendingRequests],
          ['New members in the last 30 days', report.newMembersLast30Days],
        ]}
        note={`Generated ${generated}.`}
      />
      <ReportTable
        caption="Members by membership type"
        columns={['Membership Type', 'Members']}
        numeric={[1]}
        rows={types.map(([plan, count]) => [plan, count])}
        empty="No membership types yet."
        note={countOf(types.length, 'membership type')}
      />
    </>
  );
}
