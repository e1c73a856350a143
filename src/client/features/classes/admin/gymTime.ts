// Class times on the gym's clock. A weekly time is stored as the gym's wall time ('Mon 18:00'); a
// session is an instant, shown in the gym's time zone (site.settings), never the browser's, so a
// front desk or an admin travelling abroad sees the times members see. Both are written in the gym's
// locale, through its GymFormat.
import type { GymFormat } from '../../../../shared/format.js';

/** 'Mon 6:00 PM' (en-US), 'Mon 18:00' (en-GB). */
export function slotLabel(slot: { weekday: number; startTime: string }, format: GymFormat): string {
  return `${format.weekday(slot.weekday)} ${format.wallTime(slot.startTime)}`;
}

/** 'Tue, Nov 24, 6:00 PM–7:00 PM' (en-US), 'Tue 24 Nov, 18:00–19:00' (en-GB), on the gym's clock. */
export function sessionWhen(session: { startsAt: string; endsAt: string }, format: GymFormat): string {
  return `${format.dayTime(session.startsAt)}–${format.time(session.endsAt)}`;
}
