import { createGymFormat, type GymFormatSettings } from '../../../shared/format.js';

/**
 * A class session as notifications and mail name it, on the gym's clock and in its locale: 'Tue, Nov 24,
 * 6:00 PM' (en-US), 'Tue 24 Nov, 18:00' (en-GB). The text is stored with the message, so it is written
 * here rather than by the screen that shows it.
 */
export function sessionLabel(startsAt: string, gym: GymFormatSettings): string {
  return createGymFormat(gym).dayTime(startsAt);
}
