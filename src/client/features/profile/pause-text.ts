// How a pause request reads, on My profile and on the member page alike.
import type { GymFormat } from '../../../shared/format.js';
import type { PauseStatus } from '../../../shared/pauses.schemas.js';
import type { BadgeTone } from '../../components/Badge.js';

/** "from Dec 1, 2026 until Dec 14, 2026" in the gym's date style. */
export function pauseDates(format: GymFormat, pause: { startsOn: string; endsOn: string }): string {
  return `from ${format.date(pause.startsOn)} until ${format.date(pause.endsOn)}`;
}

export const PAUSE_TONES: Record<PauseStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
};
