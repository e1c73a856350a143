// The one way to choose a member: type part of a name (or email, or member code) and pick from what the
// server found, by mouse or keyboard (Combobox). A gym has thousands of members, so nothing is listed
// before something is typed, and the server is asked once the typing pauses.
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Combobox, type ComboOption } from '../../components/Combobox.js';
import { trpc } from '../../lib/trpc.js';
import { useDebouncedValue } from '../../lib/useDebouncedValue.js';

/** A chosen member; `detail` tells two of one name apart (their email or member code). */
export interface PickedMember {
  id: string;
  name: string;
  detail?: string;
}

/**
 * Where the search runs, by who uses the screen: the desk's member list (names and emails; admin,
 * manager, front desk) or the coaches' search (names and member codes; trainers too, who may not read
 * the member list).
 */
export type MemberSearchSource = 'memberList' | 'coaching';

const MATCHES_SHOWN = 10;
const PAUSE_MS = 250;

interface MemberPickerProps {
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  label?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  source?: MemberSearchSource;
}

export function MemberPicker({
  value,
  onChange,
  label = 'Member',
  error,
  hint,
  required,
  source = 'memberList',
}: MemberPickerProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), PAUSE_MS);
  const asking = settled !== '';
  const fromList = trpc.members.list.useQuery(
    { search: settled, pageSize: MATCHES_SHOWN },
    { enabled: asking && source === 'memberList', placeholderData: keepPreviousData },
  );
  const fromCoaching = trpc.programs.memberSearch.useQuery(
    { text: settled },
    { enabled: asking && source === 'coaching', placeholderData: keepPreviousData },
  );
  const search = source === 'memberList' ? fromList : fromCoaching;
  const options: ComboOption[] =
    source === 'memberList'
      ? (fromList.data?.items ?? []).map((m) => ({ id: m.id, label: m.name, detail: m.email ?? undefined }))
      : (fromCoaching.data ?? []).map((m) => ({ id: m.id, label: m.name, detail: m.memberCode ?? undefined }));
  const typing = text.trim() !== settled;
  const failed = asking && search.isError && !search.isFetching;

  return (
    <Combobox
      label={label}
      value={value?.name ?? ''}
      options={asking && !typing && !failed ? options : []}
      loading={typing || search.isFetching}
      onSearch={setText}
      onPick={(option) => {
        onChange({ id: option.id, name: option.label, detail: option.detail });
      }}
      onClear={() => {
        setText('');
        onChange(null);
      }}
      emptyText={`No member matches “${text.trim()}”.`}
      onClose={() => setText('')}
      searchError={failed ? { message: 'Could not search members.', retry: () => search.refetch() } : undefined}
      error={error}
      hint={hint}
      required={required}
      placeholder={source === 'memberList' ? 'Type a name or email' : 'Type a name or member code'}
    />
  );
}
