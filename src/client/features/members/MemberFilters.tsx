// The Member List's search box and filters. The search box keeps its own text while typing; the
// address (and so the query) follows it, and the box follows the address when Back changes it.
import { type Ref, useId, useState } from 'react';
import { LIMITS } from '../../../shared/fields.js';
import { MEMBERSHIP_STATUS_LABELS } from '../../../shared/memberships.schemas.js';
import { Field } from '../../components/Field.js';
import { SelectField } from '../../components/SelectField.js';
import { trpc } from '../../lib/trpc.js';
import type { useMemberListParams } from './useMemberListParams.js';

interface MemberFiltersProps {
  list: ReturnType<typeof useMemberListParams>;
  searchRef?: Ref<HTMLInputElement>;
}

export function MemberFilters({ list, searchRef }: MemberFiltersProps) {
  const overdueId = useId();
  const plans = trpc.plans.list.useQuery();
  const { params } = list;
  const [text, setText] = useState(params.search);
  // When the address changes under the box (Back, "Clear filters"), the box shows it; while typing,
  // the address already matches the text (trimmed), so nothing is overwritten.
  const [shownSearch, setShownSearch] = useState(params.search);
  if (shownSearch !== params.search) {
    setShownSearch(params.search);
    if (text.trim() !== params.search) setText(params.search);
  }

  return (
    // Every control applies at once, so there is nothing to submit.
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to some browsers and to jsdom.
    <form
      role="search"
      className="toolbar member-filters"
      aria-label="Member filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field
        label="Search members"
        type="search"
        placeholder="Name or email"
        maxLength={LIMITS.nameMax}
        value={text}
        ref={searchRef}
        onChange={(event) => {
          setText(event.target.value);
          list.setSearch(event.target.value);
        }}
      />
      <SelectField
        label="Status"
        value={params.status}
        onChange={(event) => list.setStatus(event.target.value as typeof params.status)}
      >
        <option value="all">All</option>
        {Object.entries(MEMBERSHIP_STATUS_LABELS).map(([status, label]) => (
          <option key={status} value={status}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Plan"
        value={params.planId}
        error={plans.isError ? 'Could not load the plans.' : undefined}
        onChange={(event) => list.setPlanId(event.target.value)}
      >
        <option value="">All</option>
        {/* A plan in the address that is not (yet) loaded still shows as chosen. */}
        {params.planId !== '' && !plans.data?.some((plan) => plan.id === params.planId) && (
          <option value={params.planId}>{plans.isPending ? 'Loading plans...' : 'Unknown plan'}</option>
        )}
        {(plans.data ?? []).map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.archived ? `${plan.name} (archived)` : plan.name}
          </option>
        ))}
      </SelectField>
      <div className="checkbox-field">
        <input
          id={overdueId}
          type="checkbox"
          checked={params.overdue}
          onChange={(event) => list.setOverdue(event.target.checked)}
        />
        <label htmlFor={overdueId}>Overdue</label>
      </div>
    </form>
  );
}
