// The top of the member dashboard: the plan or pass, the membership's state, the next bill, the
// balance with "Pay now" (BalanceDue), and — instead of buttons that would fail — why the member
// cannot book or check in right now.
import './member-home.css';
import type { inferRouterOutputs } from '@trpc/server';
import { useId } from 'react';
import { Link } from 'wouter';
import type { AppRouter } from '../../../server/trpc/router.js';
import type { GymFormat } from '../../../shared/format.js';
import { MEMBERSHIP_STATUS_LABELS } from '../../../shared/memberships.schemas.js';
import { PLAN_PERIOD_LABELS } from '../../../shared/plans.schemas.js';
import { Alert } from '../../components/Alert.js';
import { Badge } from '../../components/Badge.js';
import { LoadError } from '../../components/LoadError.js';
import { Loading } from '../../components/Loading.js';
import { useGymFormat } from '../../lib/gym.js';
import { BalanceDue } from '../member/BalanceDue.js';
import { reasonsWhyNot, useMemberHome } from './useMemberHome.js';

type Home = inferRouterOutputs<AppRouter>['memberHome']['get'];

const STATUS_TONES = { active: 'success', paused: 'warning', cancelled: 'danger' } as const;

function onWhat(home: Home, format: GymFormat): string | null {
  if (home.pass) {
    const visits =
      home.pass.visitsLeft === null ? 'unlimited visits' : `${format.countOf(home.pass.visitsLeft, 'visit')} left`;
    const until = home.pass.expiresOn ? `, valid until ${format.date(home.pass.expiresOn)}` : '';
    return `Pass: ${home.pass.name} — ${visits}${until}`;
  }
  if (home.plan) {
    const price =
      home.plan.period === 'none'
        ? home.plan.priceCents === 0
          ? 'free'
          : format.money(home.plan.priceCents)
        : `${format.money(home.plan.priceCents)} ${PLAN_PERIOD_LABELS[home.plan.period].toLowerCase()}`;
    return `Plan: ${home.plan.name} (${price})`;
  }
  return null;
}

function statusDetail(home: Home, format: GymFormat): string | null {
  if (home.status === 'paused' && home.pausedUntil) return `Paused until ${format.date(home.pausedUntil)}`;
  if (home.status === 'cancelled' && home.endsOn) return `Ends on ${format.date(home.endsOn)}`;
  return null;
}

function pauseLine(home: Home, format: GymFormat): string | null {
  const request = home.pauseRequest;
  if (!request || home.status === 'paused') return null;
  const dates = `from ${format.date(request.startsOn)} until ${format.date(request.endsOn)}`;
  return request.status === 'pending' ? `Pause requested ${dates}: waiting for approval.` : `Pause approved ${dates}.`;
}

export function HomeCard() {
  const headingId = useId();
  const format = useGymFormat();
  const home = useMemberHome();

  let body: React.ReactNode;
  if (home.isPending) body = <Loading label="Loading your membership..." />;
  else if (home.isError) {
    body = (
      <LoadError
        error={home.error}
        fallback="Could not load your membership."
        retry={() => void home.refetch()}
        retrying={home.isFetching}
      />
    );
  } else {
    const data = home.data;
    const detail = statusDetail(data, format);
    const what = onWhat(data, format);
    const pause = pauseLine(data, format);
    const reasons = reasonsWhyNot(data);
    body = (
      <>
        <dl className="home-facts">
          {what && (
            <div>
              <dt>On</dt>
              <dd>{what}</dd>
            </div>
          )}
          <div>
            <dt>Membership</dt>
            <dd>
              <Badge tone={STATUS_TONES[data.status]}>{MEMBERSHIP_STATUS_LABELS[data.status]}</Badge>
              {detail && <span className="muted">{` ${detail}`}</span>}
            </dd>
          </div>
          {data.nextBill && (
            <div>
              <dt>Next bill</dt>
              <dd>{`${format.money(data.nextBill.amountCents)} on ${format.date(data.nextBill.date)}`}</dd>
            </div>
          )}
        </dl>
        {pause && <p className="muted">{pause}</p>}
        {reasons.map((reason) => (
          <Alert key={reason} tone="info">
            {reason}
          </Alert>
        ))}
      </>
    );
  }

  return (
    <section className="card home-card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>My membership</h2>
        <Link href="/member/profile">My profile</Link>
      </div>
      {body}
      <BalanceDue />
      {home.data?.book.ok && (
        <p className="home-actions">
          <Link href="/member/classes" className="btn btn-secondary">
            Book a class
          </Link>
        </p>
      )}
    </section>
  );
}
