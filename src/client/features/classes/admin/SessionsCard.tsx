// "Upcoming sessions": every class's sessions for the coming weeks, shown on the gym's clock, so the
// list waits for the gym's time zone before it shows a time.
import { useId } from 'react';
import { SESSION_WEEKS_AHEAD } from '../../../../shared/classes.schemas.js';
import { ActionMessageView } from '../../../components/ActionMessageView.js';
import { Alert } from '../../../components/Alert.js';
import { Button } from '../../../components/Button.js';
import { Loading } from '../../../components/Loading.js';
import { messageOf } from '../../../lib/errors.js';
import { useGymSettings } from '../../../lib/gym.js';
import { useActionMessage } from '../../../lib/useActionMessage.js';
import { SessionsList } from './SessionsList.js';

export function SessionsCard() {
  const titleId = useId();
  const settings = useGymSettings();
  const action = useActionMessage();

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>Upcoming sessions</h2>
      </div>
      <p className="muted">
        {`The next ${SESSION_WEEKS_AHEAD} weeks, on the gym's clock${settings.data ? ` (${settings.data.timeZone})` : ''}.`}
      </p>
      <ActionMessageView action={action} />
      {settings.isPending ? (
        <Loading label="Loading sessions..." />
      ) : settings.isError ? (
        <div className="load-error">
          <Alert tone="error">{messageOf(settings.error, "Could not load the gym's time zone.")}</Alert>
          <Button variant="secondary" onClick={() => settings.refetch()} pending={settings.isFetching}>
            Try again
          </Button>
        </div>
      ) : (
        <SessionsList timeZone={settings.data.timeZone} action={action} />
      )}
    </section>
  );
}
