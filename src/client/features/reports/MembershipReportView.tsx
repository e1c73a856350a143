// The membership report as tables. There is no chart: the report has no figures by day or month.
import { useGymFormat } from '../../lib/gym.js';
import { ReportTable } from './ReportTable.js';
import type { MembershipReport } from './reportTypes.js';

export function MembershipReportView({ report }: { report: MembershipReport }) {
  const format = useGymFormat();
  const types = Object.entries(report.membersByType);
  return (
    <>
      <ReportTable
        caption="Membership"
        columns={['Figure', 'Count']}
        numeric={[1]}
        rows={[
          ['Total members', format.count(report.totalMembers)],
          ['Pending requests', format.count(report.pendingRequests)],
          ['New members in the last 30 days', format.count(report.newMembersLast30Days)],
        ]}
        note={`Generated ${format.dateTime(report.generatedAt)}.`}
      />
      <ReportTable
        caption="Members by membership type"
        columns={['Membership Type', 'Members']}
        numeric={[1]}
        rows={types.map(([plan, count]) => [plan, format.count(count)])}
        empty="No membership types yet."
        note={format.countOf(types.length, 'membership type')}
      />
    </>
  );
}
