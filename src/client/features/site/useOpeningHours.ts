// The gym's opening hours as the lines the Contact page and the footer show, written in the gym's
// locale ('Mon-Fri 6:00 AM-10:00 PM' for the spec's hours in en-US); null until the settings arrive.
import { useMemo } from 'react';
import { createGymFormat } from '../../../shared/format.js';
import { openingHoursLines } from '../../../shared/opening-hours.js';
import { useGymSettings } from '../../lib/gym.js';

export function useOpeningHours(): string[] | null {
  const gym = useGymSettings().data;
  return useMemo(() => (gym ? openingHoursLines(gym.hours, createGymFormat(gym)) : null), [gym]);
}
