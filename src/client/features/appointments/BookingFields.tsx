// The parts of booking personal training that a member's own page and the desk's "Book a client"
// share: the service select, a trainer's free times with their loading, failure and empty states,
// and a "how it is paid" choice.
import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert.js';
import { Loading } from '../../components/Loading.js';
import { SelectField } from '../../components/SelectField.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { type FreeDay, SlotPicker } from './SlotPicker.js';

export type PayWith = 'pack' | 'bill';

interface PtService {
  id: string;
  name: string;
  durationMinutes: number;
  priceCents: number;
}

/** "Service": each as 'One-to-one · 60 minutes · $60.00'. */
export function ServiceSelect({
  services,
  value,
  error,
  onChange,
}: {
  services: PtService[];
  value: string;
  error?: string;
  onChange: (serviceId: string) => void;
}) {
  const format = useGymFormat();
  return (
    <SelectField label="Service" value={value} error={error} onChange={(event) => onChange(event.target.value)}>
      <option value="">Choose a service</option>
      {services.map((s) => (
        <option key={s.id} value={s.id}>
          {`${s.name} · ${format.countOf(s.durationMinutes, 'minute')} · ${format.money(s.priceCents)}`}
        </option>
      ))}
    </SelectField>
  );
}

interface FreeTimesProps {
  /** The free-slots query: pending, failed, or its days. */
  slots: { isPending: boolean; isError: boolean; error: unknown; data?: { days: FreeDay[] } };
  /** Said when the trainer has no free time in the weeks offered. */
  empty: string;
  day: string | null;
  start: string | null;
  /** A new day clears the chosen time. */
  onDay: (day: string) => void;
  onStart: (start: string | null) => void;
}

export function FreeTimes({ slots, empty, day, start, onDay, onStart }: FreeTimesProps) {
  if (slots.isPending) return <Loading label="Loading free times..." />;
  if (slots.isError || !slots.data) {
    return <Alert tone="error">{messageOf(slots.error, 'Could not load the free times.')}</Alert>;
  }
  if (slots.data.days.length === 0) return <p className="empty">{empty}</p>;
  return (
    <SlotPicker
      days={slots.data.days}
      day={day}
      start={start}
      onDay={(next) => {
        onDay(next);
        onStart(null);
      }}
      onStart={onStart}
    />
  );
}

/** One "how it is paid" radio; the group's name keeps its choices together. */
export function PayOption({
  group,
  value,
  chosen,
  disabled,
  onChoose,
  children,
}: {
  group: string;
  value: PayWith;
  chosen: PayWith | null;
  disabled?: boolean;
  onChoose: (value: PayWith) => void;
  children: ReactNode;
}) {
  return (
    <label className="pt-pay-option">
      <input
        type="radio"
        name={group}
        value={value}
        checked={chosen === value}
        disabled={disabled}
        onChange={() => onChoose(value)}
      />
      {children}
    </label>
  );
}
