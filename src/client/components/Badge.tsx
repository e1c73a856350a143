import './badge.css';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/** A short status word beside a name: 'Default', 'Paid', 'Overdue'. Its text is what screen readers read. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
