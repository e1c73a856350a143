// One plan in the list: what it costs, how often, how many members are on it, and its actions.
import { useId } from 'react';
import { describePassTerms, describePlanPrice, PLAN_PERIOD_LABELS } from '../../../shared/plans.schemas.js';
import { describePtPack } from '../../../shared/trainers.schemas.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Group } from '../../components/Group.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { EditPlanDialog } from './EditPlanDialog.js';
import type { PlanListItem } from './types.js';

interface PlanItemProps {
  plan: PlanListItem;
  onSuccess: (text: string) => void;
  onFailure: (text: string) => void;
}

export function PlanItem({ plan, onSuccess, onFailure }: PlanItemProps) {
  const nameId = useId();
  const format = useGymFormat();
  const utils = trpc.useUtils();
  const refresh = () => utils.plans.list.invalidate();
  const options = (done: string, failed: string) => ({
    onSuccess: async () => {
      await refresh();
      onSuccess(done);
    },
    onError: (error: unknown) => onFailure(messageOf(error, failed)),
  });
  const makeDefault = trpc.plans.makeDefault.useMutation(
    options(`${plan.name} is now the default plan.`, `Could not make ${plan.name} the default plan.`),
  );
  const archive = trpc.plans.archive.useMutation(options(`Archived ${plan.name}.`, `Could not archive ${plan.name}.`));
  const restore = trpc.plans.restore.useMutation(options(`Restored ${plan.name}.`, `Could not restore ${plan.name}.`));
  const busy = makeDefault.isPending || archive.isPending || restore.isPending;
  const input = { planId: plan.id };

  return (
    <li className="plan-item">
      <div className="item-main">
        <div className="plan-title">
          <strong id={nameId}>{plan.name}</strong>
          {plan.isDefault && <Badge tone="info">Default</Badge>}
          {plan.archived && <Badge tone="neutral">Archived</Badge>}
          {/* An archived plan is never listed, whatever its mark. */}
          {plan.showOnWebsite && !plan.archived && <Badge tone="success">On website</Badge>}
        </div>
        <span>{describePlanPrice(plan, format.money)}</span>
        <span className="muted">
          {plan.kind === 'pass' && plan.passUse === 'training'
            ? `${describePtPack(plan, format.countOf)}${plan.passDays === null ? '' : ` within ${format.countOf(plan.passDays, 'day')}`}`
            : plan.kind === 'pass'
              ? `Pass: ${describePassTerms(plan, format.countOf)}`
              : `Billing period: ${PLAN_PERIOD_LABELS[plan.period]}`}{' '}
          · {format.countOf(plan.memberCount, 'member')}
        </span>
      </div>
      <Group className="item-actions" labelledBy={nameId}>
        <EditPlanDialog plan={plan} onSaved={(name) => onSuccess(`Saved ${name}.`)} />
        {!plan.archived && !plan.isDefault && plan.kind !== 'pass' && (
          <Button
            variant="secondary"
            pending={makeDefault.isPending}
            disabled={busy}
            onClick={() => makeDefault.mutate(input)}
          >
            Make default
          </Button>
        )}
        {!plan.archived && !plan.isDefault && (
          <Button variant="secondary" pending={archive.isPending} disabled={busy} onClick={() => archive.mutate(input)}>
            Archive
          </Button>
        )}
        {plan.archived && (
          <Button variant="secondary" pending={restore.isPending} disabled={busy} onClick={() => restore.mutate(input)}>
            Restore
          </Button>
        )}
      </Group>
    </li>
  );
}
