// "Upcoming sessions": every class's sessions for the coming weeks, shown on the gym's clock (the page
// renders once the gym's settings are known, so its time zone is too), as a list or a week calendar.
import { useId } from 'react';
import { SESSION_WEEKS_AHEAD } from '../../../../shared/classes.schemas.js';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import { Button } from '../../../components/Button.js';
import { Group } from '../../../components/Group.js';
import { useGymFormat } from '../../../lib/gym.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import { SessionsList } from './SessionsList.js';
import { type SessionsView, useSessionsView } from './useSessionsView.js';
import { WeekCalendar } from './WeekCalendar.js';

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
  const { view, setView } = useSessionsView();

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>{title}</h2>
        <ViewToggle view={view} onChange={setView} />
      </div>
      <p className="muted">
        {view === 'week'
          ? `${intro ?? 'Every session'}, Monday to Sunday, on the gym's clock (${timeZone}).`
          : intro
            ? `${intro} over the next ${SESSION_WEEKS_AHEAD} weeks, on the gym's clock (${timeZone}).`
            : `The next ${SESSION_WEEKS_AHEAD} weeks, on the gym's clock (${timeZone}).`}
      </p>
      <ActionMessageView action={action} />
      {view === 'week' ? <WeekCalendar action={action} /> : <SessionsList action={action} empty={empty} />}
    </section>
  );
}

/** List or Week: two toggle buttons, the one shown pressed. */
function ViewToggle({ view, onChange }: { view: SessionsView; onChange: (view: SessionsView) => void }) {
  return (
    <Group className="view-toggle" label="Show sessions as">
      {(['list', 'week'] as const).map((option) => (
        <Button
          key={option}
          variant={view === option ? 'primary' : 'secondary'}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'list' ? 'List' : 'Week'}
        </Button>
      ))}
    </Group>
  );
}
