// "Upcoming sessions": every class's sessions for the coming weeks, shown on the gym's clock (the page
// renders once the gym's settings are known, so its time zone is too).
import { useId } from 'react';
import { SESSION_WEEKS_AHEAD } from '../../../../shared/classes.schemas.js';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import { useGymFormat } from '../../../lib/gym.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import { SessionsList } from './SessionsList.js';

interface SessionsCardProps {
  title?: string;
  /** What the list holds, before "over the next N weeks"; every session when left out. */
  intro?: string;
  /** Said when there are none. */
  empty?: string;
}

export function SessionsCard({
  title = 'Upcoming sessions',
  intro,
  empty = 'No upcoming sessions. Add a weekly time to a class to schedule some.',
}: SessionsCardProps) {
  const titleId = useId();
  const { timeZone } = useGymFormat();
  const action = useActionMessage();

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>{title}</h2>
      </div>
      <p className="muted">
        {intro
          ? `${intro} over the next ${SESSION_WEEKS_AHEAD} weeks, on the gym's clock (${timeZone}).`
          : `The next ${SESSION_WEEKS_AHEAD} weeks, on the gym's clock (${timeZone}).`}
      </p>
      <ActionMessageView action={action} />
      <SessionsList action={action} empty={empty} />
    </section>
  );
}
