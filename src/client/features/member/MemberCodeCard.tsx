// The member's code for the front desk, as text to read out and as a QR code to scan from the phone.
import { useId } from 'react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { trpc } from '../../lib/trpc.js';
import { useMemberHome } from '../member-home/useMemberHome.js';

const HOUR = 60 * 60_000;

export function MemberCodeCard() {
  const headingId = useId();
  // A member's code never changes: no need to ask again while the page is open.
  const code = trpc.checkIns.myCode.useQuery(undefined, { staleTime: HOUR });
  // The desk would refuse: say why instead of inviting the member to the desk.
  const checkIn = useMemberHome().data?.checkIn;

  return (
    <section className="card member-code-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Member code</h2>
      {code.isPending ? (
        <Loading label="Loading your member code..." />
      ) : code.isError ? (
        <>
          <Alert tone="error">Could not load your member code.</Alert>
          <Button variant="secondary" pending={code.isFetching} onClick={() => code.refetch()}>
            Try again
          </Button>
        </>
      ) : (
        <div className="member-code">
          <img
            className="member-code-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.data.qrSvg)}`}
            alt={`QR code for member code ${code.data.code}`}
            width={160}
            height={160}
          />
          <div>
            <p className="member-code-text">{code.data.code}</p>
            {checkIn && !checkIn.ok ? (
              <p className="muted">{checkIn.reason}</p>
            ) : (
              <p className="muted">Show this at the front desk to check in.</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
