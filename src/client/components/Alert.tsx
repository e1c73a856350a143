import type { ReactNode, Ref } from 'react';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  /** With tabIndex -1, lets an action move focus to its outcome (see useActionMessage). */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}

/** Red (error) or green (success) message above a form; errors interrupt screen readers, success waits. */
export function Alert({ tone, children, ref, tabIndex }: AlertProps) {
  return (
    <div ref={ref} tabIndex={tabIndex} className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
