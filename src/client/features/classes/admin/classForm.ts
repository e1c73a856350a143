// A class's form values are text, as typed; capacity and duration go to the shared schema as numbers
// so the client gives the server's own messages.
import { typedNumber } from '../../../lib/forms.js';

export type ClassFormValues = {
  name: string;
  description: string;
  trainer: string;
  /** The trainer's account id, '' for none. */
  trainerId: string;
  capacity: string;
  durationMinutes: string;
};

export const EMPTY_CLASS: ClassFormValues = {
  name: '',
  description: '',
  trainer: '',
  trainerId: '',
  capacity: '',
  durationMinutes: '60',
};

export function classFormValues(klass: {
  name: string;
  description: string;
  trainer: string;
  trainerId: string | null;
  capacity: number;
  durationMinutes: number;
}): ClassFormValues {
  return {
    name: klass.name,
    description: klass.description,
    trainer: klass.trainer,
    trainerId: klass.trainerId ?? '',
    capacity: String(klass.capacity),
    durationMinutes: String(klass.durationMinutes),
  };
}

/** What useForm's validate() needs on top of the text values. */
export function classNumbers(values: ClassFormValues) {
  return { capacity: typedNumber(values.capacity), durationMinutes: typedNumber(values.durationMinutes) };
}

/**
 * The timetable's trainer name follows the trainer picked while it is empty or still the name of the
 * one picked before; a name typed by hand stays, and so does any name when no account is picked.
 */
export function followTrainer(
  values: ClassFormValues,
  before: string | undefined,
  after: string | undefined,
): ClassFormValues {
  const typed = values.trainer.trim();
  if (after === undefined || (typed !== '' && typed !== before)) return values;
  return { ...values, trainer: after };
}
