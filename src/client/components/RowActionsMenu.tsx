// A row's rare and destructive actions (Void, Delete, Remove, Cancel session) behind one "More" button,
// so a list is not a column of red buttons. Radix's DropdownMenu gives the keyboard its menu pattern:
// Enter, Space or ArrowDown opens it, arrows move, Enter chooses, Escape closes and returns focus.
// A choice that destroys something opens the row's confirmation; that dialog hands focus back to the
// trigger (`triggerRef`) when it closes, since the menu item that opened it is gone by then.
import './row-actions.css';
import { DropdownMenu } from 'radix-ui';
import type { Ref } from 'react';
import { Button } from './Button.js';

export interface RowAction {
  label: string;
  onSelect: () => void;
  /** Shown in the danger colour: the choice opens a confirmation of something that cannot be undone. */
  destructive?: boolean;
  disabled?: boolean;
}

interface RowActionsMenuProps {
  /** What the row is, for the trigger's name: 'More actions for Treadmill'. */
  rowName: string;
  actions: RowAction[];
  triggerRef?: Ref<HTMLButtonElement>;
}

export function RowActionsMenu({ rowName, actions, triggerRef }: RowActionsMenuProps) {
  if (actions.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          ref={triggerRef}
          variant="secondary"
          className="row-actions-trigger"
          aria-label={`More actions for ${rowName}`}
        >
          More…
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="row-actions-menu" align="end" sideOffset={4} collisionPadding={8}>
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              className={action.destructive ? 'row-actions-item row-actions-danger' : 'row-actions-item'}
              disabled={action.disabled}
              onSelect={action.onSelect}
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
