import type { ReactNode } from 'react';

/** Red (error) or green (success) message above a form; errors interrupt screen readers, success waits. */
export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
