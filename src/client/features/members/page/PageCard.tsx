import { type ReactNode, useId } from 'react';

/** One section of the member page: a card named by its heading. */
export function PageCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const titleId = useId();
  return (
    <section className={`card member-page-card${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </section>
  );
}
