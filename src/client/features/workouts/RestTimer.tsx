// The rest between sets: counts down the prescribed rest from the moment a set is logged, visible at
// the bottom of the screen, told to screen readers politely when it starts and when it is over (not
// every second), and skippable. Time is the browser's clock (fake timers in tests).
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button.js';
import { useGymFormat } from '../../lib/gym.js';
import { minutesSeconds, seconds } from './describe.js';

export interface Rest {
  /** When the rest ends, in epoch milliseconds. */
  endsAt: number;
  total: number;
  /** Bumped each time a rest starts, so the same length twice restarts the count. */
  key: number;
}

export function RestTimer({ rest, onDone }: { rest: Rest | null; onDone: () => void }) {
  const format = useGymFormat();
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!rest) return;
    setNow(Date.now());
    setAnnouncement(`Rest ${seconds(format, rest.total)} started.`);
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [rest, format]);

  const left = rest ? Math.max(0, Math.ceil((rest.endsAt - now) / 1000)) : 0;
  useEffect(() => {
    if (rest && left === 0) {
      setAnnouncement('Rest over. Next set.');
      onDone();
    }
  }, [rest, left, onDone]);

  return (
    <>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {rest && left > 0 && (
        <section className="rest-timer" aria-label="Rest timer">
          <span className="rest-timer-label">Rest</span>
          <span className="rest-timer-time" role="timer" aria-label={`Rest: ${minutesSeconds(format, left)} left`}>
            {minutesSeconds(format, left)}
          </span>
          <Button variant="secondary" className="rest-timer-skip" onClick={onDone}>
            Skip rest
          </Button>
        </section>
      )}
    </>
  );
}
