// The gym's price list on the public Services page: the plans an admin marked "Show on website", each
// with its price and billing period (a pass: its visits and days). No plan marked, no section: the page never shows an empty or
// made-up price list.
import './plans.css';
import { useId } from 'react';
import { describePassTerms, PLAN_PERIOD_LABELS } from '../../../shared/plans.schemas.js';
import { describePtPack } from '../../../shared/trainers.schemas.js';
import { Button } from '../../components/Button.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

const HOUR = 60 * 60_000;

export function WebsitePlans() {
  const headingId = useId();
  const format = useGymFormat();
  const plans = trpc.site.plans.useQuery(undefined, { staleTime: HOUR });
  if (plans.isPending || (plans.data && plans.data.length === 0)) return null;

  return (
    <section className="site-section site-plans-section" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="site-section-title">
          Membership Plans
        </h2>
        {plans.isError ? (
          <div className="load-error">
            <p role="alert">The plans could not be loaded.</p>
            <Button variant="secondary" pending={plans.isFetching} onClick={() => plans.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul className="site-grid site-grid-3" aria-labelledby={headingId}>
            {plans.data.map((plan) => (
              <li key={plan.id} className="card site-card site-plan">
                <h3>{plan.name}</h3>
                <p className="site-plan-price">{plan.priceCents === 0 ? 'Free' : format.money(plan.priceCents)}</p>
                <p>
                  {plan.kind !== 'pass'
                    ? PLAN_PERIOD_LABELS[plan.period]
                    : plan.passUse === 'training'
                      ? describePtPack(plan, format.countOf)
                      : `Pass: ${describePassTerms(plan, format.countOf)}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
