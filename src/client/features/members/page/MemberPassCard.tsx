// The member's pass on their page: visits left and its last day, or why it no longer lets them in;
// with "Sell a pass" for the desk. The desk's refusal card links here with `?sell=pass`, which opens
// the dialog at once.
import { type ReactNode, useState } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '../../../components/Alert.js';
import { LoadError } from '../../../components/LoadError.js';
import { Loading } from '../../../components/Loading.js';
import { useGymFormat, useGymToday } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { useMay } from '../../session/useMay.js';
import { SellPassDialog } from '../SellPassDialog.js';
import { PageCard } from './PageCard.js';

export function MemberPassCard({ member }: { member: { id: string; name: string } }) {
  const format = useGymFormat();
  const today = useGymToday();
  const may = useMay();
  const asked = new URLSearchParams(useSearch()).get('sell') === 'pass';
  const [sold, setSold] = useState<string | null>(null);
  const query = trpc.passes.forMember.useQuery({ memberId: member.id });

  let body: ReactNode;
  if (query.isPending) body = <Loading label="Loading pass..." />;
  else if (query.isError) {
    body = (
      <LoadError
        error={query.error}
        fallback="Could not load the pass."
        retry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.pass === null) body = <p className="muted">No pass sold.</p>;
  else {
    const pass = query.data.pass;
    const expired = pass.expiresOn !== null && pass.expiresOn < today;
    body = (
      <dl className="member-facts">
        <div>
          <dt>Pass</dt>
          <dd>{pass.name}</dd>
        </div>
        <div>
          <dt>Visits left</dt>
          <dd>
            {pass.visitsLeft === null
              ? 'Unlimited'
              : `${format.count(pass.visitsLeft)} of ${format.count(pass.visitsTotal ?? 0)}`}
          </dd>
        </div>
        <div>
          <dt>{expired ? 'Expired on' : 'Valid until'}</dt>
          <dd>{pass.expiresOn === null ? 'No end date' : format.date(pass.expiresOn)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <PageCard title="Pass">
      {sold && <Alert tone="success">{sold}</Alert>}
      {body}
      {may('passes.sell') && <SellPassDialog member={member} defaultOpen={asked} onSold={setSold} />}
    </PageCard>
  );
}
