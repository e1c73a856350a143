// The member dashboard's "PT sessions left": shown only when the member holds a usable PT pack.
import { useId } from 'react';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';

export function PtSessionsCard() {
  const headingId = useId();
  const format = useGymFormat();
  const packs = trpc.ptPacks.mine.useQuery();
  const usable = (packs.data ?? []).filter((pack) => pack.usable);
  if (usable.length === 0) return null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>PT sessions left</h2>
      <ul className="plain-list">
        {usable.map((pack) => (
          <li key={pack.id}>
            <strong>{pack.sessionsLeft === null ? 'Unlimited' : format.countOf(pack.sessionsLeft, 'session')}</strong>{' '}
            on {pack.name}
            {pack.expiresOn === null ? '' : `, until ${format.date(pack.expiresOn)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
