// The Gym form's values are flat text, one entry per control, so every control (each day's times and
// its Closed box too) gets useForm's binding, and a message keyed 'hours.mon.closes' — from the shared
// schema here or from the server — lands beside that very control. The schema below only reshapes
// those values into the server's input; every check is the shared gymDetailsInput's own.
import type { ChangeEvent } from 'react';
import * as z from 'zod/mini';
import {
  type GymDetailsInput,
  gymDetailsInput,
  type OpeningHours,
  WEEKDAYS,
  type Weekday,
} from '../../../shared/settings.schemas.js';

export type HourKey = `hours.${Weekday}.${'opens' | 'closes' | 'closed'}`;

export type GymFormValues = {
  name: string;
  tagline: string;
  street: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  about: string;
} & Record<HourKey, string>;

/** The Gym details as settings.get gives them, or as a save sent them. */
export type GymDetails = GymDetailsInput;

/** What useForm's field() gives a control. */
export interface FieldBinding {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** A checkbox's state as form text. */
const CHECKED = 'true';

export function gymFormValues(gym: GymDetails): GymFormValues {
  const hours = {} as Record<HourKey, string>;
  for (const day of WEEKDAYS) {
    hours[`hours.${day}.opens`] = gym.hours[day].opens;
    hours[`hours.${day}.closes`] = gym.hours[day].closes;
    hours[`hours.${day}.closed`] = gym.hours[day].closed ? CHECKED : '';
  }
  return {
    name: gym.name,
    tagline: gym.tagline ?? '',
    street: gym.street ?? '',
    city: gym.city ?? '',
    phone: gym.phone ?? '',
    email: gym.email ?? '',
    website: gym.website ?? '',
    about: gym.about ?? '',
    ...hours,
  };
}

export function isClosed(values: GymFormValues, day: Weekday): boolean {
  return values[`hours.${day}.closed`] === CHECKED;
}

export function closedValue(closed: boolean): string {
  return closed ? CHECKED : '';
}

function gymInputOf(values: GymFormValues): GymDetailsInput {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { closed: isClosed(values, day), opens: values[`hours.${day}.opens`], closes: values[`hours.${day}.closes`] },
    ]),
  ) as OpeningHours;
  return {
    name: values.name,
    tagline: values.tagline,
    street: values.street,
    city: values.city,
    phone: values.phone,
    email: values.email,
    website: values.website,
    about: values.about,
    hours,
  };
}

/** The form's flat values, checked as gymDetailsInput (its messages, its paths: 'hours.mon.closes'). */
export const gymForm = z.pipe(z.transform(gymInputOf), gymDetailsInput);
