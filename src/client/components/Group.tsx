import './group.css';
import type { ReactNode } from 'react';

interface GroupProps {
  /** The id of what names the group, or (`label`) the name itself. */
  labelledBy?: string;
  label?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Controls that belong to one thing (a member's plan actions, a bill's actions), named by that thing
 * so screen readers say whose "Edit" or "Record Payment" it is. A <fieldset> without its box.
 */
export function Group({ labelledBy, label, className, children }: GroupProps) {
  return (
    <fieldset
      className={['group', className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {children}
    </fieldset>
  );
}
