// Class times on the gym's clock. A weekly time is stored as the gym's wall time ('Mon 18:00'); a
// session is an instant, shown in the gym's time zone (site.settings), never the browser's, so a
// front desk or an admin travelling abroad sees the times members see.
import { WEEKDAY_LABELS } from '../../../../shared/classes.schemas.js';
import { formatGymDayTime, formatGymTime } from '../../../lib/format.js';

/** 'Mon 18:00'. */
export function slotLabel(slot: { weekday: number; startTime: string }): string {
  return `${(WEEKDAY_LABELS[slot.weekday - 1] ?? '').slice(0, 3)} ${slot.startTime}`;
}

/** 'Tue 24 Nov, 18:00–19:00' in the gym's zone. */
export function sessionWhen(session: { startsAt: string; endsAt: string }, timeZone: string): string {
  return `${formatGymDayTime(session.startsAt, timeZone)}–${formatGymTime(session.endsAt, timeZone)}`;
}
