// A member's membership type, changed in place: choosing a new type saves it at once and says so.
import { Label } from 'radix-ui';
import { useId, useState } from 'react';
import { MEMBERSHIP_TYPES } from '../../../shared/membership.js';
import { Alert } from '../../components/Alert.js';
import { messageOf } from '../../lib/errors.js';
import { trpc } from '../../lib/trpc.js';

type Notice = { tone: 'success' | 'error'; text: string };

interface MembershipTypeSelectProps {
  member: { id: string; name: string; membershipType: string | null };
}

export function MembershipTypeSelect({ member }: MembershipTypeSelectProps) {
  const id = useId();
  const [notice, setNotice] = useState<Notice | null>(null);
  const utils = trpc.useUtils();
  const update = trpc.members.updateMembershipType.useMutation({
    // Settles only after the list has the saved value, so the select never flicks back to the old one.
    onSettled: () => utils.members.list.invalidate(),
  });
  // While saving, show the choice being saved; otherwise what the server says (a failure reverts).
  const shown = update.isPending ? update.variables.membershipType : (member.membershipType ?? '');

  async function change(value: string) {
    const membershipType = MEMBERSHIP_TYPES.find((type) => type === value);
    if (!membershipType) return;
    setNotice(null);
    try {
      const saved = await update.mutateAsync({ userId: member.id, membershipType });
      setNotice({ tone: 'success', text: `${member.name}'s membership type is now ${saved.membershipType}.` });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: messageOf(error, `Could not change the membership type for ${member.name}. Please try again.`),
      });
    }
  }

  return (
    <>
      <div className="field membership-type">
        <Label.Root htmlFor={id}>
          Membership Type<span className="visually-hidden"> for {member.name}</span>
        </Label.Root>
        <select
          id={id}
          value={shown}
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
          onChange={(event) => change(event.target.value)}
        >
          {shown === '' && (
            <option value="" disabled>
              Not set
            </option>
          )}
          {MEMBERSHIP_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </>
  );
}
