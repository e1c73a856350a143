// Opening hours, one group per weekday (a fieldset named by the day, so "Opens", "Closes" and
// "Closed" are heard as Monday's). Marking a day closed keeps its times: unticking it brings them back.
import { useId } from 'react';
import { WEEKDAYS, type Weekday } from '../../../shared/settings.schemas.js';
import { Field } from '../../components/Field.js';
import type { FieldBinding, HourKey } from './gymForm.js';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

interface OpeningHoursFieldsProps {
  field: (name: HourKey) => FieldBinding;
  isClosed: (day: Weekday) => boolean;
  setClosed: (day: Weekday, closed: boolean) => void;
}

export function OpeningHoursFields({ field, isClosed, setClosed }: OpeningHoursFieldsProps) {
  return (
    <fieldset className="opening-hours">
      <legend>Opening hours</legend>
      <p className="field-hint">On the gym's clock. A closed day keeps its times for when it opens again.</p>
      <div className="opening-hours-days">
        {WEEKDAYS.map((day) => (
          <DayHoursFields key={day} day={day} field={field} closed={isClosed(day)} setClosed={setClosed} />
        ))}
      </div>
    </fieldset>
  );
}

interface DayHoursFieldsProps {
  day: Weekday;
  field: (name: HourKey) => FieldBinding;
  closed: boolean;
  setClosed: (day: Weekday, closed: boolean) => void;
}

function DayHoursFields({ day, field, closed, setClosed }: DayHoursFieldsProps) {
  const closedId = useId();
  return (
    <fieldset className="day-hours">
      <legend>{DAY_NAMES[day]}</legend>
      <div className="day-hours-controls">
        <Field label="Opens" type="time" {...field(`hours.${day}.opens`)} />
        <Field label="Closes" type="time" {...field(`hours.${day}.closes`)} />
        <div className="day-hours-closed">
          <input
            id={closedId}
            type="checkbox"
            name={`hours.${day}.closed`}
            checked={closed}
            onChange={(event) => setClosed(day, event.target.checked)}
          />
          <label htmlFor={closedId}>Closed</label>
        </div>
      </div>
    </fieldset>
  );
}
