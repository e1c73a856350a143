// Admin › Plans: what memberships cost and how often they are billed. Every plan is listed (the
// default first, archived ones marked); plans are added here and edited, made default, archived or
// restored in place.
import './plans.css';
import { useId } from 'react';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { Loading } from '../../components/Loading.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { AddPlanForm } from './AddPlanForm.js';
import { PlanItem } from './PlanItem.js';

export function PlansSection() {
  const headingId = useId();
  const listId = useId();
  const plans = trpc.plans.list.useQuery();
  const action = useActionMessage();

  return (
    <section className="card" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>Plans</h2>
      </div>
      <AddPlanForm />
      <h3 id={listId} className="plans-list-heading">
        All plans
      </h3>
      <ActionMessageView action={action} />
      {plans.isPending ? (
        <Loading label="Loading plans..." />
      ) : plans.isError ? (
        <div className="load-error">
          <Alert tone="error">{messageOf(plans.error, 'Could not load the plans.')}</Alert>
          <Button variant="secondary" onClick={() => plans.refetch()} pending={plans.isFetching}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="list" aria-labelledby={listId}>
          {plans.data.map((plan) => (
            <PlanItem key={plan.id} plan={plan} onSuccess={action.success} onFailure={action.failure} />
          ))}
        </ul>
      )}
    </section>
  );
}
