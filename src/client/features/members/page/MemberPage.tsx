// /admin/members/<id>: one member on one page. The heading is their name; below it cards for the
// facts and membership actions, the pass (visits left, "Sell a pass"), bills and payments, check-ins, class bookings, admin notes and the
// history of what happened. An id that is no member's says so and leads back to the Member List.
import './member-page.css';
import { useParams } from 'wouter';
import { LoadError } from '../../../components/LoadError.js';
import { Loading } from '../../../components/Loading.js';
import { useNamedTitle } from '../../../lib/documentTitle.js';
import { errorCodeOf } from '../../../lib/errors.js';
import { trpc } from '../../../lib/trpc.js';
import { MemberAccountCard } from '../../account/MemberAccountCard.js';
import { MemberAppointmentsPanel } from '../../appointments/MemberAppointmentsPanel.js';
import { useMay } from '../../session/useMay.js';
import { PtPacksCard } from '../../trainers/PtPacksCard.js';
import { BookingsCard } from './BookingsCard.js';
import { CheckInsCard } from './CheckInsCard.js';
import { HistoryCard } from './HistoryCard.js';
import { MemberBillsCard } from './MemberBillsCard.js';
import { MemberFactsCard } from './MemberFactsCard.js';
import { MemberPassCard } from './MemberPassCard.js';
import { BackToMemberList } from './memberListReturn.js';
import { NotesCard } from './NotesCard.js';
import { PausesCard } from './PausesCard.js';
import { useRefreshAfterActions } from './useRefreshAfterActions.js';

export function MemberPage() {
  const { id = '' } = useParams<{ id: string }>();
  const member = trpc.memberPage.get.useQuery({ userId: id }, { enabled: id !== '' });
  useNamedTitle(member.data?.name);
  useRefreshAfterActions();
  const may = useMay();

  if (member.isPending) {
    return (
      <div className="member-page">
        <BackToMemberList />
        <Loading label="Loading member..." />
      </div>
    );
  }
  if (member.isError && errorCodeOf(member.error) === 'NOT_FOUND') {
    return (
      <div className="member-page">
        <h2>Member not found</h2>
        <p>No member with this id.</p>
        <BackToMemberList />
      </div>
    );
  }
  if (member.isError) {
    return (
      <div className="member-page">
        <BackToMemberList />
        <LoadError
          error={member.error}
          fallback="Could not load this member."
          retry={() => member.refetch()}
          retrying={member.isFetching}
        />
      </div>
    );
  }

  const profile = member.data;
  return (
    <div className="member-page">
      <BackToMemberList />
      <h2 className="member-page-name">{profile.name}</h2>
      <MemberFactsCard member={profile} />
      <MemberPassCard member={profile} />
      {may('ptPacks.forMember') && <PtPacksCard member={profile} />}
      {may('pauses.forMember') && <PausesCard memberId={profile.id} name={profile.name} />}
      <MemberBillsCard member={profile} />
      <CheckInsCard memberId={profile.id} />
      <BookingsCard memberId={profile.id} />
      {may('ptAppointments.forMember') && <MemberAppointmentsPanel memberId={profile.id} />}
      <NotesCard memberId={profile.id} />
      <MemberAccountCard member={profile} />
      <HistoryCard memberId={profile.id} />
    </div>
  );
}
