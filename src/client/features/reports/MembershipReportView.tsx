// The membership report as tables. There is no chart: the report has no figures by day or month.
// A plan's members are its active and paused ones; cancelled members have their own column and are
// never counted as if still on the plan.
import { MEMBERSHIP_STATUS_LABELS, MEMBERSHIP_STATUSES } from '../../../shared/memberships.schemas.js';
import { useGymFormat } from '../../lib/gym.js';
import { ReportTable } from './ReportTable.js';
import type { MembershipReport } from './reportTypes.js';

export function MembershipReportView({ report }: { report: MembershipReport }) {
  const format = useGymFormat();
  const plans = report.membersByPlanAndStatus;
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
        caption="Members by status"
        columns={['Status', 'Members']}
        numeric={[1]}
        rows={MEMBERSHIP_STATUSES.map((status) => [
          MEMBERSHIP_STATUS_LABELS[status],
          format.count(report.membersByStatus[status]),
        ])}
      />
      <ReportTable
        caption="Members by membership type"
        columns={['Membership Type', 'Members', ...MEMBERSHIP_STATUSES.map((s) => MEMBERSHIP_STATUS_LABELS[s])]}
        numeric={[1, 2, 3, 4]}
        rows={plans.map((row) => [
          row.plan,
          format.count(report.membersByType[row.plan] ?? 0),
          ...MEMBERSHIP_STATUSES.map((status) => format.count(row[status])),
        ])}
        empty="No membership types yet."
        note={`${format.countOf(plans.length, 'membership type')}. Members are the active and paused ones; cancelled members are counted apart.`}
      />
    </>
  );
}
