// On the staff's member page: whether the member accepted the gym's waiver (version, day, address),
// and for administrators, their "Close my account" request with "Erase personal data".
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { PageCard } from '../members/page/PageCard.js';
import { useMay } from '../session/useMay.js';
import { EraseAccountButton } from './EraseAccountButton.js';
import './account.css';

export function MemberAccountCard({ member }: { member: { id: string; name: string } }) {
  const may = useMay();
  return (
    <PageCard title="Waiver and account">
      <WaiverLine userId={member.id} />
      {may('account.closureOfMember') && <ClosureLine member={member} />}
    </PageCard>
  );
}

function WaiverLine({ userId }: { userId: string }) {
  const format = useGymFormat();
  const line = trpc.waiver.ofMember.useQuery({ userId });
  if (line.isPending) return <Loading label="Loading the waiver..." />;
  if (line.isError) return <Alert tone="error">{messageOf(line.error, 'Could not load the waiver.')}</Alert>;
  const { accepted, pending, currentVersion, gymHasWaiver } = line.data;
  let text: string;
  if (accepted) {
    text = `Waiver accepted: version ${accepted.version} on ${format.date(accepted.acceptedAt)}`;
    text += accepted.ip ? ` from ${accepted.ip}` : '';
    if (pending) text += ` (version ${currentVersion} not yet accepted)`;
  } else {
    text = gymHasWaiver ? 'Waiver: Not accepted' : 'Waiver: Not accepted (the gym has no waiver)';
  }
  return <p className="member-account-line">{text}</p>;
}

function ClosureLine({ member }: { member: { id: string; name: string } }) {
  const format = useGymFormat();
  const action = useActionMessage();
  const closure = trpc.account.closureOfMember.useQuery({ userId: member.id });
  if (closure.isPending) return null;
  if (closure.isError) return <Alert tone="error">{messageOf(closure.error, 'Could not load the account.')}</Alert>;
  const data = closure.data;
  return (
    <>
      <ActionMessageView action={action} />
      {data?.status === 'requested' && (
        <>
          <p className="member-account-line">Asked to close their account on {format.date(data.requestedAt)}.</p>
          <EraseAccountButton userId={member.id} name={member.name} action={action} />
        </>
      )}
      {data?.status === 'erased' && data.decidedAt && (
        <p className="member-account-line">Personal data erased on {format.date(data.decidedAt)}.</p>
      )}
    </>
  );
}
