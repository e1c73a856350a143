// One person on the staff: role, last sign-in (or the invitation still waiting) and what an admin can
// do about them. Removing access says first that their sessions end at once.
import { useId } from 'react';
import { ROLE_LABELS } from '../../../shared/roles.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Group } from '../../components/Group.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { ChangeRoleDialog } from './ChangeRoleDialog.js';
import type { StaffListItem } from './types.js';

interface StaffItemProps {
  person: StaffListItem;
  onSuccess: (text: string) => void;
  onFailure: (text: string) => void;
}

export function StaffItem({ person, onSuccess, onFailure }: StaffItemProps) {
  const nameId = useId();
  const format = useGymFormat();
  const utils = trpc.useUtils();
  const resend = trpc.staff.resendInvitation.useMutation({
    onSuccess: () => onSuccess(`Invitation sent again to ${person.email}.`),
    onError: (error) => onFailure(messageOf(error, 'Could not send the invitation. Please try again.')),
  });
  const remove = trpc.staff.removeAccess.useMutation({
    onSuccess: async () => {
      await utils.staff.list.invalidate();
      onSuccess(`${person.name} no longer has access.`);
    },
    onError: (error) => onFailure(messageOf(error, `Could not remove ${person.name}'s access. Please try again.`)),
  });

  return (
    <li className="staff-item">
      <div className="item-main">
        <div className="staff-title">
          <strong id={nameId}>{person.name}</strong>
          <Badge tone="info">{ROLE_LABELS[person.role]}</Badge>
          {person.invitationWaiting && <Badge tone="warning">Invitation waiting</Badge>}
        </div>
        <span className="staff-email">{person.email}</span>
        <span className="muted">
          {person.lastSignInAt ? (
            <>
              Last sign-in: <time dateTime={person.lastSignInAt}>{format.dateTime(person.lastSignInAt)}</time>
            </>
          ) : (
            'Never signed in'
          )}
        </span>
      </div>
      <Group className="item-actions" labelledBy={nameId}>
        {person.invitationWaiting && (
          <Button variant="secondary" pending={resend.isPending} onClick={() => resend.mutate({ userId: person.id })}>
            Resend invitation
          </Button>
        )}
        <ChangeRoleDialog person={person} onChanged={onSuccess} />
        <ConfirmDialog
          triggerLabel="Remove access"
          triggerAriaLabel={`Remove access for ${person.name}`}
          title={`Remove ${person.name}'s access?`}
          description={`${person.name} is signed out everywhere at once and can no longer sign in. What they did stays in the history under their name.`}
          confirmLabel="Remove access"
          onConfirm={() => remove.mutateAsync({ userId: person.id })}
        />
      </Group>
    </li>
  );
}
