// Admin › Classes shows the sessions as a list or as a week calendar; the choice and the week shown
// live in the address (?view=week&week=2026-11-23), so Back, reload and a shared link keep them.
import { useSearchParams } from 'wouter';
import { addDays, isCalendarDate, isoWeekday } from '../../../../shared/calendar.js';
import { useGymToday } from '../../../lib/gym.js';

export type SessionsView = 'list' | 'week';

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

export function useSessionsView() {
  const [params, setParams] = useSearchParams();
  const today = useGymToday();
  const view: SessionsView = params.get('view') === 'week' ? 'week' : 'list';
  const asked = params.get('week');
  const thisWeek = mondayOf(today);
  const weekStart = asked && isCalendarDate(asked) ? mondayOf(asked) : thisWeek;

  function update(changes: Record<string, string | null>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });
  }

  return {
    view,
    today,
    weekStart,
    thisWeek,
    setView: (next: SessionsView) => update(next === 'week' ? { view: 'week' } : { view: null, week: null }),
    /** The week starting `monday`; this week leaves the address without a week, as it opens. */
    showWeek: (monday: string) => update({ week: monday === thisWeek ? null : monday }),
  };
}
