// The gym's opening hours as the lines the Contact page and the footer show, written in the gym's
// locale ('Mon-Fri 6:00 AM-10:00 PM' for the spec's hours in en-US).
import { useMemo } from 'react';
import { openingHoursLines } from '../../../shared/opening-hours.js';
import { useGymFormat, useGymSettingsLoaded } from '../../lib/gym.js';

export function useOpeningHours(): string[] {
  const { hours } = useGymSettingsLoaded();
  const format = useGymFormat();
  return useMemo(() => openingHoursLines(hours, format), [hours, format]);
}
