// Choosing a member for a bill or a notification. A gym has thousands of members, so the list is
// searched on the server: type part of a name or email, then pick from the matches.
import { Label } from 'radix-ui';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '../../components/Button.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

const MATCHES_SHOWN = 50;

export interface MemberOption {
  id: string;
  name: string;
  /** null: a walk-in added at the desk without an email. */
  email: string | null;
}

interface MemberSelectProps {
  value: string;
  /** The chosen member comes along so a form can name them ('Bill created for Maya Patel.'). */
  onChange: (memberId: string, member: MemberOption | null) => void;
  error?: string;
  /** The empty choice: 'Select a member' in a form, 'All members' in a filter. */
  emptyLabel?: string;
  /**
   * The chosen member when the page opened with one (a filter in the address), once known: shown even
   * if not among the matches loaded. The email may be unknown ('').
   */
  known?: MemberOption | null;
}

export function MemberSelect({
  value,
  onChange,
  error,
  emptyLabel = 'Select a member',
  known = null,
}: MemberSelectProps) {
  const id = useId();
  const format = useGymFormat();
  const [search, setSearch] = useState('');
  // The chosen member stays an option when a later search no longer matches them.
  const [picked, setPicked] = useState<MemberOption | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const members = trpc.members.list.useQuery(
    { search: deferredSearch || undefined, pageSize: MATCHES_SHOWN },
    { placeholderData: (previous) => previous },
  );
  const items = members.data?.items ?? [];
  const more = (members.data?.total ?? 0) - items.length;
  const chosen = picked?.id === value ? picked : known?.id === value ? known : null;
  const keepChosen = chosen !== null && !items.some((member) => member.id === value);
  const options = keepChosen ? [chosen, ...items] : items;

  function choose(memberId: string) {
    const member = options.find((option) => option.id === memberId) ?? null;
    const next = member && { id: member.id, name: member.name, email: member.email };
    setPicked(next);
    onChange(memberId, next);
  }

  return (
    <div className="field member-select">
      <Label.Root htmlFor={`${id}-search`}>Find member</Label.Root>
      <input
        id={`${id}-search`}
        type="search"
        placeholder="Type a name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-controls={`${id}-select`}
      />
      <Label.Root htmlFor={`${id}-select`}>Member</Label.Root>
      <select
        id={`${id}-select`}
        value={value}
        onChange={(event) => choose(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-status`}
      >
        <option value="">{members.isPending ? 'Loading members...' : emptyLabel}</option>
        {options.map((member) => (
          <option key={member.id} value={member.id}>
            {member.email ? `${member.name} (${member.email})` : member.name}
          </option>
        ))}
      </select>
      <p className="field-hint" id={`${id}-status`} aria-live="polite">
        {members.isError
          ? 'Could not load members. Please try again.'
          : !members.isPending && items.length === 0
            ? deferredSearch
              ? 'No members match your search.'
              : 'No approved members found.'
            : more > 0
              ? `Showing ${format.count(items.length)} of ${format.count(members.data?.total ?? items.length)}; refine the search to see others.`
              : null}
      </p>
      {members.isError && (
        <Button variant="secondary" onClick={() => members.refetch()} pending={members.isFetching}>
          Try again
        </Button>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
