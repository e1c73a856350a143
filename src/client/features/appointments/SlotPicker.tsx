// A trainer's free times for a service: a row of day buttons, then that day's times as big buttons
// (one column on a phone). The chosen ones show pressed. Used where a member books for themselves and
// where the desk or a trainer books a client in.
import { Button } from '../../components/Button.js';
import { useGymFormat } from '../../lib/gym.js';

export interface FreeDay {
  day: string;
  /** UTC ISO starts, earliest first. */
  starts: string[];
}

interface SlotPickerProps {
  days: FreeDay[];
  /** The day shown; null: the first with free times. */
  day: string | null;
  start: string | null;
  onDay: (day: string) => void;
  onStart: (start: string) => void;
}

export function SlotPicker({ days, day, start, onDay, onStart }: SlotPickerProps) {
  const format = useGymFormat();
  const shown = days.find((d) => d.day === day) ?? days[0];
  return (
    <>
      <fieldset className="pt-days">
        <legend>Day</legend>
        {days.map((d) => (
          <Button
            key={d.day}
            variant={d.day === shown?.day ? 'primary' : 'secondary'}
            aria-pressed={d.day === shown?.day}
            onClick={() => onDay(d.day)}
          >
            {format.weekdayDate(d.day)}
          </Button>
        ))}
      </fieldset>
      <fieldset className="pt-slots">
        <legend>{`Free times on ${shown ? format.weekdayDate(shown.day) : ''}`}</legend>
        {shown?.starts.map((s) => (
          <Button
            key={s}
            variant={s === start ? 'primary' : 'secondary'}
            aria-pressed={s === start}
            onClick={() => onStart(s)}
          >
            {format.time(s)}
          </Button>
        ))}
      </fieldset>
    </>
  );
}
